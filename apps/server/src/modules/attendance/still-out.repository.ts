// Who is still out (docs/decisions/055): marking a runner or a walk-in back from the run, or out again.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attendance } from '../../db/schema';

/**
 * A registered runner back (or out again). Back means they were there: a runner not marked yet is marked
 * present by the host at the same time. Answers the runner's row after the change.
 */
export async function markRegistrationBack(
  db: Database,
  mark: { eventId: number; registrationId: number; runnerId: string; back: boolean; now: Date },
) {
  const backAt = mark.back ? mark.now : null;
  const [row] = await db
    .insert(attendance)
    .values({
      eventId: mark.eventId,
      registrationId: mark.registrationId,
      runnerId: mark.runnerId,
      present: true,
      method: 'host',
      markedAt: mark.now,
      backAt,
    })
    .onConflictDoUpdate({
      target: attendance.registrationId,
      // The first "back" stands: a second tap (or the runner's scan) does not move its time.
      set: mark.back
        ? { present: true, backAt: sql`coalesce(${attendance.backAt}, excluded.back_at)` }
        : { backAt: null },
    })
    .returning({
      present: attendance.present,
      method: attendance.method,
      markedAt: attendance.markedAt,
      backAt: attendance.backAt,
    });
  return row;
}

/** The runner's own scan after the start, when already present: back, unless already back. */
export async function markScannedBack(db: Database, registrationId: number, now: Date) {
  const [row] = await db
    .update(attendance)
    .set({ backAt: now })
    .where(
      and(
        eq(attendance.registrationId, registrationId),
        eq(attendance.present, true),
        isNull(attendance.backAt),
      ),
    )
    .returning({ markedAt: attendance.markedAt });
  return row;
}

/** A walk-in (added by the host or walked up) back, or out again; undefined when no such walk-in of the run. */
export async function markWalkInBack(
  db: Database,
  mark: { eventId: number; walkInId: number; back: boolean; now: Date },
) {
  const [row] = await db
    .update(attendance)
    .set({
      backAt: mark.back ? sql`coalesce(${attendance.backAt}, ${mark.now.toISOString()}::timestamptz)` : null,
    })
    .where(
      and(
        eq(attendance.id, mark.walkInId),
        eq(attendance.eventId, mark.eventId),
        isNull(attendance.registrationId),
      ),
    )
    .returning({
      id: attendance.id,
      name: sql<string>`${attendance.walkInName}`,
      email: attendance.walkInEmail,
      markedAt: attendance.markedAt,
      walkUp: attendance.walkUp,
      backAt: attendance.backAt,
    });
  return row;
}
