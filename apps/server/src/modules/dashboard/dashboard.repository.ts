// The dashboard's numbers, each computed by PostgreSQL over the host's confirmed registrations.
import { metricsMonths } from '@runtogether/shared/metrics/metrics.rules';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { events, registrations } from '../../db/schema';

export interface MetricCounts {
  runs: number;
  registrations: number;
  uniqueRunners: number;
  repeatRunners: number;
  /** New runners (by their first registration with this host) per 'YYYY-MM' month, UTC, from `since`. */
  firstRegistrationsByMonth: Map<string, number>;
}

/**
 * Per runner, the count and first date of their confirmed registrations with this host; the metrics are
 * aggregates over it. Waitlisted runners have not joined a run yet, so they count nowhere.
 */
export async function countMetrics(db: Database, hostId: string, since: Date): Promise<MetricCounts> {
  const perRunner = db.$with('per_runner').as(
    db
      .select({
        runnerId: registrations.runnerId,
        n: count().as('n'),
        firstAt: sql<Date>`min(${registrations.createdAt})`.as('first_at'),
      })
      .from(registrations)
      .innerJoin(events, eq(events.id, registrations.eventId))
      .where(and(eq(events.hostId, hostId), eq(registrations.status, 'confirmed')))
      .groupBy(registrations.runnerId),
  );
  const month = sql<string>`to_char(${perRunner.firstAt} at time zone 'UTC', 'YYYY-MM')`;
  const [[totals], months, [runs]] = await Promise.all([
    db
      .with(perRunner)
      .select({
        registrations: sql<number>`coalesce(sum(${perRunner.n}), 0)`.mapWith(Number),
        uniqueRunners: count(),
        repeatRunners: sql<number>`count(*) filter (where ${perRunner.n} > 1)`.mapWith(Number),
      })
      .from(perRunner),
    db
      .with(perRunner)
      .select({ month, count: count() })
      .from(perRunner)
      .where(sql`${perRunner.firstAt} >= ${since.toISOString()}::timestamptz`)
      .groupBy(month),
    db.select({ n: count() }).from(events).where(eq(events.hostId, hostId)),
  ]);
  return {
    runs: runs?.n ?? 0,
    registrations: totals?.registrations ?? 0,
    uniqueRunners: totals?.uniqueRunners ?? 0,
    repeatRunners: totals?.repeatRunners ?? 0,
    firstRegistrationsByMonth: new Map(months.map((m) => [m.month, m.count])),
  };
}

/** The start of the metrics window: the first day (UTC) of the oldest of the 6 months. */
export function metricsWindowStart(now: Date): Date {
  const [first] = metricsMonths(now);
  return new Date(`${first}-01T00:00:00Z`);
}

/** The latest sign-ups (confirmed or waitlisted) to the host's runs, newest first. */
export function findRecentSignups(db: Database, hostId: string, limit: number) {
  return db
    .select({
      id: registrations.id,
      runId: registrations.eventId,
      runTitle: events.title,
      name: registrations.name,
      email: registrations.email,
      registeredAt: registrations.createdAt,
      status: registrations.status,
    })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(eq(events.hostId, hostId))
    .orderBy(desc(registrations.createdAt), desc(registrations.id))
    .limit(limit);
}
