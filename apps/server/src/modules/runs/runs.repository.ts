import { and, asc, desc, eq, gt, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { BoundingBox } from '@runtogether/shared/runs/run.schemas';
import type { Database } from '../../db/client';
import { greatCircleKmSql, type SqlPoint } from '../../db/great-circle';
import { guestsAt } from '../../db/places';
import { preparedOnce, preparedPerShape } from '../../db/rows';
import { events, registrations, runGroups, users } from '../../db/schema';
import { groupsOfRun, runOrGroupsPace } from './run-groups.repository';

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
  /** The host's own list (its dashboard): runs an admin hid stay in it, with their banner (docs/decisions/049). */
  withHidden?: boolean;
  limit: number;
}

// The places taken, counted in the same query as the run (one round trip for a whole page): its confirmed
// runners and the guests already at check-in, walk-ups and the host's walk-ins (docs/decisions/055).
const takenPlaces = sql<number>`(
  (select count(*) from ${registrations}
    where ${registrations.eventId} = ${events.id} and ${registrations.status} = 'confirmed')
  + ${guestsAt(events.id)}
)`.mapWith(Number);
/** Of those, the guests: clients tell them apart from the registered runners (docs/decisions/057). */
const guests = guestsAt(events.id).mapWith(Number);

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
  currentParticipants: takenPlaces,
  currentGuests: guests,
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
function kmFrom(point: SqlPoint) {
  const km = greatCircleKmSql(point, { latitude: events.latitude, longitude: events.longitude });
  return sql<number>`coalesce(${km}, ${NO_COORDINATES_KM}::float8)`.mapWith(Number);
}

