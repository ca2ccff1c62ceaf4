// What the load asks for: ids, sessions and runs to register for, picked from the seeded database beforehand.
import type { RawRequest } from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import { queryRows } from './seed/query-rows';
import { BENCH_NEAR } from './seed/seed-data';
import { signIn, type SignedIn } from './sessions';

export interface Fixture {
  /** Upcoming runs, for the detail page. */
  runIds: number[];
  /** Upcoming runs of the signed-in hosts, each with its host's token. */
  hostRuns: { runId: number; token: string }[];
  hostTokens: string[];
  runners: SignedIn[];
  /** Fresh runs with a small maximum that the registering load competes for. */
  targetRunIds: number[];
}

export const TARGET_CAPACITY = 10;
const TARGET_RUNS = 500;
/** Consecutive registrations that go to one run: several connections compete for its last spots at once. */
const CONTENDERS = 8;

export async function prepareFixture(db: Database, runnerSessions: number): Promise<Fixture> {
  const runIds = (
    await queryRows<{ id: number }>(
      db,
      sql`select id from events where starts_at > now() order by starts_at, id limit 200`,
    )
  ).map((r) => r.id);
  const hosts = await signIn(
    db,
    Array.from({ length: 20 }, (_, i) => `bench-host-${i + 1}@bench.example`),
  );
  const tokenOf = new Map(hosts.map((h) => [h.userId, h.token]));
  const hostRuns = (
    await queryRows<{ id: number; host_id: string }>(
      db,
      sql`select id, host_id from events where host_id in ${sql.raw(
        `(${hosts.map((h) => `'${h.userId}'`).join(', ')})`,
      )} and starts_at > now() order by starts_at, id limit 200`,
    )
  ).map((r) => ({ runId: r.id, token: tokenOf.get(r.host_id) ?? '' }));
  const [runnerCount] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from users where email like 'bench-runner-%'`,
  );
  const count = Math.min(runnerSessions, runnerCount?.n ?? 0);
  const runners = await signIn(
    db,
    Array.from({ length: count }, (_, i) => `bench-runner-${i + 1}@bench.example`),
  );
  // Their own host, 300 days ahead: far from the first pages of the lists measured before.
  const targetRunIds = (
    await queryRows<{ id: number }>(
      db,
      sql.raw(`insert into events (host_id, title, description, starts_at, timezone, pace_seconds_per_km,
         distance_km, max_participants, location)
       select h.id, 'Race for the last spot ' || g, 'Registering under load.', now() + interval '300 days',
         'Europe/Madrid', 330, 10, ${TARGET_CAPACITY}, 'Retiro park'
       from generate_series(1, ${TARGET_RUNS}) g
       cross join (select id from users where email = 'bench-host-1@bench.example') h
       returning id`),
    )
  ).map((r) => r.id);
  return { runIds, hostRuns, hostTokens: hosts.map((h) => h.token), runners, targetRunIds };
}

export interface Scenario {
  name: string;
  kind: 'read' | 'write' | 'ceiling';
  /** A new generator per measurement, so each starts from its first request. */
  requests: () => () => RawRequest;
}

const cycle = <T>(items: readonly T[], i: number): T => {
  const item = items[i % items.length];
  if (item === undefined) throw new Error('the fixture has nothing to ask for');
  return item;
};

/**
 * Per-client addresses (the server trusts X-Forwarded-For in the bench), so per-IP limits see many clients; and
 * compressed answers, as every browser asks for them.
 */
const clientHeaders = (i: number) => ({
  'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
});
const CLIENTS = 5000;

function reads(path: (i: number) => string, headers: (i: number) => Record<string, string> = () => ({})) {
  return () => {
    let i = 0;
    return (): RawRequest => {
      i++;
      const client = { ...clientHeaders(i % CLIENTS), 'accept-encoding': 'br, gzip' };
      return { method: 'GET', path: path(i), headers: { ...client, ...headers(i) } };
    };
  };
}

export function scenarios(fixture: Fixture): Scenario[] {
  const near = `${BENCH_NEAR.latitude},${BENCH_NEAR.longitude}`;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  return [
    { name: 'run list', kind: 'read', requests: reads(() => '/api/events') },
    {
      name: 'run list (pace + distance)',
      kind: 'read',
      requests: reads(() => '/api/events?pace=intermediate&distance=medium'),
    },
    { name: 'run list (near)', kind: 'read', requests: reads(() => `/api/events?near=${near}`) },
    {
      // Signed in, the list is not the anonymous answer kept for a few seconds (decision 026): made each time.
      name: 'run list (signed in)',
      kind: 'read',
      requests: reads(
        () => '/api/events',
        (i) => bearer(cycle(fixture.runners, i).token),
      ),
    },
    {
      // The pace filter asks each run's groups (a subquery per candidate run): signed in, so it runs each time.
      name: 'run list (pace, signed in)',
      kind: 'read',
      requests: reads(
        () => '/api/events?pace=intermediate',
        (i) => bearer(cycle(fixture.runners, i).token),
      ),
    },
    {
      name: 'run list (near, signed in)',
      kind: 'read',
      requests: reads(
        () => `/api/events?near=${near}`,
        (i) => bearer(cycle(fixture.runners, i).token),
      ),
    },
    {
      name: 'run detail',
      kind: 'read',
      requests: reads((i) => `/api/events/${cycle(fixture.runIds, i)}`),
    },
    {
      name: 'run detail (signed in)',
      kind: 'read',
      requests: reads(
        (i) => `/api/events/${cycle(fixture.runIds, i)}`,
        (i) => bearer(cycle(fixture.runners, i).token),
      ),
    },
    {
      name: 'my runs',
      kind: 'read',
      requests: reads(
        () => '/api/registrations/me?scope=upcoming',
        (i) => bearer(cycle(fixture.runners, i).token),
      ),
    },
    {
      // The server-rendered page of a run (decision 030), as a browser or a link preview asks for it.
      name: 'run page (HTML)',
      kind: 'read',
      requests: reads(
        (i) => `/runs/${cycle(fixture.runIds, i)}`,
        () => ({ accept: 'text/html' }),
      ),
    },
    {
      // The same, each URL new (a query string the page ignores): a build that kept whole pages (`3fb96b1`) draws
      // every one, so this is its cost without that cache. Today's server draws every page in both rows.
      name: 'run page (HTML, rendered)',
      kind: 'read',
      requests: reads(
        (i) => `/runs/${cycle(fixture.runIds, i)}?v=${i}`,
        () => ({ accept: 'text/html' }),
      ),
    },
    {
      name: 'participants (host)',
      kind: 'read',
      requests: reads(
        (i) => `/api/events/${cycle(fixture.hostRuns, i).runId}/participants`,
        (i) => bearer(cycle(fixture.hostRuns, i).token),
      ),
    },
    {
      name: 'business dashboard',
      kind: 'read',
      requests: reads(
        () => '/api/business/dashboard',
        (i) => bearer(cycle(fixture.hostTokens, i)),
      ),
    },
    { name: 'register', kind: 'write', requests: () => registrations(fixture) },
  ];
}

/**
 * Request i registers runner (i mod CONTENDERS) + CONTENDERS × (round) for target run ⌊i / CONTENDERS⌋: every pair
 * is new (no "already registered"), and CONTENDERS requests in a row compete for one run's spots. The sequence
 * continues across measurements at one size (a second call picks up where the first stopped).
 */
let registrationCounter = 0;
function registrations(fixture: Fixture): () => RawRequest {
  return () => {
    const i = registrationCounter++;
    const targets = fixture.targetRunIds.length;
    const runId = cycle(fixture.targetRunIds, Math.floor(i / CONTENDERS));
    const round = Math.floor(i / (CONTENDERS * targets));
    const runner = cycle(fixture.runners, (i % CONTENDERS) + CONTENDERS * round);
    return {
      method: 'POST',
      path: `/api/events/${runId}/registrations`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${runner.token}` },
      body: JSON.stringify({ name: runner.name, email: runner.email, pace: 5.5 }),
    };
  };
}

export function resetRegistrationSequence() {
  registrationCounter = 0;
}

/** Runs whose confirmed registrations exceed their maximum: must be none, however the load went. */
export async function countOversoldRuns(db: Database): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from events e where e.max_participants is not null and e.max_participants < (
      select count(*) from registrations r where r.event_id = e.id and r.status = 'confirmed')`,
  );
  return row?.n ?? 0;
}

export async function countRegistrations(db: Database): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from registrations`);
  return row?.n ?? 0;
}
