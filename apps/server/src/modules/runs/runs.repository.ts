import { and, asc, desc, eq, gt, gte, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { BoundingBox } from '@runtogether/shared/runs/run.schemas';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { greatCircleKmSql } from '../../db/great-circle';
import { executePrepared, preparedOnce } from '../../db/rows';
import { events, registrations, users } from '../../db/schema';
import { anyGroupPaceIn, groupsOfRun } from './run-groups.repository';

/** Keyset position in the run list: the sort key of the last run of a page. */
export interface RunCursor {
  /** The run's local date, 'YYYY-MM-DD'. */
  localDate: string;
  startsAt: Date;
  id: number;
  /** Distance from the viewer in km, present only for lists sorted by distance. */
  km?: number;
}

/** [min, max] bounds with null for an open end; which end is inclusive depends on the filter. */
export type Range = [number | null, number | null];

export interface UpcomingRunsFilter {
  /** Only runs starting strictly after this instant. */
  after: Date;
  /** Continue after this position (same sort as this query). */
  cursor?: RunCursor;
  hostId?: string;
  /** Pace in seconds per km, each range [min, max); a run matches any of them. */
  paceRanges?: Range[];
  /** Distance in km, each range (min, max]; a run matches any of them. */
  distanceRanges?: Range[];
  /** Starting in [from, to): a calendar day in the viewer's zone. */
  startsWithin?: { from: Date; to: Date };
  /** Sorts each date's runs nearest first from here. */
  near?: { latitude: number; longitude: number };
  /** Only runs whose meeting point lies in this area (the (latitude, longitude) index). */
  within?: BoundingBox;
  limit: number;
}

// Confirmed registrations counted in the same query as the run (one round trip for a whole page).
const confirmedParticipants = sql<number>`(
  select count(*) from ${registrations}
  where ${registrations.eventId} = ${events.id} and ${registrations.status} = 'confirmed'
)`.mapWith(Number);

export const runColumns = {
  id: events.id,
  title: events.title,
  description: events.description,
  startsAt: events.startsAt,
  timezone: events.timezone,
  paceSecondsPerKm: events.paceSecondsPerKm,
  distanceKm: events.distanceKm,
  maxParticipants: events.maxParticipants,
  location: events.location,
  address: events.address,
  latitude: events.latitude,
  longitude: events.longitude,
  tags: events.tags,
  imageUrl: events.imageUrl,
  whatsappGroupLink: events.whatsappGroupLink,
  askToConfirm: events.askToConfirm,
  questions: events.questions,
  requireEmergencyContact: events.requireEmergencyContact,
  seriesId: events.seriesId,
  sequence: events.sequence,
  updatedAt: events.updatedAt,
  hostId: events.hostId,
  hostName: users.name,
  hostBusinessName: users.businessName,
  hostBusinessLocation: users.businessLocation,
  hostPhone: users.businessPhone,
  hostAvatarUrl: users.profileImageUrl,
  localDate: events.localDate,
  currentParticipants: confirmedParticipants,
  groups: groupsOfRun,
  hiddenAt: events.hiddenAt,
  hiddenReason: events.hiddenReason,
};

export type RunRow = NonNullable<Awaited<ReturnType<typeof findRunById>>>;
export type ListedRunRow = RunRow & { km: number | null };

function selectRuns(db: Database) {
  return db.select(runColumns).from(events).innerJoin(users, eq(users.id, events.hostId));
}

const runById = preparedOnce((db) =>
  selectRuns(db)
    .where(eq(events.id, sql.placeholder('id')))
    .prepare('run_by_id'),
);

export async function findRunById(db: Database, id: number) {
  const [row] = await runById(db).execute({ id });
  return row;
}

/**
 * Great-circle distance in km from a point (db/great-circle.ts); runs without coordinates get NO_COORDINATES_KM
 * so they sort after every located run and still compare in a cursor.
 */
export const NO_COORDINATES_KM = 1e9;
function kmFrom(point: { latitude: number; longitude: number }) {
  const km = greatCircleKmSql(point, { latitude: events.latitude, longitude: events.longitude });
  return sql<number>`coalesce(${km}, ${NO_COORDINATES_KM}::float8)`.mapWith(Number);
}

const dayBefore = (dateKey: string) => shiftDateKey(dateKey, -1);
function shiftDateKey(dateKey: string, days: number): string {
  const d = new Date(`${dateKey}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * Upcoming runs by the run's local date, then (with `near`) distance, then start and id: the order of the
 * (local_date, starts_at, id) index, which PostgreSQL walks from today's date onwards, sorting one date's
 * runs by distance at a time (incremental sort), so a page costs the same however many runs there are.
 */
export async function findUpcomingRuns(db: Database, filter: UpcomingRunsFilter): Promise<ListedRunRow[]> {
  const km = filter.near ? kmFrom(filter.near) : undefined;
  // Every zone is within a day of UTC, so nothing upcoming has a local date before yesterday's UTC date.
  const earliestDate = dayBefore(filter.after.toISOString().slice(0, 10));
  const conditions: (SQL | undefined)[] = [
    gte(events.localDate, earliestDate),
    gt(events.startsAt, filter.after),
    // Runs an admin hid leave every list and search (docs/decisions/049).
    isNull(events.hiddenAt),
  ];
  if (filter.startsWithin) {
    const { from, to } = filter.startsWithin;
    conditions.push(gte(events.startsAt, from), lt(events.startsAt, to));
    conditions.push(
      gte(events.localDate, dayBefore(from.toISOString().slice(0, 10))),
      lte(events.localDate, shiftDateKey(to.toISOString().slice(0, 10), 1)),
    );
  }
  const cursor = filter.cursor;
  if (cursor) {
    const startsAt = sql`${cursor.startsAt.toISOString()}::timestamptz`;
    conditions.push(
      km && cursor.km !== undefined
        ? sql`(${events.localDate}, ${km}, ${events.startsAt}, ${events.id}) > (${cursor.localDate}::date, ${cursor.km}::float8, ${startsAt}, ${cursor.id})`
        : sql`(${events.localDate}, ${events.startsAt}, ${events.id}) > (${cursor.localDate}::date, ${startsAt}, ${cursor.id})`,
    );
  }
  if (filter.hostId) conditions.push(eq(events.hostId, filter.hostId));
  if (filter.within) {
    const { minLat, maxLat, minLng, maxLng } = filter.within;
    conditions.push(
      gte(events.latitude, minLat),
      lte(events.latitude, maxLat),
      gte(events.longitude, minLng),
      lte(events.longitude, maxLng),
    );
  }
  if (filter.paceRanges?.length) {
    // A run with pace groups matches by any of its groups too (docs/decisions/052).
    conditions.push(
      or(inAnyRange(events.paceSecondsPerKm, filter.paceRanges, gte, lt), anyGroupPaceIn(filter.paceRanges)),
    );
  }
  if (filter.distanceRanges?.length) {
    conditions.push(inAnyRange(events.distanceKm, filter.distanceRanges, gt, lte));
  }
  const order = km
    ? [asc(events.localDate), asc(km), asc(events.startsAt), asc(events.id)]
    : [asc(events.localDate), asc(events.startsAt), asc(events.id)];
  return executePrepared(
    db
      .select({ ...runColumns, km: km ?? sql<number | null>`null::float8`.mapWith(Number) })
      .from(events)
      .innerJoin(users, eq(users.id, events.hostId))
      .where(and(...conditions))
      .orderBy(...order)
      .limit(filter.limit),
  );
}

type Comparison = typeof gt;

/** The column lies in any of the ranges; `lower`/`upper` decide whether each end is inclusive. */
function inAnyRange(column: AnyPgColumn, ranges: Range[], lower: Comparison, upper: Comparison) {
  return or(
    ...ranges.map(([min, max]) =>
      and(min === null ? undefined : lower(column, min), max === null ? undefined : upper(column, max)),
    ),
  );
}

export type NewRunRow = Omit<typeof events.$inferInsert, 'id' | 'localDate' | 'createdAt' | 'updatedAt'>;

export async function insertRunRow(db: Database, values: NewRunRow): Promise<number> {
  const [row] = await db.insert(events).values(values).returning({ id: events.id });
  if (!row) throw new Error('insert into events returned nothing');
  return row.id;
}

export async function updateRunRow(db: Database, id: number, values: Partial<NewRunRow>, now: Date) {
  await db
    .update(events)
    // Every change raises the iCalendar SEQUENCE, so a subscribed calendar replaces its copy of the run.
    .set({ ...values, updatedAt: now, sequence: sql`${events.sequence} + 1` })
    .where(eq(events.id, id));
}

export type LockedRun = typeof events.$inferSelect;

/** The run's row locked until the transaction ends, so edits and deletes of one run go one at a time. */
export async function lockRun(db: Database, id: number): Promise<LockedRun | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id)).for('update');
  return row;
}

/** Runners with a confirmed spot on the run (under its lock, the number a new maximum is checked against). */
export async function countConfirmed(db: Database, eventId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.status, 'confirmed')));
  return row?.n ?? 0;
}

export async function deleteRunRow(db: Database, id: number) {
  await db.delete(events).where(eq(events.id, id));
}

/**
 * Everyone registered (confirmed or waitlisted), to tell them the run is off: mail goes to the account's
 * verified address, never to an address typed into the register form.
 */
export function findRegisteredRunners(db: Database, eventId: number) {
  return db
    .select({
      name: registrations.name,
      email: users.email,
      status: registrations.status,
      language: users.language,
    })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.runnerId))
    .where(eq(registrations.eventId, eventId))
    .orderBy(asc(registrations.createdAt), asc(registrations.id));
}
/** A host's runs on one side of `now`: upcoming soonest first, past latest first (the (host_id, starts_at) index). */
export function findHostRuns(
  db: Database,
  hostId: string,
  options: { when: 'upcoming' | 'past'; now: Date; limit: number; before?: { startsAt: Date; id: number } },
): Promise<RunRow[]> {
  const upcoming = options.when === 'upcoming';
  const conditions: (SQL | undefined)[] = [
    eq(events.hostId, hostId),
    isNull(events.hiddenAt),
    upcoming ? gt(events.startsAt, options.now) : lte(events.startsAt, options.now),
  ];
  if (options.before) {
    conditions.push(
      sql`(${events.startsAt}, ${events.id}) < (${options.before.startsAt.toISOString()}::timestamptz, ${options.before.id})`,
    );
  }
  return selectRuns(db)
    .where(and(...conditions))
    .orderBy(
      ...(upcoming ? [asc(events.startsAt), asc(events.id)] : [desc(events.startsAt), desc(events.id)]),
    )
    .limit(options.limit);
}
