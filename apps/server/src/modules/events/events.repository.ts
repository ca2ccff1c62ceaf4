import { and, asc, eq, gt, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { events, registrations, users } from '../../db/schema';
import type { RunCursor } from './events.cursor';

/** [min, max] bounds with null for an open end; which end is inclusive depends on the filter. */
export type Range = [number | null, number | null];

export interface UpcomingRunsFilter {
  /** Only runs starting strictly after this instant. */
  after: Date;
  /** Continue after this (starts_at, id). */
  cursor?: RunCursor;
  hostId?: string;
  /** Pace in seconds per km, each range [min, max); a run matches any of them. */
  paceRanges?: Range[];
  /** Distance in km, each range (min, max]; a run matches any of them. */
  distanceRanges?: Range[];
  limit: number;
}

// Confirmed registrations counted in the same query as the run (one round trip for a whole page).
const confirmedParticipants = sql<number>`(
  select count(*) from ${registrations}
  where ${registrations.eventId} = ${events.id} and ${registrations.status} = 'confirmed'
)`.mapWith(Number);

const runColumns = {
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
  hostId: events.hostId,
  hostName: users.name,
  hostBusinessName: users.businessName,
  hostBusinessLocation: users.businessLocation,
  hostPhone: users.businessPhone,
  hostAvatarUrl: users.profileImageUrl,
  currentParticipants: confirmedParticipants,
};

export type RunRow = NonNullable<Awaited<ReturnType<typeof findRunById>>>;

function selectRuns(db: Database) {
  return db.select(runColumns).from(events).innerJoin(users, eq(users.id, events.hostId));
}

export async function findRunById(db: Database, id: number) {
  const [row] = await selectRuns(db).where(eq(events.id, id));
  return row;
}

/** Upcoming runs in (starts_at, id) order: the order of the (starts_at, id) index and of the cursor. */
export function findUpcomingRuns(db: Database, filter: UpcomingRunsFilter): Promise<RunRow[]> {
  const conditions: (SQL | undefined)[] = [gt(events.startsAt, filter.after)];
  if (filter.cursor) {
    conditions.push(
      sql`(${events.startsAt}, ${events.id}) > (${filter.cursor.startsAt.toISOString()}::timestamptz, ${filter.cursor.id})`,
    );
  }
  if (filter.hostId) conditions.push(eq(events.hostId, filter.hostId));
  if (filter.paceRanges?.length) {
    conditions.push(inAnyRange(events.paceSecondsPerKm, filter.paceRanges, gte, lt));
  }
  if (filter.distanceRanges?.length) {
    conditions.push(inAnyRange(events.distanceKm, filter.distanceRanges, gt, lte));
  }
  return selectRuns(db)
    .where(and(...conditions))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(filter.limit);
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
