// Rows for tests, inserted straight into the database (the API to create them arrives in later issues).
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client';
import { events, registrations, sessions, users } from '../db/schema';
import { hashToken } from '../modules/auth/tokens';

let sequence = 0;
const nextNumber = () => ++sequence;

export async function insertUser(db: Database, values: Partial<typeof users.$inferInsert> = {}) {
  const n = nextNumber();
  const [user] = await db
    .insert(users)
    .values({
      name: `Test User ${n}`,
      email: `user${n}.${randomBytes(3).toString('hex')}@example.test`,
      isActive: true,
      ...values,
    })
    .returning();
  if (!user) throw new Error('insertUser: nothing inserted');
  return user;
}

export const insertHost = (db: Database, values: Partial<typeof users.$inferInsert> = {}) =>
  insertUser(db, { role: 'business', businessName: `Test Business ${nextNumber()}`, ...values });

/** A session as log-in will create it; returns the raw token the client would hold. */
export async function insertSession(
  db: Database,
  userId: string,
  expiresAt = new Date(Date.now() + 3600_000),
) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt });
  return token;
}

export async function insertRun(
  db: Database,
  hostId: string,
  values: Partial<typeof events.$inferInsert> & Pick<typeof events.$inferInsert, 'startsAt'>,
) {
  const [run] = await db
    .insert(events)
    .values({
      hostId,
      title: `Test run ${nextNumber()}`,
      description: 'A run created by a test.',
      timezone: 'Europe/Madrid',
      paceSecondsPerKm: 330,
      distanceKm: 5,
      location: 'Retiro',
      ...values,
    })
    .returning();
  if (!run) throw new Error('insertRun: nothing inserted');
  return run;
}

export async function insertRegistration(
  db: Database,
  eventId: number,
  runner: { id: string; name: string; email: string },
  values: Partial<typeof registrations.$inferInsert> = {},
) {
  const [registration] = await db
    .insert(registrations)
    .values({ eventId, runnerId: runner.id, name: runner.name, email: runner.email, pace: 6, ...values })
    .returning();
  if (!registration) throw new Error('insertRegistration: nothing inserted');
  return registration;
}
