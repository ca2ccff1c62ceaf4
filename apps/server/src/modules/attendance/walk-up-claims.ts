// A walk-up guest who makes an account with the address they joined with keeps the run (docs/decisions/055):
// once the address is verified, each run they walked up to becomes a confirmed registration of the account,
// present as they were, with their answers and accepted waivers.
import { DEFAULT_USER_PACE } from '@runtogether/shared/registrations/registration.schemas';
import type { Database } from '../../db/client';
import { claimWalkUp, findUnclaimedWalkUps } from './walk-ups.repository';

/** Called in the verifying transaction (app.ts passes it to the auth module). */
export async function claimWalkUps(tx: Database, userId: string): Promise<void> {
  for (const walkUp of await findUnclaimedWalkUps(tx, userId)) {
    await claimWalkUp(tx, walkUp, userId, DEFAULT_USER_PACE);
  }
}
