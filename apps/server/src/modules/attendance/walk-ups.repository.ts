// Walk-up guests (docs/decisions/055): attendance rows of people who joined a run with its join code, without
// an account; one per e-mail address and run.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { StoredAnswers } from '@runtogether/shared/registrations/questions.schemas';
import type { Database } from '../../db/client';
import { attendance, registrations, users } from '../../db/schema';

const walkUpColumns = {
  id: attendance.id,
  name: sql<string>`${attendance.walkInName}`,
  markedAt: attendance.markedAt,
};

export async function findWalkUpByEmail(db: Database, eventId: number, email: string) {
  const [row] = await db
    .select(walkUpColumns)
    .from(attendance)
    .where(
      and(
        eq(attendance.eventId, eventId),
        eq(attendance.walkUp, true),
        sql`lower(${attendance.walkInEmail}) = lower(${email})`,
      ),
    );
  return row;
}

/**
 * Whether the address is already registered for the run (confirmed or waiting), as the form's address or the
 * account's: that person has a place, or a turn, of their own.
 */
export async function isRegisteredAddress(db: Database, eventId: number, email: string) {
  const [row] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.runnerId))
    .where(
      and(
        eq(registrations.eventId, eventId),
        sql`(lower(${registrations.email}) = lower(${email}) or lower(${users.email}) = lower(${email}))`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export interface NewWalkUp {
  eventId: number;
  name: string;
  email: string;
  answers: StoredAnswers;
  emergencyContact: { name: string; phone: string } | null;
  groupId: number | null;
  now: Date;
}

/** The guest, present at once; undefined when this e-mail joined the run already (the unique index). */
export async function insertWalkUp(db: Database, guest: NewWalkUp) {
  const [row] = await db
    .insert(attendance)
    .values({
      eventId: guest.eventId,
      walkInName: guest.name,
      walkInEmail: guest.email,
      walkUp: true,
      present: true,
      method: 'qr',
      markedAt: guest.now,
      answers: guest.answers,
      emergencyContactName: guest.emergencyContact?.name ?? null,
      emergencyContactPhone: guest.emergencyContact?.phone ?? null,
      groupId: guest.groupId,
    })
    .onConflictDoNothing()
    .returning(walkUpColumns);
  return row;
}

/** The walk-ups joined with an account's address that no account has taken over yet. */
export function findUnclaimedWalkUps(db: Database, userId: string) {
  return db
    .select({
      id: attendance.id,
      eventId: attendance.eventId,
      name: sql<string>`${attendance.walkInName}`,
      email: users.email,
      answers: attendance.answers,
      groupId: attendance.groupId,
    })
    .from(attendance)
    .innerJoin(users, sql`lower(${users.email}) = lower(${attendance.walkInEmail})`)
    .where(
      and(
        eq(users.id, userId),
        eq(attendance.walkUp, true),
        isNull(attendance.registrationId),
        isNull(attendance.runnerId),
      ),
    );
}

/**
 * The guest's run becomes the account's: a confirmed registration with the guest's answers, and the attendance
 * row now the runner's (present as before). False when the account already had a registration for the run.
 */
export async function claimWalkUp(
  db: Database,
  walkUp: {
    id: number;
    eventId: number;
    name: string;
    email: string;
    answers: StoredAnswers | null;
    groupId: number | null;
  },
  userId: string,
  pace: number,
): Promise<boolean> {
  const [registration] = await db
    .insert(registrations)
    .values({
      eventId: walkUp.eventId,
      runnerId: userId,
      name: walkUp.name,
      email: walkUp.email,
      pace,
      status: 'confirmed',
      answers: walkUp.answers ?? {},
      // The runner keeps the pace group they chose as a guest (docs/decisions/052).
      groupId: walkUp.groupId,
    })
    .onConflictDoNothing()
    .returning({ id: registrations.id });
  if (!registration) return false;
  await db
    .update(attendance)
    .set({ registrationId: registration.id, runnerId: userId, walkInName: null, answers: null })
    .where(eq(attendance.id, walkUp.id));
  return true;
}

/**
 * Takes a guest (a host's walk-in or a walk-up, never a runner's own row) off the run; undefined when the run has
 * no such guest.
 */
export async function deleteGuest(db: Database, eventId: number, guestId: number) {
  const [row] = await db
    .delete(attendance)
    .where(
      and(eq(attendance.id, guestId), eq(attendance.eventId, eventId), isNull(attendance.registrationId)),
    )
    .returning({ id: attendance.id });
  return row;
}
