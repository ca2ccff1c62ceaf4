// SQL of weekly series: the rule in run_series, its runs in events.
import { and, asc, desc, eq, gt, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { events, runSeries, users } from '../../db/schema';
import { runColumns, type RunRow } from '../runs/runs.repository';

export type SeriesRow = typeof runSeries.$inferSelect;
export type NewSeriesRow = Pick<
  typeof runSeries.$inferInsert,
  'hostId' | 'everyWeeks' | 'untilDate' | 'occurrenceCount' | 'firstDate' | 'localTime' | 'timezone'
>;

export async function insertSeriesRow(db: Database, values: NewSeriesRow): Promise<SeriesRow> {
  const [row] = await db.insert(runSeries).values(values).returning();
  if (!row) throw new Error('insert into run_series returned nothing');
  return row;
}

export async function findSeriesRow(db: Database, id: number): Promise<SeriesRow | undefined> {
  const [row] = await db.select().from(runSeries).where(eq(runSeries.id, id));
  return row;
}

/** The rule locked until the transaction ends: edits, deletes and the horizon job take turns. */
export async function lockSeriesRow(db: Database, id: number): Promise<SeriesRow | undefined> {
  const [row] = await db.select().from(runSeries).where(eq(runSeries.id, id)).for('update');
  return row;
}

export async function updateSeriesRow(
  db: Database,
  id: number,
  values: Partial<Omit<SeriesRow, 'id' | 'hostId' | 'createdAt'>>,
  now: Date,
) {
  await db
    .update(runSeries)
    .set({ ...values, updatedAt: now })
    .where(eq(runSeries.id, id));
}

/** Runs that now follow another rule (a "this and following" change): their calendar copies are unchanged. */
export async function moveRunsToSeries(db: Database, runIds: number[], seriesId: number) {
  if (runIds.length === 0) return;
  await db.update(events).set({ seriesId }).where(inArray(events.id, runIds));
}

/**
 * Series whose next occurrence may be due: not ended by count, and not of a suspended host, whose new runs would
 * be public while its others are hidden (docs/decisions/049); lifting the suspension lets the job carry on with
 * the dates still ahead. The job locks each one in turn and skips one another instance holds (it is working on
 * it).
 */
export function findOpenSeriesIds(db: Database): Promise<{ id: number }[]> {
  return db
    .select({ id: runSeries.id })
    .from(runSeries)
    .innerJoin(users, eq(users.id, runSeries.hostId))
    .where(
      and(
        or(isNull(runSeries.occurrenceCount), gt(runSeries.occurrenceCount, runSeries.nextIndex)),
        isNull(users.suspendedAt),
      ),
    )
    .orderBy(asc(runSeries.id));
}

export async function lockSeriesRowIfFree(db: Database, id: number): Promise<SeriesRow | undefined> {
  const [row] = await db
    .select()
    .from(runSeries)
    .where(eq(runSeries.id, id))
    .for('update', { skipLocked: true });
  return row;
}

/** The series' runs from an instant on, soonest first (with their hosts, as run pages show them). */
export function findSeriesRuns(
  db: Database,
  seriesId: number,
  from: { after?: Date; atOrAfter?: Date },
): Promise<RunRow[]> {
  const start = from.after
    ? gt(events.startsAt, from.after)
    : gte(events.startsAt, from.atOrAfter ?? new Date(0));
  return db
    .select(runColumns)
    .from(events)
    .innerJoin(users, eq(users.id, events.hostId))
    .where(and(eq(events.seriesId, seriesId), start))
    .orderBy(asc(events.startsAt), asc(events.id));
}

/**
 * The series' runs after an instant that everyone may see, soonest first: a hidden run is a 404 to all but its
 * host, so the series' "next dates" must not link to it (docs/decisions/049).
 */
export function findShownSeriesRunsAfter(db: Database, seriesId: number, after: Date): Promise<RunRow[]> {
  return db
    .select(runColumns)
    .from(events)
    .innerJoin(users, eq(users.id, events.hostId))
    .where(and(eq(events.seriesId, seriesId), gt(events.startsAt, after), isNull(events.hiddenAt)))
    .orderBy(asc(events.startsAt), asc(events.id));
}

/** The series' latest run: what a new occurrence copies (its host may have edited "this and following"). */
export async function findLatestSeriesRun(db: Database, seriesId: number) {
  const [row] = await db
    .select()
    .from(events)
    .where(eq(events.seriesId, seriesId))
    .orderBy(desc(events.startsAt), desc(events.id))
    .limit(1);
  return row;
}

/** Whether another run still shows this image (series runs share their photo). */
/** The series of a run: undefined when the run does not exist, null when it is not in one. */
export async function findSeriesIdOfRun(db: Database, runId: number): Promise<number | null | undefined> {
  const [row] = await db.select({ seriesId: events.seriesId }).from(events).where(eq(events.id, runId));
  return row?.seriesId;
}

export async function isImageUsedElsewhere(db: Database, imageUrl: string, exceptRunId: number) {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.imageUrl, imageUrl), sql`${events.id} <> ${exceptRunId}`))
    .limit(1);
  return row !== undefined;
}
