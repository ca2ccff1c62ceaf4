import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { calendarFeeds, users } from '../../db/schema';

export async function findFeedToken(db: Database, runnerId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.runnerId, runnerId));
  return row?.token;
}

/** The runner's token: this one when they had none, else the one they have (two first asks at once agree). */
export async function insertFeedToken(db: Database, runnerId: string, token: string, now: Date) {
  await db
    .insert(calendarFeeds)
    .values({ runnerId, token, createdAt: now })
    .onConflictDoNothing({ target: calendarFeeds.runnerId });
  return findFeedToken(db, runnerId);
}

/** A new token in place of the old one, which then names no feed. */
export async function replaceFeedToken(db: Database, runnerId: string, token: string, now: Date) {
  await db
    .insert(calendarFeeds)
    .values({ runnerId, token, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.runnerId, set: { token, createdAt: now } });
}

/** The runner a token names, with the language their feed is written in. */
export async function findFeedRunner(db: Database, token: string) {
  const [row] = await db
    .select({ runnerId: calendarFeeds.runnerId, language: users.language })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.runnerId))
    .where(eq(calendarFeeds.token, token));
  return row;
}
