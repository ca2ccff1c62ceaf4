// Walk-up guests (docs/decisions/055): attendance rows of people who joined a run with its join code, without
// an account; one per e-mail address and run.
import { and, eq, sql } from 'drizzle-orm';
import type { StoredAnswers } from '@runtogether/shared/registrations/questions.schemas';
import type { Database } from '../../db/client';
import { attendance } from '../../db/schema';

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

export interface NewWalkUp {
  eventId: number;
  name: string;
  email: string;
  answers: StoredAnswers;
  emergencyContact: { name: string; phone: string } | null;
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
    })
    .onConflictDoNothing()
    .returning(walkUpColumns);
  return row;
}
