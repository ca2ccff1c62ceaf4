// SQL of the registration e-mails' signed links (decision 053): the registration a link names, the waitlist a
// freed spot is offered to, and a claim.
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { registrations, users } from '../../db/schema';

export async function findRegistrationById(db: Database, id: number) {
  const [row] = await db.select().from(registrations).where(eq(registrations.id, id));
  return row;
}

/**
 * The run's waitlist in order, or one pace group's (docs/decisions/052), with each runner's account address and
 * language (for the offer e-mail).
 */
export function findWaitlistWithAccounts(db: Database, eventId: number, groupId?: number) {
  return db
    .select({
      registrationId: registrations.id,
      name: registrations.name,
      email: users.email,
      language: users.language,
    })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.runnerId))
    .where(
      and(
        eq(registrations.eventId, eventId),
        eq(registrations.status, 'waitlisted'),
        groupId === undefined ? undefined : eq(registrations.groupId, groupId),
      ),
    )
    .orderBy(asc(registrations.createdAt), asc(registrations.id));
}

/** A waitlisted registration takes a spot; undefined when it is not waitlisted (any more). Under the run's lock. */
export async function confirmWaitlisted(db: Database, id: number) {
  const [row] = await db
    .update(registrations)
    .set({ status: 'confirmed' })
    .where(and(eq(registrations.id, id), eq(registrations.status, 'waitlisted')))
    .returning();
  return row;
}

export async function findAccountOf(db: Database, runnerId: string) {
  const [row] = await db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, runnerId));
  return row;
}
