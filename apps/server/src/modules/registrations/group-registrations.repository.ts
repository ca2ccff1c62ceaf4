// Registrations moving between a run's pace groups (docs/decisions/052); call under the run's lock.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { registrations } from '../../db/schema';

/** Puts a registration in another group of its run, with a spot there. */
export async function moveToGroup(db: Database, registrationId: number, groupId: number) {
  const [row] = await db
    .update(registrations)
    .set({ groupId, status: 'confirmed' })
    .where(eq(registrations.id, registrationId))
    .returning();
  return row;
}
