// Deleted runs kept for calendar feeds until their date passes (docs/decisions/033): a feed lists each as
// STATUS:CANCELLED with a higher SEQUENCE, so a subscribed calendar drops the run instead of keeping it.
import {
  meetingPlace,
  runTimeWindow,
  type CancelledCalendarRun,
} from '@runtogether/shared/runs/run-calendar';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cancelledRuns, registrations, type events } from '../../db/schema';

/** The cap on tombstones in one feed, far above what a host cancels within its runs' horizon. */
const FEED_LIMIT = 500;

/**
 * Called inside the delete's transaction, before the run's row (and with it its registrations) goes: keeps
 * what a calendar needs to cancel the run, and who was registered (confirmed or waitlisted), whose private
 * feeds list it too. Answers the cancelled run as calendars get it (the cancellation mail's .ics).
 */
export async function recordCancelledRun(
  tx: Database,
  row: typeof events.$inferSelect,
  now: Date,
): Promise<CancelledCalendarRun> {
  const { end } = runTimeWindow({
    startsAt: row.startsAt.toISOString(),
    distance: row.distanceKm,
    pace: row.paceSecondsPerKm / 60,
  });
  const values = {
    hostId: row.hostId,
    title: row.title,
    startsAt: row.startsAt,
    endsAt: end,
    location: meetingPlace({ location: row.location, address: row.address ?? '' }),
    sequence: row.sequence + 1,
    runnerIds: sql`array(select ${registrations.runnerId} from ${registrations} where ${registrations.eventId} = ${row.id})`,
    cancelledAt: now,
  };
  await tx
    .insert(cancelledRuns)
    .values({ eventId: row.id, ...values })
    .onConflictDoUpdate({ target: cancelledRuns.eventId, set: values });
  return {
    id: row.id,
    title: values.title,
    startsAt: values.startsAt.toISOString(),
    endsAt: values.endsAt.toISOString(),
    location: values.location,
    sequence: values.sequence,
    cancelledAt: now.toISOString(),
  };
}

const tombstoneColumns = {
  id: cancelledRuns.eventId,
  title: cancelledRuns.title,
  startsAt: cancelledRuns.startsAt,
  endsAt: cancelledRuns.endsAt,
  location: cancelledRuns.location,
  sequence: cancelledRuns.sequence,
  cancelledAt: cancelledRuns.cancelledAt,
};

/** A host's cancelled runs whose date has not passed, soonest first. */
export function findHostCancelledRuns(db: Database, hostId: string, now: Date) {
  return db
    .select(tombstoneColumns)
    .from(cancelledRuns)
    .where(and(eq(cancelledRuns.hostId, hostId), gt(cancelledRuns.startsAt, now)))
    .orderBy(asc(cancelledRuns.startsAt), asc(cancelledRuns.eventId))
    .limit(FEED_LIMIT);
}

/** The cancelled runs a runner was registered for, whose date has not passed, soonest first. */
export function findRunnerCancelledRuns(db: Database, runnerId: string, now: Date) {
  return db
    .select(tombstoneColumns)
    .from(cancelledRuns)
    .where(and(sql`${runnerId}::uuid = any(${cancelledRuns.runnerIds})`, gt(cancelledRuns.startsAt, now)))
    .orderBy(asc(cancelledRuns.startsAt), asc(cancelledRuns.eventId))
    .limit(FEED_LIMIT);
}

/** The scheduled clean-up: a cancelled run whose date has passed has nothing left to cancel in a calendar. */
export async function deletePassedCancelledRuns(db: Database, now: Date) {
  await db.delete(cancelledRuns).where(lte(cancelledRuns.startsAt, now));
}
