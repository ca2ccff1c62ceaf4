import type { Dashboard } from '@runtogether/shared/business/dashboard.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance } from '../../db/schema';
import { insertHost, insertRegistration, insertRun, insertSession, insertUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const NOW = new Date('2031-06-30T12:00:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW.getTime() });
});
afterAll(() => t.close());

describe("the dashboard's figures from attendance, on a data set with known answers", () => {
  it('computes every figure of decision 035 over the runs with check-ins, and counts the others apart', async () => {
    const host = await insertHost(t.db);
    const otherHost = await insertHost(t.db);
    const [ana, ben, cris, dani, eva, fer, gus, wil] = await Promise.all(
      ['Ana', 'Ben', 'Cris', 'Dani', 'Eva', 'Fer', 'Gus', 'Wil'].map((name) => insertUser(t.db, { name })),
    );
    if (!ana || !ben || !cris || !dani || !eva || !fer || !gus || !wil) throw new Error('no runners');
    const run = (iso: string, hostId = host.id) => insertRun(t.db, hostId, { startsAt: new Date(iso) });
    /** A confirmed runner, marked present (true), absent (false) or not at all (undefined). */
    const spot = async (r: { id: number }, runner: typeof ana, present?: boolean) => {
      const registration = await insertRegistration(t.db, r.id, runner);
      if (present === undefined) return;
      await t.db
        .insert(attendance)
        .values({ eventId: r.id, registrationId: registration.id, runnerId: runner.id, present });
    };
    const walkIn = (r: { id: number }) =>
      t.db.insert(attendance).values({ eventId: r.id, walkInName: 'Walker', present: true });

    const r1 = await run('2031-04-01T08:00:00Z'); // more than 12 weeks ago: in the figures, not the chart
    await spot(r1, ana, true);
    await spot(r1, ben, true);
    await spot(r1, cris, false);
    await insertRegistration(t.db, r1.id, wil, { status: 'waitlisted' }); // not confirmed: counts nowhere
    await walkIn(r1);
    const r2 = await run('2031-04-20T08:00:00Z'); // 19 days after r1: Ana came back within 30 days
    await spot(r2, ana, true);
    await spot(r2, dani, true);
    await spot(r2, eva);
    const r8 = await run('2031-05-02T08:00:00Z'); // 31 days after r1: Ben came back, but not within 30 days
    await spot(r8, ben, true);
    const r3 = await run('2031-05-25T08:00:00Z'); // Cris's first check-in, 36 days ago
    await spot(r3, ben);
    await spot(r3, cris, true);
    const r4 = await run('2031-06-20T08:00:00Z'); // no attendance taken: without check-in
    await spot(r4, ana);
    const r5 = await run('2031-06-28T08:00:00Z'); // only an absent mark: without check-in
    await spot(r5, ana, false);
    const r7 = await run('2031-06-29T08:00:00Z'); // Gus's first check-in is too recent to judge a return
    await spot(r7, fer);
    await spot(r7, gus, true);
    await walkIn(r7);
    const future = await run('2031-07-05T08:00:00Z'); // not started: counted nowhere
    await spot(future, ana);
    const elsewhere = await run('2031-06-01T08:00:00Z', otherHost.id); // another host's run
    await spot(elsewhere, ana, true);
    await spot(elsewhere, ben, true);

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/business/dashboard',
      headers: { authorization: `Bearer ${await insertSession(t.db, host.id, new Date('2099-01-01'))}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Dashboard>().attendance).toEqual({
      runsWithCheckIn: 5, // r1, r2, r8, r3, r7
      runsWithoutCheckIn: 2, // r4, r5 (of the 7 started)
      // Confirmed over those runs: 3 + 3 + 1 + 2 + 2 = 11; present: 2 + 2 + 1 + 1 + 1 = 7; 7 / 11 = 63.6 %.
      attendanceRate: 64,
      noShowRate: 36,
      repeatAttendees: 2, // Ana (r1, r2) and Ben (r1, r8); Ben's check-in with another host does not count
      // First check-in at least 30 days ago: Ana, Ben, Dani, Cris; back within 30 days: Ana. 1 / 4.
      returnWithin30Days: 25,
      perRun: [
        { runId: r2.id, title: r2.title, date: '2031-04-20', checkedIn: 2, walkIns: 0, confirmed: 3 },
        { runId: r8.id, title: r8.title, date: '2031-05-02', checkedIn: 1, walkIns: 0, confirmed: 1 },
        { runId: r3.id, title: r3.title, date: '2031-05-25', checkedIn: 1, walkIns: 0, confirmed: 2 },
        { runId: r7.id, title: r7.title, date: '2031-06-29', checkedIn: 1, walkIns: 1, confirmed: 2 },
      ],
    });
  });

  it('answers no rates (null) and counts the runs without check-in for a host who never took attendance', async () => {
    const host = await insertHost(t.db);
    const runner = await insertUser(t.db);
    const past = await insertRun(t.db, host.id, { startsAt: new Date('2031-06-01T08:00:00Z') });
    await insertRegistration(t.db, past.id, runner);
    await insertRun(t.db, host.id, { startsAt: new Date('2031-06-10T08:00:00Z') });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/business/dashboard',
      headers: { authorization: `Bearer ${await insertSession(t.db, host.id, new Date('2099-01-01'))}` },
    });
    expect(response.json<Dashboard>().attendance).toEqual({
      runsWithCheckIn: 0,
      runsWithoutCheckIn: 2,
      attendanceRate: null,
      noShowRate: null,
      repeatAttendees: 0,
      returnWithin30Days: null,
      perRun: [],
    });
  });
});

describe('attendance and the metrics cache', () => {
  it('a check-in through the API empties the cached metrics, so the host sees it at once', async () => {
    const cached = await createTestApp({
      now: () => NOW.getTime() - 3_600_000,
      config: { dashboardMetricsTtlMs: 60_000 },
    });
    try {
      const host = await insertHost(cached.db);
      const runner = await insertUser(cached.db);
      const run = await insertRun(cached.db, host.id, { startsAt: new Date(NOW.getTime() - 2 * 3_600_000) });
      const registration = await insertRegistration(cached.db, run.id, runner);
      const headers = {
        authorization: `Bearer ${await insertSession(cached.db, host.id, new Date('2099-01-01'))}`,
      };
      const attendanceRate = async () =>
        (await cached.app.inject({ url: '/api/business/dashboard', headers })).json<Dashboard>().attendance
          .attendanceRate;
      expect(await attendanceRate()).toBeNull();
      const marked = await cached.app.inject({
        method: 'PUT',
        url: `/api/events/${run.id}/attendance/${registration.id}`,
        headers,
        payload: { present: true },
      });
      expect(marked.statusCode).toBe(200);
      expect(await attendanceRate()).toBe(100);
    } finally {
      await cached.close();
    }
  });
});
