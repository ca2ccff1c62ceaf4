import { describe, expect, it } from 'vitest';
import { communityMetrics, metricsMonths } from './metrics.rules';

const at = (iso: string) => new Date(iso);
const now = at('2026-11-21T10:00:00Z');

describe('metricsMonths', () => {
  it('is the current month and the 5 before, oldest first, across a year boundary', () => {
    expect(metricsMonths(at('2026-02-10T00:00:00Z'), 'UTC')).toEqual([
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });

  it("counts months on the host's calendar: 23:30 UTC on the last day is already next month in Madrid", () => {
    const newYear = at('2026-12-31T23:30:00Z');
    expect(metricsMonths(newYear, 'UTC').at(-1)).toBe('2026-12');
    expect(metricsMonths(newYear, 'Europe/Madrid')).toEqual([
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
    ]);
    expect(metricsMonths(at('2026-12-01T03:00:00Z'), 'America/Mexico_City').at(-1)).toBe('2026-11');
  });
});

describe('communityMetrics', () => {
  it('is all zeros without registrations', () => {
    const m = communityMetrics([], 0, now, 'UTC');
    expect(m.totalUniqueRunners).toBe(0);
    expect(m.repeatRunnerPercentage).toBe(0);
    expect(m.averageRunnersPerEvent).toBe(0);
    expect(m.communityReturnRate).toBe(0);
    expect(m.newSignupsPerMonth).toHaveLength(6);
    expect(m.newSignupsPerMonth.every((x) => x.count === 0)).toBe(true);
  });

  it('computes each metric on a hand-built set', () => {
    // a: 3 registrations, b: 2, c: 1 → 3 unique, 2 of 3 repeat (67 %), 6 registrations on 4 runs (avg 2),
    // returning registrations: a twice, b once → 3 of 6 (50 %).
    const facts = [
      { runnerId: 'a', runId: 1, registeredAt: at('2026-04-15T00:00:00Z') }, // first of a: before the window
      { runnerId: 'b', runId: 1, registeredAt: at('2026-06-01T00:00:00Z') }, // first of b: window start
      { runnerId: 'a', runId: 2, registeredAt: at('2026-07-01T00:00:00Z') },
      { runnerId: 'b', runId: 3, registeredAt: at('2026-09-10T00:00:00Z') },
      { runnerId: 'c', runId: 3, registeredAt: at('2026-11-30T23:59:59Z') }, // first of c: current month
      { runnerId: 'a', runId: 4, registeredAt: at('2026-11-01T00:00:00Z') },
    ];
    const m = communityMetrics(facts, 4, now, 'UTC');
    expect(m.totalUniqueRunners).toBe(3);
    expect(m.repeatRunnerPercentage).toBe(67);
    expect(m.averageRunnersPerEvent).toBe(2);
    expect(m.communityReturnRate).toBe(50);
    expect(m.newSignupsPerMonth).toEqual([
      { month: '2026-06', count: 1 },
      { month: '2026-07', count: 0 },
      { month: '2026-08', count: 0 },
      { month: '2026-09', count: 0 },
      { month: '2026-10', count: 0 },
      { month: '2026-11', count: 1 },
    ]);
  });

  it("puts a runner's first sign-up in the month of the host's calendar", () => {
    const facts = [{ runnerId: 'm', runId: 1, registeredAt: at('2026-10-31T23:30:00Z') }];
    const count = (zone: string, month: string) =>
      communityMetrics(facts, 1, now, zone).newSignupsPerMonth.find((x) => x.month === month)?.count;
    expect(count('UTC', '2026-10')).toBe(1);
    expect(count('Europe/Madrid', '2026-10')).toBe(0);
    expect(count('Europe/Madrid', '2026-11')).toBe(1);
  });

  it('does not depend on the input order', () => {
    const facts = [
      { runnerId: 'x', runId: 2, registeredAt: at('2026-10-02T00:00:00Z') },
      { runnerId: 'x', runId: 1, registeredAt: at('2026-10-01T00:00:00Z') },
    ];
    const m = communityMetrics(facts, 2, now, 'UTC');
    expect(m.communityReturnRate).toBe(50);
    expect(m.newSignupsPerMonth.find((x) => x.month === '2026-10')?.count).toBe(1);
  });
});
