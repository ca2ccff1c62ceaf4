// Runs like a full one (docs/decisions/052, "Somewhere else to run"). SQL only; the service decides when to ask.
import { and, asc, eq, gt, gte, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  ALTERNATIVES_DAYS,
  ALTERNATIVES_KM,
  ALTERNATIVES_MAX,
  ALTERNATIVES_PACE_SECONDS,
} from '@runtogether/shared/runs/run-alternatives.schemas';
import { paceMinutesToSeconds } from '@runtogether/shared/runs/run.rules';
import type { Database } from '../../db/client';
import { greatCircleKmSql } from '../../db/great-circle';
import { events, registrations, users } from '../../db/schema';
import { runOrGroupsPace } from './run-groups.repository';
import { NO_COORDINATES_KM, runColumns, type RunRow } from './runs.repository';

const DAY_MS = 86_400_000;

/**
 * Up to three upcoming runs, not full, starting within 3 days of `full` (before or after it, both ends in),
 * within 10 km of it when both have a pin, run at a pace within 45 s/km of one it is run at (a run with groups:
 * its groups' paces): nearest first, then closest in time.
 */
export function findAlternativeRuns(
  db: Database,
  full: Pick<RunRow, 'id' | 'startsAt' | 'latitude' | 'longitude' | 'paceSecondsPerKm' | 'groups'>,
  now: Date,
): Promise<RunRow[]> {
  const km =
    full.latitude === null || full.longitude === null
      ? sql<number>`${NO_COORDINATES_KM}::float8`
      : // Spelled out for a run without a pin: least() in the haversine skips a NULL, so it would not be NULL.
        sql<number>`(case when ${events.latitude} is null or ${events.longitude} is null
          then ${NO_COORDINATES_KM}::float8 else ${greatCircleKmSql(
            { latitude: full.latitude, longitude: full.longitude },
            { latitude: events.latitude, longitude: events.longitude },
          )} end)`;
  const from = new Date(full.startsAt.getTime() - ALTERNATIVES_DAYS * DAY_MS);
  const to = new Date(full.startsAt.getTime() + ALTERNATIVES_DAYS * DAY_MS);
  // A run with groups is run at their paces, not at the one its form kept (docs/decisions/052): it is like a run
  // near any of them, and so is a candidate.
  const paces = full.groups.length
    ? full.groups.map((group) => paceMinutesToSeconds(group.pace))
    : [full.paceSecondsPerKm];
  const confirmed = sql`(select count(*) from ${registrations} where ${registrations.eventId} = ${events.id} and ${registrations.status} = 'confirmed')`;
  const conditions: SQL[] = [
    ne(events.id, full.id),
    isNull(events.hiddenAt),
    gt(events.startsAt, now),
    gte(events.startsAt, from),
    lte(events.startsAt, to),
    or(isNull(events.maxParticipants), sql`${confirmed} < ${events.maxParticipants}`) as SQL,
    runOrGroupsPace(
      (pace) =>
        sql`(${sql.join(
          paces.map((near) => sql`abs(${pace} - ${near}::integer) <= ${ALTERNATIVES_PACE_SECONDS}`),
          sql` or `,
        )})`,
    ),
    // A run without a pin (or a full run without one) is not too far: it sorts last.
    sql`(${km} <= ${ALTERNATIVES_KM}::float8 or ${km} = ${NO_COORDINATES_KM}::float8)`,
  ];
  return db
    .select(runColumns)
    .from(events)
    .innerJoin(users, eq(users.id, events.hostId))
    .where(and(...conditions))
    .orderBy(
      asc(km),
      sql`abs(extract(epoch from ${events.startsAt} - ${full.startsAt.toISOString()}::timestamptz))`,
      asc(events.id),
    )
    .limit(ALTERNATIVES_MAX);
}
