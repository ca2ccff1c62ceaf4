// SQL of "Join every week" (decision 053): the runners who joined a whole series, and their runs in it.
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { events, registrations, runSeries, seriesRegistrations, users } from '../../db/schema';
import { waitlistPosition } from '../registrations/registrations.repository';
import { runColumns } from '../runs/runs.repository';

export type SeriesRegistrationRow = typeof seriesRegistrations.$inferSelect;

export async function insertSeriesRegistration(
  db: Database,
  values: Omit<typeof seriesRegistrations.$inferInsert, 'id' | 'createdAt'>,
): Promise<SeriesRegistrationRow> {
  const [row] = await db.insert(seriesRegistrations).values(values).returning();
  if (!row) throw new Error('insert into series_registrations returned nothing');
  return row;
}

export async function deleteSeriesRegistration(db: Database, seriesId: number, runnerId: string) {
  const [row] = await db
    .delete(seriesRegistrations)
    .where(and(eq(seriesRegistrations.seriesId, seriesId), eq(seriesRegistrations.runnerId, runnerId)))
    .returning();
  return row;
}

export async function findSeriesRegistration(db: Database, seriesId: number, runnerId: string) {
  const [row] = await db
    .select()
    .from(seriesRegistrations)
    .where(and(eq(seriesRegistrations.seriesId, seriesId), eq(seriesRegistrations.runnerId, runnerId)));
  return row;
}

/**
 * Moves the bookmark from `from` to `to`; true only for the one caller (of any instance) that moved it, which
 * then registers the runner for the runs in between.
 */
export async function claimRunsThrough(db: Database, id: number, from: Date, to: Date): Promise<boolean> {
  const moved = await db
    .update(seriesRegistrations)
    .set({ registeredThrough: to })
    .where(and(eq(seriesRegistrations.id, id), eq(seriesRegistrations.registeredThrough, from)))
    .returning({ id: seriesRegistrations.id });
  return moved.length > 0;
}

/**
 * A run asks a required question or a waiver, required or not: a waiver accepted once for dates not yet written
 * is not what the host asked (docs/decisions/053). The web's rule is `asksOnEachDate` (shared).
 */
const asksOnEachDate = sql<boolean>`jsonb_path_exists(${events.questions},
  '$[*] ? (@.required == true || @.kind == "consent")')`;

/**
 * Whether a run of the series after `now` that takes registrations asks a required question or a waiver:
 * joining every week gives no answers, so each such date is registered for on its own (docs/decisions/053).
 */
export async function seriesAsksOnEachDate(db: Database, seriesId: number, now: Date) {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(eq(events.seriesId, seriesId), gt(events.startsAt, now), isNull(events.hiddenAt), asksOnEachDate),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The series' runs after an instant that take registrations (not hidden), soonest first; `asksQuestions` when
 * the run asks a required question or a waiver, which the weekly job cannot answer for the runner.
 */
export function findRunsAfter(db: Database, seriesId: number, after: Date) {
  return db
    .select({ id: events.id, startsAt: events.startsAt, asksQuestions: asksOnEachDate })
    .from(events)
    .where(and(eq(events.seriesId, seriesId), gt(events.startsAt, after), isNull(events.hiddenAt)))
    .orderBy(asc(events.startsAt), asc(events.id));
}

/** Joined series that have a run after their bookmark (and after `now`): the weekly job added it. */
export function findSeriesRegistrationsWithNewRuns(db: Database, now: Date) {
  return db
    .select()
    .from(seriesRegistrations)
    .where(
      sql`exists (select 1 from ${events} where ${events.seriesId} = ${seriesRegistrations.seriesId}
        and ${events.startsAt} > greatest(${seriesRegistrations.registeredThrough}, ${now.toISOString()}::timestamptz)
        and ${events.hiddenAt} is null)`,
    )
    .orderBy(asc(seriesRegistrations.id));
}

/** The runner's joined series with their rule (for the label), oldest join first. */
export function findSeriesRegistrationsOf(db: Database, runnerId: string) {
  return db
    .select({ seriesId: runSeries.id, everyWeeks: runSeries.everyWeeks, firstDate: runSeries.firstDate })
    .from(seriesRegistrations)
    .innerJoin(runSeries, eq(runSeries.id, seriesRegistrations.seriesId))
    .where(eq(seriesRegistrations.runnerId, runnerId))
    .orderBy(asc(seriesRegistrations.createdAt), asc(seriesRegistrations.id));
}

/** The runner's registrations for upcoming runs of these series, soonest first, with their runs. */
export function findUpcomingSeriesRegistrations(
  db: Database,
  runnerId: string,
  seriesIds: number[],
  now: Date,
) {
  return db
    .select({ seriesId: events.seriesId, registration: registrations, waitlistPosition, run: runColumns })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .innerJoin(users, eq(users.id, events.hostId))
    .where(
      and(
        eq(registrations.runnerId, runnerId),
        inArray(events.seriesId, seriesIds.length > 0 ? seriesIds : [-1]),
        gt(events.startsAt, now),
        isNull(events.hiddenAt),
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id));
}
