// The data generator: set-based SQL (INSERT … SELECT … FROM generate_series), so PGlite and PostgreSQL both
// write a million rows in one statement each instead of a million round trips. Ids are derived from ordinals
// (md5('bench-runner-42')::uuid), so later statements find earlier rows without lookups.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../apps/server/src/db/client';
import { queryRows } from './query-rows';
import type { SeedSizes } from './seed-sizes';

/** Cities the runs gather around, each with its own zone (local_date and times depend on it). */
const CITIES = [
  ['Madrid', 'Europe/Madrid', 40.4168, -3.7038],
  ['Barcelona', 'Europe/Madrid', 41.3874, 2.1686],
  ['London', 'Europe/London', 51.5072, -0.1276],
  ['Berlin', 'Europe/Berlin', 52.52, 13.405],
  ['New York', 'America/New_York', 40.7128, -74.006],
  ['Chicago', 'America/Chicago', 41.8781, -87.6298],
  ['São Paulo', 'America/Sao_Paulo', -23.5505, -46.6333],
  ['Sydney', 'Australia/Sydney', -33.8688, 151.2093],
  ['Tokyo', 'Asia/Tokyo', 35.6762, 139.6503],
  ['Cape Town', 'Africa/Johannesburg', -33.9249, 18.4241],
] as const;

/** Where `near=` points in the benchmark: the first city, where a tenth of the runs are. */
export const BENCH_NEAR = { latitude: CITIES[0][2], longitude: CITIES[0][3] };

const citiesSql = `(values ${CITIES.map(
  ([name, zone, lat, lng], i) => `(${i}, '${name}', '${zone}', ${lat}::float8, ${lng}::float8)`,
).join(', ')}) as c(i, name, tz, lat, lng)`;

const hostIdOf = (ordinal: string) => `md5('bench-host-' || ${ordinal})::uuid`;
const runnerIdOf = (ordinal: string) => `md5('bench-runner-' || ${ordinal})::uuid`;

export interface SeedResult {
  runIds: { first: number; last: number };
  registrations: number;
  seconds: number;
}

export async function isSeeded(db: Database): Promise<boolean> {
  const found = await queryRows(db, sql`select 1 from users where email = 'bench-host-1@bench.example'`);
  return found.length > 0;
}

