// Pending change notices: one row per run whose date, time, place or distance changed in the last
// 5 minutes, holding what the run was before the first of those edits.
import { asc, inArray, lte } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { runChangeNotices } from '../../db/schema';

/** What a change notice compares: the run's start and zone, meeting point, address and distance. */
export const runChangeSnapshotSchema = z.object({
  startsAt: z.string(),
  timezone: z.string(),
  location: z.string(),
  address: z.string().nullable(),
  distanceKm: z.number(),
});
export type RunChangeSnapshot = z.infer<typeof runChangeSnapshotSchema>;

/**
 * The first relevant edit of a window records the run's previous values, due `windowMs` later; later edits
 * find the row and leave it (ON CONFLICT DO NOTHING keeps the first `before`).
 */
export async function recordChangeNotice(
  tx: Database,
  eventId: number,
  before: RunChangeSnapshot,
  now: Date,
  windowMs: number,
) {
  await tx
    .insert(runChangeNotices)
    .values({ eventId, before, firstEditAt: now, dueAt: new Date(now.getTime() + windowMs) })
    .onConflictDoNothing({ target: runChangeNotices.eventId });
}

/**
 * Takes due notices off the table and answers them, in the caller's transaction: SKIP LOCKED lets another
 * instance take others meanwhile, and a notice whose mails fail to queue comes back with the rollback.
 */
export async function claimDueChangeNotices(tx: Database, now: Date, limit: number) {
  const due = tx
    .select({ eventId: runChangeNotices.eventId })
    .from(runChangeNotices)
    .where(lte(runChangeNotices.dueAt, now))
    .orderBy(asc(runChangeNotices.dueAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await tx.delete(runChangeNotices).where(inArray(runChangeNotices.eventId, due)).returning();
  return rows.map((row) => ({ ...row, before: runChangeSnapshotSchema.parse(row.before) }));
}
