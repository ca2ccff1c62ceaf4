// A run's pace groups (docs/decisions/052). SQL only; the rules are in run-groups.ts.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { RunGroup } from '@runtogether/shared/runs/run-groups.schemas';
import type { Database } from '../../db/client';
import { events, registrations, runGroups } from '../../db/schema';

/**
 * The run's groups with their confirmed and waitlisted counts, as JSON in the run's own row (one round trip for
 * a whole page of runs). Written out in SQL: it is a correlated subquery on "events".
 */
export const groupsOfRun = sql<RunGroup[]>`coalesce((
  select json_agg(json_build_object(
    'id', g.id, 'name', g.name, 'pace', g.pace_seconds_per_km::float8 / 60, 'distance', g.distance_km,
    'maxParticipants', g.max_participants, 'leader', g.leader,
    'currentParticipants', (select count(*) from registrations r where r.group_id = g.id and r.status = 'confirmed'),
    'waitlistCount', (select count(*) from registrations r where r.group_id = g.id and r.status = 'waitlisted')
  ) order by g.position, g.id)
  from run_groups g where g.event_id = "events"."id"
), '[]'::json)`.mapWith(
  (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as RunGroup[],
);

/**
 * The run's pace (seconds per km) satisfies `matches` (a condition on the pace it is given): a run with groups
 * by any of its groups' paces only, since the pace its form kept is shown nowhere (docs/decisions/052); a run
 * without groups by its own. `bool_or` over no groups is null, hence the run's own. One probe of the groups'
 * (event_id, position) index per run the list walks, as the `exists` it replaces made for most of them.
 */
export function runOrGroupsPace(matches: (pace: SQL) => SQL): SQL {
  return sql`coalesce((select bool_or(${matches(sql`g.pace_seconds_per_km`)}) from run_groups g where g.event_id = "events"."id"), ${matches(sql`"events"."pace_seconds_per_km"`)})`;
}

export interface RunGroupRow {
  id: number;
  position: number;
  name: string;
  paceSecondsPerKm: number;
  distanceKm: number | null;
  maxParticipants: number | null;
  leader: string | null;
  confirmed: number;
  waitlisted: number;
}

/** The run's groups in order, with their counts (read under the run's lock, they stay true until commit). */
export function findRunGroups(db: Database, eventId: number): Promise<RunGroupRow[]> {
  // Named: registering and a host's CSV read it, and planning it cost PostgreSQL 50 times what running it does
  // (docs/decisions/065).
  return db
    .select({
      id: runGroups.id,
      position: runGroups.position,
      name: runGroups.name,
      paceSecondsPerKm: runGroups.paceSecondsPerKm,
      distanceKm: runGroups.distanceKm,
      maxParticipants: runGroups.maxParticipants,
      leader: runGroups.leader,
      confirmed:
        sql<number>`(select count(*) from registrations r where r.group_id = "run_groups"."id" and r.status = 'confirmed')`.mapWith(
          Number,
        ),
      waitlisted:
        sql<number>`(select count(*) from registrations r where r.group_id = "run_groups"."id" and r.status = 'waitlisted')`.mapWith(
          Number,
        ),
    })
    .from(runGroups)
    .where(eq(runGroups.eventId, eventId))
    .orderBy(asc(runGroups.position), asc(runGroups.id))
    .prepare('run_groups_of_run')
    .execute();
}

export type RunGroupValues = Omit<typeof runGroups.$inferInsert, 'id' | 'eventId'>;

export async function insertRunGroups(db: Database, eventId: number, groups: RunGroupValues[]) {
  if (groups.length === 0) return;
  await db.insert(runGroups).values(groups.map((group) => ({ ...group, eventId })));
}

export async function updateRunGroup(db: Database, id: number, values: RunGroupValues) {
  await db.update(runGroups).set(values).where(eq(runGroups.id, id));
}

export async function deleteRunGroups(db: Database, eventId: number, ids: number[]) {
  if (ids.length === 0) return;
  await db.delete(runGroups).where(and(eq(runGroups.eventId, eventId), inArray(runGroups.id, ids)));
}

/**
 * A run that just got groups: each runner registered without one joins the group nearest the pace they entered
 * (the first such group on a tie), keeping their status.
 */
export async function placeUngroupedRunners(db: Database, eventId: number) {
  await db
    .update(registrations)
    .set({
      groupId: sql`(select g.id from run_groups g where g.event_id = ${eventId}::integer
        order by abs(g.pace_seconds_per_km - ${registrations.pace} * 60), g.position, g.id limit 1)`,
    })
    .where(and(eq(registrations.eventId, eventId), sql`${registrations.groupId} is null`));
}

/**
 * Where a group sits in a weekly series: its place among its run's groups. "Join every week" names a group of one
 * date and means the group at the same place on every date (docs/decisions/052 and 053).
 */
export async function findSeriesGroupPlace(db: Database, groupId: number) {
  const [row] = await db
    .select({ position: runGroups.position, seriesId: events.seriesId })
    .from(runGroups)
    .innerJoin(events, eq(events.id, runGroups.eventId))
    .where(eq(runGroups.id, groupId));
  return row;
}

/** The id of the run's group at a place, if the run has one there. */
export async function findGroupIdAt(db: Database, eventId: number, position: number) {
  const [row] = await db
    .select({ id: runGroups.id })
    .from(runGroups)
    .where(and(eq(runGroups.eventId, eventId), eq(runGroups.position, position)));
  return row?.id;
}

/** Whether any run of the series has pace groups. */
export async function seriesHasGroups(db: Database, seriesId: number) {
  const [row] = await db
    .select({ id: runGroups.id })
    .from(runGroups)
    .innerJoin(events, eq(events.id, runGroups.eventId))
    .where(eq(events.seriesId, seriesId))
    .limit(1);
  return row !== undefined;
}