/** Fills the database; the sizes are whole numbers (checked by parseSizes), so they are inlined as text. */
export async function seed(
  db: Database,
  sizes: SeedSizes,
  log: (line: string) => void = () => {},
): Promise<SeedResult> {
  const started = performance.now();
  const { runs, runners, hosts, registrationsPerRun, postsPerHost } = sizes;
  const step = async (label: string, statement: string) => {
    const t = performance.now();
    await db.execute(sql.raw(statement));
    log(`  ${label} (${((performance.now() - t) / 1000).toFixed(1)} s)`);
  };

  await step(
    `${hosts} hosts`,
    `insert into users (id, name, email, role, is_active, business_name, business_location, business_phone,
       business_description, address, business_type, website, latitude, longitude, created_at)
     select ${hostIdOf('g')}, 'Host ' || g, 'bench-host-' || g || '@bench.example', 'business', true,
       c.name || ' Runners ' || g, c.name, '+34 600 000 ' || lpad((g % 1000)::text, 3, '0'),
       'A community running club meeting several times a week for social runs of every pace.',
       g || ' High Street, ' || c.name, 'Running shop', 'https://example.com/club-' || g,
       c.lat + ((g * 37) % 200 - 100) / 2000.0, c.lng + ((g * 53) % 200 - 100) / 2000.0,
       now() - interval '3 years'
     from generate_series(1, ${hosts}) g join ${citiesSql} on c.i = g % ${CITIES.length}`,
  );
  await step(
    `${runners} runners`,
    `insert into users (id, name, email, role, is_active, created_at)
     select ${runnerIdOf('g')}, 'Runner ' || g, 'bench-runner-' || g || '@bench.example', 'runner', true,
       now() - interval '3 years'
     from generate_series(1, ${runners}) g`,
  );

  const base = await maxEventId(db);
  // One year back and one ahead, spread evenly; each run at a morning or evening hour in its city's zone.
  await step(
    `${runs} runs`,
    `insert into events (id, host_id, title, description, starts_at, timezone, pace_seconds_per_km,
       distance_km, max_participants, location, address, latitude, longitude, tags, created_at, updated_at)
     overriding system value
     select ${base} + g, ${hostIdOf(`(1 + g % ${hosts})`)},
       'Group run ' || g || ' in ' || c.name,
       'An easy social run through ' || c.name || '. Everyone is welcome; we regroup at every corner '
         || 'and finish with coffee. Bring water on warm days.',
       ((current_date - 365 + (g::bigint * 730 / ${runs})::int)
         + make_interval(hours => 6 + (g % 14)::int, mins => 15 * (g % 4)::int)) at time zone c.tz,
       c.tz, 240 + (g * 37) % 241, (3 + (g * 7) % 19)::float8 + case when g % 3 = 0 then 0.5 else 0 end,
       case when g % 5 = 0 then null else 8 + (g * 13) % 43 end,
       c.name || ' park', g || ' Park Avenue, ' || c.name,
       case when g % 20 = 0 then null else c.lat + ((g * 7919) % 2001 - 1000) / 10000.0 end,
       case when g % 20 = 0 then null else c.lng + ((g * 104729) % 2001 - 1000) / 10000.0 end,
       case when g % 2 = 0 then array['social', 'coffee'] else array['training'] end,
       now() - interval '400 days', now() - interval '400 days'
     from generate_series(1::bigint, ${runs}) g join ${citiesSql} on c.i = (1 + g % ${hosts}) % ${CITIES.length}`,
  );
  await db.execute(
    sql.raw(`select setval(pg_get_serial_sequence('events', 'id'), (select max(id) from events))`),
  );

  // A tenth of the runs have two pace groups, 45 s/km either side of the run's pace: the pace filter then reads
  // groups where a run has them (run-groups.repository.ts), as it does for a club's real sessions.
  await step(
    `pace groups`,
    `insert into run_groups (event_id, position, name, pace_seconds_per_km, max_participants)
     select e.id, p.position, p.name, e.pace_seconds_per_km + p.shift, null
     from events e cross join (values (0, 'Steady', 45), (1, 'Tempo', -45)) as p(position, name, shift)
     where e.id > ${base} and e.id <= ${base + runs} and e.id % 10 = 0`,
  );
  // Each run gets 0..2×average distinct runners (consecutive ordinals from a per-run offset); beyond the run's
  // maximum they are waitlisted, so confirmed never exceeds capacity. Sign-ups happen before the run and never
  // in the future.
  await step(
    `registrations`,
    `insert into registrations (event_id, runner_id, name, email, pace, status, created_at)
     select e.id, ${runnerIdOf('r.n')}, 'Runner ' || r.n, 'bench-runner-' || r.n || '@bench.example',
       round(4 + ((e.id * 31 + j * 17) % 60) / 10.0, 1),
       case when e.max_participants is not null and j > e.max_participants then 'waitlisted' else 'confirmed' end,
       least(e.starts_at, now()) - interval '20 days' + j * interval '1 hour'
     from events e
     cross join lateral generate_series(1, (e.id::bigint * 2654435761 % 4294967296) % ${2 * registrationsPerRun + 1}) j
     cross join lateral (select 1 + (e.id::bigint * 7919 + j) % ${runners} as n) r
     where e.id > ${base} and e.id <= ${base + runs}`,
  );
  await step(
    `${hosts * postsPerHost} posts`,
    `insert into business_posts (business_id, title, content, created_at)
     select ${hostIdOf('h')}, 'Club news ' || p, 'This week we add an extra easy run on Thursday evening. '
       || 'New runners are welcome; ask for the pacer in the yellow cap.', now() - p * interval '9 days'
     from generate_series(1, ${hosts}) h cross join generate_series(1, ${postsPerHost}) p`,
  );
  // Fresh statistics (or the planner guesses at empty tables) and a vacuumed heap (index-only scans; and
  // autovacuum does not wake up to do it in the middle of a measurement).
  await step('vacuum analyze', 'vacuum analyze');

  const [count] = await queryRows<{ n: number }>(
    db,
    sql.raw(
      `select count(*)::int as n from registrations where event_id > ${base} and event_id <= ${base + runs}`,
    ),
  );
  return {
    runIds: { first: base + 1, last: base + runs },
    registrations: count?.n ?? 0,
    seconds: (performance.now() - started) / 1000,
  };
}

async function maxEventId(db: Database): Promise<number> {
  const [row] = await queryRows<{ max: number }>(
    db,
    sql`select coalesce(max(id), 0)::int as max from events`,
  );
  return row?.max ?? 0;
}