const dayBefore = (dateKey: string) => shiftDateKey(dateKey, -1);
function shiftDateKey(dateKey: string, days: number): string {
  const d = new Date(`${dateKey}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const p = (name: string) => sql.placeholder(name);

/**
 * What the run list's statement text depends on: which filters a request has, not their values (each value is
 * a parameter). A range's open ends change the text, so they are part of it.
 */
function listShape(filter: UpcomingRunsFilter): string {
  const ends = (ranges: Range[] = []) =>
    ranges.map(([min, max]) => `${min === null ? '' : 'min'}-${max === null ? '' : 'max'}`).join(',');
  const present = {
    near: filter.near,
    cursor: filter.cursor,
    day: filter.startsWithin,
    host: filter.hostId,
    area: filter.within,
    hidden: filter.withHidden || undefined,
  };
  const names = Object.entries(present).flatMap(([name, value]) => (value === undefined ? [] : [name]));
  return `${names.join(' ')} pace(${ends(filter.paceRanges)}) distance(${ends(filter.distanceRanges)})`;
}

/**
 * The list's statement for the filters `filter` has, with every value a placeholder: built and prepared once per
 * shape and database handle, then only bound and executed (docs/decisions/063).
 */
function buildUpcomingRuns(db: Database, filter: UpcomingRunsFilter, name: string) {
  const km = filter.near
    ? kmFrom({ latitude: sql`${p('nearLatitude')}::float8`, longitude: sql`${p('nearLongitude')}::float8` })
    : undefined;
  const conditions: (SQL | undefined)[] = [
    sql`${events.localDate} >= ${p('earliestDate')}::date`,
    sql`${events.startsAt} > ${p('after')}::timestamptz`,
    // Runs an admin hid leave every list and search but their host's own (docs/decisions/049).
    filter.withHidden ? undefined : isNull(events.hiddenAt),
  ];
  if (filter.startsWithin) {
    conditions.push(
      sql`${events.startsAt} >= ${p('from')}::timestamptz`,
      sql`${events.startsAt} < ${p('to')}::timestamptz`,
      sql`${events.localDate} >= ${p('fromDate')}::date`,
      sql`${events.localDate} <= ${p('toDate')}::date`,
    );
  }
  if (filter.cursor) {
    const [date, startsAt, id] = [
      sql`${p('cursorDate')}::date`,
      sql`${p('cursorStartsAt')}::timestamptz`,
      sql`${p('cursorId')}::int`,
    ];
    conditions.push(
      km
        ? sql`(${events.localDate}, ${km}, ${events.startsAt}, ${events.id}) > (${date}, ${p('cursorKm')}::float8, ${startsAt}, ${id})`
        : sql`(${events.localDate}, ${events.startsAt}, ${events.id}) > (${date}, ${startsAt}, ${id})`,
    );
  }
  if (filter.hostId) conditions.push(sql`${events.hostId} = ${p('hostId')}::uuid`);
  if (filter.within) {
    conditions.push(
      sql`${events.latitude} between ${p('minLat')}::float8 and ${p('maxLat')}::float8`,
      sql`${events.longitude} between ${p('minLng')}::float8 and ${p('maxLng')}::float8`,
    );
  }
  if (filter.paceRanges?.length) {
    // A run with pace groups matches by its groups, not its own pace (docs/decisions/052).
    conditions.push(runOrGroupsPace((pace) => inAnyRange(pace, 'pace', filter.paceRanges, '>=', '<')));
  }
  if (filter.distanceRanges?.length) {
    conditions.push(inAnyRange(sql`${events.distanceKm}`, 'distance', filter.distanceRanges, '>', '<='));
  }
  const order = km
    ? [asc(events.localDate), asc(km), asc(events.startsAt), asc(events.id)]
    : [asc(events.localDate), asc(events.startsAt), asc(events.id)];
  return db
    .select({ ...runColumns, km: km ?? sql<number | null>`null::float8`.mapWith(Number) })
    .from(events)
    .innerJoin(users, eq(users.id, events.hostId))
    .where(and(...conditions))
    .orderBy(...order)
    .limit(p('limit'))
    .prepare(name);
}

/** The value lies in any of the ranges, whose ends are the placeholders `${name}Min${i}` and `${name}Max${i}`. */
function inAnyRange(value: SQL, name: string, ranges: Range[] = [], lower: '>' | '>=', upper: '<' | '<=') {
  const within = ranges.map(([min, max], i) => {
    const above = min === null ? sql`true` : sql`${value} ${sql.raw(lower)} ${p(`${name}Min${i}`)}::float8`;
    const below = max === null ? sql`true` : sql`${value} ${sql.raw(upper)} ${p(`${name}Max${i}`)}::float8`;
    return sql`(${above} and ${below})`;
  });
  return sql`(${sql.join(within, sql` or `)})`;
}

/** The placeholders' values for a range list (open ends have none). */
function rangeValues(name: string, ranges: Range[] = []): Record<string, number> {
  const values: Record<string, number> = {};
  ranges.forEach(([min, max], i) => {
    if (min !== null) values[`${name}Min${i}`] = min;
    if (max !== null) values[`${name}Max${i}`] = max;
  });
  return values;
}

const listStatement = preparedPerShape(buildUpcomingRuns);

/**
 * Upcoming runs by the run's local date, then (with `near`) distance, then start and id: the order of the
 * (local_date, starts_at, id) index, which PostgreSQL walks from today's date onwards, sorting one date's
 * runs by distance at a time (incremental sort), so a page costs the same however many runs there are.
 */
export async function findUpcomingRuns(db: Database, filter: UpcomingRunsFilter): Promise<ListedRunRow[]> {
  const { cursor, startsWithin: day, within: area, near } = filter;
  return listStatement(db, listShape(filter), filter).execute({
    // Every zone is within a day of UTC, so nothing upcoming has a local date before yesterday's UTC date.
    earliestDate: dayBefore(filter.after.toISOString().slice(0, 10)),
    after: filter.after.toISOString(),
    ...(day && {
      from: day.from.toISOString(),
      to: day.to.toISOString(),
      fromDate: dayBefore(day.from.toISOString().slice(0, 10)),
      toDate: shiftDateKey(day.to.toISOString().slice(0, 10), 1),
    }),
    ...(cursor && {
      cursorDate: cursor.localDate,
      cursorStartsAt: cursor.startsAt.toISOString(),
      cursorId: cursor.id,
      cursorKm: cursor.km,
    }),
    hostId: filter.hostId,
    ...(area && { minLat: area.minLat, maxLat: area.maxLat, minLng: area.minLng, maxLng: area.maxLng }),
    nearLatitude: near?.latitude,
    nearLongitude: near?.longitude,
    ...rangeValues('pace', filter.paceRanges),
    ...rangeValues('distance', filter.distanceRanges),
    limit: filter.limit,
  });
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
 * Everyone registered (confirmed or waitlisted), to tell them the run is off or changed: mail goes to the
 * account's verified address, never to an address typed into the register form. With the registration's id
 * (its give-up link) and pace group, which a change notice names (docs/decisions/052, 053).
 */
export function findRegisteredRunners(db: Database, eventId: number) {
  return db
    .select({
      registrationId: registrations.id,
      name: registrations.name,
      email: users.email,
      status: registrations.status,
      language: users.language,
      groupName: runGroups.name,
      groupPaceSecondsPerKm: runGroups.paceSecondsPerKm,
    })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.runnerId))
    .leftJoin(runGroups, eq(runGroups.id, registrations.groupId))
    .where(eq(registrations.eventId, eventId))
    .orderBy(asc(registrations.createdAt), asc(registrations.id));
}
/** A host's runs on one side of `now`: upcoming soonest first, past latest first (the (host_id, starts_at) index). */
export function findHostRuns(
  db: Database,
  hostId: string,
  options: {
    when: 'upcoming' | 'past';
    now: Date;
    limit: number;
    before?: { startsAt: Date; id: number };
    /** The host's own dashboard: with the runs an admin hid (docs/decisions/049). */
    withHidden?: boolean;
  },
): Promise<RunRow[]> {
  const upcoming = options.when === 'upcoming';
  const conditions: (SQL | undefined)[] = [
    eq(events.hostId, hostId),
    options.withHidden ? undefined : isNull(events.hiddenAt),
    upcoming ? gt(events.startsAt, options.now) : lte(events.startsAt, options.now),
  ];
  if (options.before) {
    conditions.push(
      sql`(${events.startsAt}, ${events.id}) < (${options.before.startsAt.toISOString()}::timestamptz, ${options.before.id})`,
    );
  }
  // Named per variant (docs/decisions/065): the dashboard, a host's page and calendar feeds read it.
  return selectRuns(db)
    .where(and(...conditions))
    .orderBy(
      ...(upcoming ? [asc(events.startsAt), asc(events.id)] : [desc(events.startsAt), desc(events.id)]),
    )
    .limit(options.limit)
    .prepare(
      `host_runs_${options.when}${options.before ? '_before' : ''}${options.withHidden ? '_with_hidden' : ''}`,
    )
    .execute();
}
