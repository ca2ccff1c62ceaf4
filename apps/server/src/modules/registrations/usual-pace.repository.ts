// SQL of a runner's usual pace (docs/decisions/056): the paces of their latest confirmed registrations.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { events, registrations, runGroups } from '../../db/schema';

/**
 * The pace (seconds per km) of each of the runner's `limit` latest confirmed registrations, newest first: the
 * group's on a run with pace groups, else the run's.
 */
export async function findLatestPaces(db: Database, runnerId: string, limit: number): Promise<number[]> {
  const rows = await db
    .select({
      pace: sql<number>`coalesce(${runGroups.paceSecondsPerKm}, ${events.paceSecondsPerKm})`.mapWith(Number),
    })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .leftJoin(runGroups, eq(runGroups.id, registrations.groupId))
    .where(and(eq(registrations.runnerId, runnerId), eq(registrations.status, 'confirmed')))
    .orderBy(desc(registrations.createdAt), desc(registrations.id))
    .limit(limit);
  return rows.map((row) => row.pace);
}
