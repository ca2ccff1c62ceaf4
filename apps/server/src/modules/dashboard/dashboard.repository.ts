// The dashboard's numbers, each computed by PostgreSQL over the host's confirmed registrations.
import { zonedToInstant } from '@runtogether/shared/dates/date.rules';
import { metricsMonths } from '@runtogether/shared/metrics/metrics.rules';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedRows } from '../../db/rows';
import { events, registrations, users } from '../../db/schema';

export interface MetricCounts {
  runs: number;
  registrations: number;
  uniqueRunners: number;
  repeatRunners: number;
  /** New runners (by their first registration with this host) per 'YYYY-MM' month in the host's zone, from `since`. */
  firstRegistrationsByMonth: Map<string, number>;
}

/**
 * Per runner, the count and first date of their confirmed registrations with this host; the metrics are
 * aggregates over it. Waitlisted runners have not joined a run yet, so they count nowhere. One statement: the
 * per-runner rows are computed once (a CTE used twice is materialized) and read for every figure.
 */
export async function countMetrics(
  db: Database,
  hostId: string,
  since: Date,
  timeZone: string,
): Promise<MetricCounts> {
  const [row] = await preparedRows<{
    runs: number;
    registrations: number;
    unique_runners: number;
    repeat_runners: number;
    months: [string, number][] | null;
  }>(
    db,
    // Named, as the dashboard's other statements: PostgreSQL plans it once per connection (docs/decisions/065).
    'dashboard_metrics',
    sql`
    with per_runner as (
      select ${registrations.runnerId} as runner_id, count(*) as n, min(${registrations.createdAt}) as first_at
      from ${registrations} join ${events} on ${events.id} = ${registrations.eventId}
      where ${events.hostId} = ${hostId} and ${registrations.status} = 'confirmed'
      group by ${registrations.runnerId}
    ),
    months as (
      select to_char(first_at at time zone ${timeZone}, 'YYYY-MM') as month, count(*)::int as n
      from per_runner where first_at >= ${since.toISOString()}::timestamptz group by 1
    )
    select
      (select count(*)::int from ${events} where ${events.hostId} = ${hostId}) as runs,
      coalesce(sum(n), 0)::int as registrations,
      count(*)::int as unique_runners,
      (count(*) filter (where n > 1))::int as repeat_runners,
      (select json_agg(json_build_array(month, n)) from months) as months
    from per_runner`,
  );
  return {
    runs: row?.runs ?? 0,
    registrations: row?.registrations ?? 0,
    uniqueRunners: row?.unique_runners ?? 0,
    repeatRunners: row?.repeat_runners ?? 0,
    firstRegistrationsByMonth: new Map(row?.months ?? []),
  };
}

/** The start of the metrics window: midnight, in the host's zone, of the first day of the oldest of the 6 months. */
export function metricsWindowStart(now: Date, timeZone: string): Date {
  const [first] = metricsMonths(now, timeZone);
  return zonedToInstant(`${first}-01`, '00:00', timeZone);
}

/** What says which calendar a host's months are on: its business's pin, else the zone of its latest run. */
export async function findHostCalendar(db: Database, hostId: string) {
  const [row] = await db
    .select({
      latitude: users.latitude,
      longitude: users.longitude,
      latestRunZone: sql<string | null>`(select ${events.timezone} from ${events}
        where ${events.hostId} = ${hostId} order by ${events.startsAt} desc limit 1)`,
    })
    .from(users)
    .where(eq(users.id, hostId))
    .prepare('host_calendar')
    .execute();
  return row;
}

/** The latest sign-ups (confirmed or waitlisted) to the host's runs, newest first. */
export function findRecentSignups(db: Database, hostId: string, limit: number) {
  return db
    .select({
      id: registrations.id,
      runId: registrations.eventId,
      runTitle: events.title,
      runStartsAt: events.startsAt,
      runTimezone: events.timezone,
      name: registrations.name,
      email: registrations.email,
      registeredAt: registrations.createdAt,
      status: registrations.status,
    })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(eq(events.hostId, hostId))
    .orderBy(desc(registrations.createdAt), desc(registrations.id))
    .limit(limit)
    .prepare('recent_signups')
    .execute();
}
