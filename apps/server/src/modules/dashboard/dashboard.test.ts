import { businessMessages, type Dashboard } from '@runtogether/shared/business/dashboard.schemas';
import { communityMetrics } from '@runtogether/shared/metrics/metrics.rules';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../plugins/session-cookie';
import { insertHost, insertRegistration, insertRun, insertSession, insertUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { findActiveUserById } from '../users/users.repository';
import { countMetrics, metricsWindowStart } from './dashboard.repository';
import { getDashboard, toMetrics } from './dashboard.service';
import { announceSkipWithoutRedis, testRedisUrl, uniqueRedisPrefix } from '../../test/redis';
import { english } from '../../test/english';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NOW = new Date('2026-11-21T12:00:00Z');
const at = (iso: string) => new Date(iso);

describe('community metrics on a data set with known answers', () => {
  let host: Awaited<ReturnType<typeof insertHost>>;
  let dashboard: Dashboard;

  beforeAll(async () => {
    // Reykjavik keeps UTC all year: the months below are UTC's (a host's zone is tested further down).
    host = await insertHost(t.db, { latitude: 64.1466, longitude: -21.9426 });
    const other = await insertHost(t.db);
    const r1 = await insertRun(t.db, host.id, { startsAt: at('2026-05-30T08:00:00Z'), title: 'May run' });
    const r2 = await insertRun(t.db, host.id, {
      startsAt: at('2026-12-05T08:00:00Z'),
      title: 'December run',
    });
    const r3 = await insertRun(t.db, host.id, { startsAt: at('2026-12-12T08:00:00Z'), title: 'Later run' });
    const o1 = await insertRun(t.db, other.id, { startsAt: at('2026-12-01T08:00:00Z') });
    const [a, b, c, d, w] = await Promise.all(
      ['Ana', 'Ben', 'Cris', 'Dani', 'Wait'].map((name) => insertUser(t.db, { name })),
    );
    if (!a || !b || !c || !d || !w) throw new Error('runners missing');
    const reg = (
      run: { id: number },
      runner: typeof a,
      iso: string,
      status: 'confirmed' | 'waitlisted' = 'confirmed',
    ) => insertRegistration(t.db, run.id, runner, { createdAt: at(iso), status });
    await reg(r1, a, '2026-05-31T23:59:59Z'); // first registration just before the window
    await reg(r2, a, '2026-07-01T10:00:00Z');
    await reg(r1, b, '2026-06-01T00:00:00Z'); // the window's first instant
    await reg(r1, c, '2026-11-20T09:00:00Z');
    await reg(r2, c, '2026-11-21T00:00:00Z');
    await reg(r3, c, '2026-11-21T11:00:00Z');
    await reg(r2, d, '2026-09-15T10:00:00Z');
    await reg(r3, w, '2026-11-21T11:30:00Z', 'waitlisted'); // not a participant yet
    await reg(o1, a, '2026-08-01T10:00:00Z'); // another host's run
    dashboard = await getDashboard(t.db, await userRow(host.id), NOW);
  });

  it('counts runs, participants and each metric as docs/product.md §9 and decision 010 define them', () => {
    expect(dashboard.totals).toEqual({ runsOrganized: 3, totalParticipants: 7 });
    expect(dashboard.metrics).toEqual({
      totalUniqueRunners: 4,
      repeatRunnerPercentage: 50, // Ana and Cris of 4
      averageRunnersPerEvent: 2, // 7 / 3
      communityReturnRate: 43, // 3 of 7 sign-ups came from runners who had signed up before
      newSignupsPerMonth: [
        { month: '2026-06', count: 1 }, // Ben, at the window's first instant
        { month: '2026-07', count: 0 }, // Ana's first registration was in May
        { month: '2026-08', count: 0 },
        { month: '2026-09', count: 1 },
        { month: '2026-10', count: 0 },
        { month: '2026-11', count: 1 },
      ],
    });
  });

  it('lists upcoming runs soonest first, past runs latest first, and the 5 newest sign-ups', () => {
    expect(dashboard.upcomingRuns.map((r) => r.title)).toEqual(['December run', 'Later run']);
    expect(dashboard.pastRuns.map((r) => r.title)).toEqual(['May run']);
    expect(dashboard.recentSignups.map((s) => [s.name, s.runTitle, s.runDate, s.status])).toEqual([
      ['Wait', 'Later run', '2026-12-12', 'waitlisted'],
      ['Cris', 'Later run', '2026-12-12', 'confirmed'],
      ['Cris', 'December run', '2026-12-05', 'confirmed'],
      ['Cris', 'May run', '2026-05-30', 'confirmed'],
      ['Dani', 'December run', '2026-12-05', 'confirmed'],
    ]);
  });
});

describe("sign-ups per month on the host's calendar", () => {
  const signupsPerMonth = async (host: { id: string }, now: Date) =>
    (await getDashboard(t.db, await userRow(host.id), now)).metrics.newSignupsPerMonth;

  it("counts a sign-up at 00:30 on the 1st in Madrid in that month, from the business's pin", async () => {
    const host = await insertHost(t.db, { latitude: 40.4168, longitude: -3.7038 });
    const run = await insertRun(t.db, host.id, { startsAt: at('2026-11-08T08:00:00Z'), timezone: 'UTC' });
    // 23:30 UTC on 31 October is 00:30 on 1 November in Madrid (UTC+1 in winter).
    await insertRegistration(t.db, run.id, await insertUser(t.db), { createdAt: at('2026-10-31T23:30:00Z') });
    expect((await signupsPerMonth(host, NOW)).slice(-2)).toEqual([
      { month: '2026-10', count: 0 },
      { month: '2026-11', count: 1 },
    ]);
    // At 23:30 UTC on 31 December it is already January in Madrid: the window moves with the host's calendar.
    expect((await signupsPerMonth(host, at('2026-12-31T23:30:00Z'))).map((m) => m.month)).toEqual([
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
    ]);
  });

  it("takes the zone of the host's latest run when the business has no pin", async () => {
    const host = await insertHost(t.db);
    await insertRun(t.db, host.id, { startsAt: at('2026-06-01T08:00:00Z'), timezone: 'Europe/Madrid' });
    const run = await insertRun(t.db, host.id, {
      startsAt: at('2026-11-28T15:00:00Z'),
      timezone: 'America/Mexico_City',
    });
    // 03:00 UTC on 1 November is still 31 October in Mexico City (UTC-6).
    await insertRegistration(t.db, run.id, await insertUser(t.db), { createdAt: at('2026-11-01T03:00:00Z') });
    expect((await signupsPerMonth(host, NOW)).slice(-2)).toEqual([
      { month: '2026-10', count: 1 },
      { month: '2026-11', count: 0 },
    ]);
  });
});

describe('the SQL metrics agree with the reference rules', () => {
  it('on random registration histories', async () => {
    const history = fc.array(
      fc.record({
        runner: fc.integer({ min: 0, max: 5 }),
        run: fc.integer({ min: 0, max: 3 }),
        daysAgo: fc.integer({ min: 0, max: 300 }),
      }),
      { maxLength: 25 },
    );
    await fc.assert(
      fc.asyncProperty(history, fc.integer({ min: 1, max: 4 }), async (entries, runCount) => {
        const host = await insertHost(t.db);
        const runs = [];
        for (let i = 0; i < runCount; i++) {
          runs.push(await insertRun(t.db, host.id, { startsAt: at('2026-12-01T08:00:00Z') }));
        }
        const runners = await Promise.all([0, 1, 2, 3, 4, 5].map(() => insertUser(t.db)));
        const facts = [];
        const seen = new Set<string>();
        for (const entry of entries) {
          const run = runs[entry.run % runCount];
          const runner = runners[entry.runner];
          if (!run || !runner || seen.has(`${run.id}:${runner.id}`)) continue; // one registration per run
          seen.add(`${run.id}:${runner.id}`);
          const registeredAt = new Date(NOW.getTime() - entry.daysAgo * 86_400_000);
          await insertRegistration(t.db, run.id, runner, { createdAt: registeredAt });
          facts.push({ runnerId: runner.id, runId: run.id, registeredAt });
        }
        const zone = 'America/New_York';
        const counts = await countMetrics(t.db, host.id, metricsWindowStart(NOW, zone), zone);
        expect(toMetrics(counts, NOW, zone)).toEqual(communityMetrics(facts, runCount, NOW, zone));
      }),
      { numRuns: 15 },
    );
  });
});

describe('GET /api/business/dashboard', () => {
  it('is for business accounts only, and shows only their own runs and sign-ups', async () => {
    expect((await t.app.inject({ url: '/api/business/dashboard' })).statusCode).toBe(401);
    const runner = await insertUser(t.db);
    const asRunner = await t.app.inject({
      url: '/api/business/dashboard',
      headers: { cookie: `${SESSION_COOKIE}=${await insertSession(t.db, runner.id)}` },
    });
    expect(asRunner.statusCode).toBe(403);
    expect(asRunner.json<{ error: { message: string } }>().error.message).toBe(
      english(businessMessages.businessOnly),
    );

    const mine = await insertHost(t.db);
    const theirs = await insertHost(t.db);
    const myRun = await insertRun(t.db, mine.id, {
      startsAt: new Date(Date.now() + 86_400_000),
      title: 'Mine',
    });
    const theirRun = await insertRun(t.db, theirs.id, { startsAt: new Date(Date.now() + 86_400_000) });
    await insertRegistration(t.db, myRun.id, await insertUser(t.db, { name: 'My runner' }));
    await insertRegistration(t.db, theirRun.id, await insertUser(t.db, { name: 'Their runner' }));
    const response = await t.app.inject({
      url: '/api/business/dashboard',
      headers: { cookie: `${SESSION_COOKIE}=${await insertSession(t.db, mine.id)}` },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<Dashboard>();
    expect(body.upcomingRuns.map((r) => r.title)).toEqual(['Mine']);
    expect(body.recentSignups.map((s) => s.name)).toEqual(['My runner']);
    expect(body.totals).toEqual({ runsOrganized: 1, totalParticipants: 1 });
  });
});

async function userRow(id: string) {
  const user = await findActiveUserById(t.db, id);
  if (!user) throw new Error('no such user');
  return user;
}

describe("paging the host's runs", () => {
  it('answers 10 of each list with cursors that continue on the public paged lists, with no gap or repeat', async () => {
    const host = await insertHost(t.db);
    const hour = 3_600_000;
    const upcomingIds: number[] = [];
    const pastIds: number[] = [];
    for (let i = 0; i < 23; i++) {
      upcomingIds.push(
        (await insertRun(t.db, host.id, { startsAt: new Date(Date.now() + (i + 1) * hour) })).id,
      );
    }
    for (let i = 0; i < 12; i++) {
      pastIds.push((await insertRun(t.db, host.id, { startsAt: new Date(Date.now() - (i + 1) * hour) })).id);
    }
    const cookie = `${SESSION_COOKIE}=${await insertSession(t.db, host.id)}`;
    const first = await t.app.inject({ url: '/api/business/dashboard', headers: { cookie } });
    expect(first.statusCode).toBe(200);
    const dashboard = first.json<Dashboard>();
    expect(dashboard.upcomingRuns.map((r) => r.id)).toEqual(upcomingIds.slice(0, 10));
    expect(dashboard.pastRuns.map((r) => r.id)).toEqual(pastIds.slice(0, 10));
    // Totals count every run, not the page.
    expect(dashboard.totals.runsOrganized).toBe(35);

    const follow = async (url: (cursor: string) => string, cursor: string | null) => {
      const ids: number[] = [];
      while (cursor) {
        const page = (await t.app.inject({ url: url(cursor) })).json<{
          items: { id: number }[];
          nextCursor: string | null;
        }>();
        ids.push(...page.items.map((r) => r.id));
        cursor = page.nextCursor;
      }
      return ids;
    };
    const moreUpcoming = await follow(
      (c) => `/api/events?hostId=${host.id}&limit=10&cursor=${encodeURIComponent(c)}`,
      dashboard.upcomingNextCursor,
    );
    const morePast = await follow(
      (c) => `/api/businesses/${host.id}/past-runs?limit=10&cursor=${encodeURIComponent(c)}`,
      dashboard.pastNextCursor,
    );
    expect([...dashboard.upcomingRuns.map((r) => r.id), ...moreUpcoming]).toEqual(upcomingIds);
    expect([...dashboard.pastRuns.map((r) => r.id), ...morePast]).toEqual(pastIds);
  });

  it('gives no cursor when a list fits on its first page', async () => {
    const host = await insertHost(t.db);
    await insertRun(t.db, host.id, { startsAt: new Date(Date.now() + 3_600_000) });
    const cookie = `${SESSION_COOKIE}=${await insertSession(t.db, host.id)}`;
    const dashboard = (
      await t.app.inject({ url: '/api/business/dashboard', headers: { cookie } })
    ).json<Dashboard>();
    expect(dashboard.upcomingRuns).toHaveLength(1);
    expect(dashboard.upcomingNextCursor).toBeNull();
    expect(dashboard.pastNextCursor).toBeNull();
  });
});

describe('community metrics kept for DASHBOARD_METRICS_TTL_MS', () => {
  it("reuses a host's metrics until they expire, and computes them again after any write through the API", async () => {
    let clock = Date.now();
    const cached = await createTestApp({ config: { dashboardMetricsTtlMs: 10_000 }, now: () => clock });
    try {
      const host = await insertHost(cached.db);
      const run = await insertRun(cached.db, host.id, { startsAt: new Date(clock + 86_400_000) });
      const other = await insertRun(cached.db, host.id, { startsAt: new Date(clock + 2 * 86_400_000) });
      const cookie = `${SESSION_COOKIE}=${await insertSession(cached.db, host.id)}`;
      const runners = async () => {
        const answer = await cached.app.inject({ url: '/api/business/dashboard', headers: { cookie } });
        expect(answer.statusCode).toBe(200);
        return answer.json<Dashboard>().metrics.totalUniqueRunners;
      };
      const join = async (name: string) =>
        insertRegistration(cached.db, run.id, await insertUser(cached.db, { name }));

      expect(await runners()).toBe(0);
      await join('Ana');
      expect(await runners()).toBe(0); // within the TTL: the kept figures
      clock += 10_001;
      expect(await runners()).toBe(1);

      await join('Ben');
      expect(await runners()).toBe(1);
      const deleted = await cached.app.inject({
        method: 'DELETE',
        url: `/api/events/${other.id}`,
        headers: { cookie, origin: cached.config.publicUrl },
      });
      expect(deleted.statusCode).toBe(204);
      expect(await runners()).toBe(2); // a write through the API: computed again at once

      // A runner registering through the API, as the e2e host watching their dashboard sees it.
      const runner = await insertUser(cached.db, { name: 'Cris' });
      const registered = await cached.app.inject({
        method: 'POST',
        url: `/api/events/${run.id}/registrations`,
        headers: {
          cookie: `${SESSION_COOKIE}=${await insertSession(cached.db, runner.id)}`,
          origin: cached.config.publicUrl,
        },
        payload: { name: 'Cris', email: runner.email, pace: 5.5 },
      });
      expect(registered.statusCode).toBe(201);
      expect(await runners()).toBe(3);
    } finally {
      await cached.close();
    }
  });
});

describe('whole dashboard answers kept for DASHBOARD_METRICS_TTL_MS', () => {
  it('shares one answer between loads until a write, then shows the new registration at once', async () => {
    let clock = Date.now();
    const cached = await createTestApp({ config: { dashboardMetricsTtlMs: 10_000 }, now: () => clock });
    try {
      const host = await insertHost(cached.db);
      const run = await insertRun(cached.db, host.id, { startsAt: new Date(clock + 86_400_000) });
      const cookie = `${SESSION_COOKIE}=${await insertSession(cached.db, host.id)}`;
      const signups = async () => {
        const answer = await cached.app.inject({ url: '/api/business/dashboard', headers: { cookie } });
        expect(answer.statusCode).toBe(200);
        return answer.json<Dashboard>().recentSignups.map((signup) => signup.name);
      };

      expect(await signups()).toEqual([]);
      // Written behind the API's back: the kept answer does not show it until the TTL…
      await insertRegistration(cached.db, run.id, await insertUser(cached.db, { name: 'Ana' }));
      expect(await signups()).toEqual([]);
      clock += 10_001;
      expect(await signups()).toEqual(['Ana']);

      // …but a registration through the API shows at once, in the lists as in the metrics.
      const runner = await insertUser(cached.db, { name: 'Ben' });
      const registered = await cached.app.inject({
        method: 'POST',
        url: `/api/events/${run.id}/registrations`,
        headers: {
          cookie: `${SESSION_COOKIE}=${await insertSession(cached.db, runner.id)}`,
          origin: cached.config.publicUrl,
        },
        payload: { name: 'Ben', email: runner.email, pace: 5.5 },
      });
      expect(registered.statusCode).toBe(201);
      expect(await signups()).toEqual(['Ben', 'Ana']);

      // Another host's dashboard is its own.
      const other = await insertHost(cached.db);
      const otherCookie = `${SESSION_COOKIE}=${await insertSession(cached.db, other.id)}`;
      const answer = await cached.app.inject({
        url: '/api/business/dashboard',
        headers: { cookie: otherCookie },
      });
      expect(answer.json<Dashboard>().recentSignups).toEqual([]);
    } finally {
      await cached.close();
    }
  });
});

describe('a kept dashboard answer on the wire', () => {
  it('is sent in the encoding asked for, the same answer in each', async () => {
    const cached = await createTestApp({ config: { dashboardMetricsTtlMs: 10_000 } });
    try {
      const host = await insertHost(cached.db);
      for (let day = 1; day <= 12; day += 1)
        await insertRun(cached.db, host.id, { startsAt: new Date(Date.now() + day * 86_400_000) });
      const cookie = `${SESSION_COOKIE}=${await insertSession(cached.db, host.id)}`;
      const load = (encoding: string) =>
        cached.app.inject({
          url: '/api/business/dashboard',
          headers: { cookie, 'accept-encoding': encoding },
        });

      const plain = await load('identity');
      const br = await load('gzip, deflate, br');
      const again = await load('br');
      const gzip = await load('gzip');

      expect(plain.headers['content-encoding']).toBeUndefined();
      const answer = plain.json<Dashboard>();
      expect(answer.upcomingRuns).toHaveLength(10);
      expect(br.headers['content-encoding']).toBe('br');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(answer);
      expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(answer);
      // Compressed by the compression plugin, as every answer is: the same bytes on the next load.
      expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
      for (const response of [plain, br, gzip]) {
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(response.headers['cache-control']).toBe('private, no-cache');
      }
      for (const response of [br, gzip]) expect(response.headers.vary).toMatch(/accept-encoding/i);
    } finally {
      await cached.close();
    }
  });
});

announceSkipWithoutRedis('the dashboard cache across instances');
describe.runIf(testRedisUrl())('dashboard cache across instances (Redis)', () => {
  it("a write on one instance drops the other's kept dashboards", async () => {
    const config = {
      dashboardMetricsTtlMs: 60_000,
      redisUrl: testRedisUrl() ?? null,
      redisKeyPrefix: uniqueRedisPrefix(),
    };
    const a = await createTestApp({ config });
    const b = await createTestApp({ config });
    try {
      const host = await insertHost(b.db);
      const run = await insertRun(b.db, host.id, { startsAt: new Date(Date.now() + 86_400_000) });
      const cookie = `${SESSION_COOKIE}=${await insertSession(b.db, host.id)}`;
      const signups = async () => {
        const answer = await b.app.inject({ url: '/api/business/dashboard', headers: { cookie } });
        return answer.json<Dashboard>().recentSignups.length;
      };
      expect(await signups()).toBe(0);
      await insertRegistration(b.db, run.id, await insertUser(b.db)); // as a's write lands in a shared database
      expect(await signups()).toBe(0);
      const hostA = await insertHost(a.db);
      const renamed = await a.app.inject({
        method: 'PATCH',
        url: `/api/users/${hostA.id}`,
        headers: {
          authorization: `Bearer ${await insertSession(a.db, hostA.id)}`,
          origin: a.config.publicUrl,
        },
        payload: { name: 'Renamed host' },
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      await expect.poll(signups, { timeout: 5000 }).toBe(1);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
