import type { Dashboard } from '@runtogether/shared/business/dashboard.schemas';
import { describe, expect, it } from 'vitest';
import { testRun } from '@/testing/run-fixtures';
import { dashboardWithoutRun, sortRunsByStart } from './dashboard-runs';

const run = (id: number, startsAt: string, currentParticipants = 0) =>
  testRun({ id, title: `Run ${id}`, startsAt, currentParticipants });

const signup = (id: number, runId: number) => ({
  id,
  runId,
  runTitle: `Run ${runId}`,
  runDate: '2030-01-08',
  name: `Runner ${id}`,
  email: `r${id}@example.com`,
  registeredAt: '2030-01-01T00:00:00.000Z',
  status: 'confirmed' as const,
});

const dashboard: Dashboard = {
  totals: { runsOrganized: 3, totalParticipants: 10 },
  activity: [],
  upcomingRuns: [run(1, '2030-06-01T08:00:00.000Z', 6)],
  upcomingNextCursor: null,
  pastNextCursor: null,
  pastRuns: [run(2, '2020-06-01T08:00:00.000Z', 3), run(3, '2020-05-01T08:00:00.000Z', 1)],
  recentSignups: [signup(10, 1), signup(11, 2), signup(12, 1)],
  metrics: {
    totalUniqueRunners: 8,
    repeatRunnerPercentage: 25,
    averageRunnersPerEvent: 3,
    communityReturnRate: 20,
    newSignupsPerMonth: [],
  },
  attendance: {
    runsWithCheckIn: 0,
    runsWithoutCheckIn: 0,
    attendanceRate: null,
    noShowRate: null,
    repeatAttendees: 0,
    returnWithin30Days: null,
    perRun: [],
  },
};

describe('sortRunsByStart', () => {
  const runs = [
    run(1, '2030-06-02T08:00:00.000Z'),
    run(2, '2030-06-01T18:00:00.000Z'),
    run(3, '2030-06-01T07:00:00.000Z'),
  ];

  it('sorts by date and time, either way, without touching its input', () => {
    expect(sortRunsByStart(runs, 'asc').map((r) => r.id)).toEqual([3, 2, 1]);
    expect(sortRunsByStart(runs, 'desc').map((r) => r.id)).toEqual([1, 2, 3]);
    expect(runs.map((r) => r.id)).toEqual([1, 2, 3]);
  });
});

describe('dashboardWithoutRun', () => {
  it('drops an upcoming run, its participants and its signups', () => {
    const next = dashboardWithoutRun(dashboard, 1);
    expect(next.upcomingRuns).toEqual([]);
    expect(next.pastRuns.map((r) => r.id)).toEqual([2, 3]);
    expect(next.totals).toEqual({ runsOrganized: 2, totalParticipants: 4 });
    expect(next.recentSignups.map((s) => s.id)).toEqual([11]);
    expect(next.metrics).toBe(dashboard.metrics);
  });

  it('drops a past run the same way', () => {
    const next = dashboardWithoutRun(dashboard, 2);
    expect(next.pastRuns.map((r) => r.id)).toEqual([3]);
    expect(next.upcomingRuns.map((r) => r.id)).toEqual([1]);
    expect(next.totals).toEqual({ runsOrganized: 2, totalParticipants: 7 });
    expect(next.recentSignups.map((s) => s.id)).toEqual([10, 12]);
  });

  it('takes only its registered runners from the total, which counts no guests (docs/decisions/057)', () => {
    const withGuests = testRun({
      id: 4,
      startsAt: '2030-06-02T08:00:00.000Z',
      currentParticipants: 5,
      currentGuests: 2,
    });
    const next = dashboardWithoutRun({ ...dashboard, upcomingRuns: [withGuests] }, 4);
    expect(next.totals).toEqual({ runsOrganized: 2, totalParticipants: 7 });
  });

  it('changes nothing for a run it does not list, and never counts below zero', () => {
    expect(dashboardWithoutRun(dashboard, 99)).toBe(dashboard);
    const odd = { ...dashboard, totals: { runsOrganized: 0, totalParticipants: 2 } };
    expect(dashboardWithoutRun(odd, 1).totals).toEqual({ runsOrganized: 0, totalParticipants: 0 });
  });
});
