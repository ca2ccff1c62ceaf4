import { eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { calendarFeeds, users } from '../../db/schema';

export interface FeedRow {
  tokenHash: string;
  tokenSalt: string | null;
}

export async function findFeed(db: Database, runnerId: string): Promise<FeedRow | undefined> {
  const [row] = await db
    .select({ tokenHash: calendarFeeds.tokenHash, tokenSalt: calendarFeeds.tokenSalt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.runnerId, runnerId));
  return row;
}

/** The runner's feed: this one when they had none, else the one they have (two first asks at once agree). */
export async function insertFeed(
  db: Database,
  runnerId: string,
  feed: { tokenHash: string; tokenSalt: string },
  now: Date,
) {
  await db
    .insert(calendarFeeds)
    .values({ runnerId, ...feed, createdAt: now })
    .onConflictDoNothing({ target: calendarFeeds.runnerId });
  return findFeed(db, runnerId);
}

/**
 * A new token in place of the old one. A reset makes the old address name no feed; replacing an address that
 * cannot be shown again (`keepPrevious`) keeps it working for the calendars that hold it.
 */
export async function replaceFeed(
  db: Database,
  runnerId: string,
  feed: { tokenHash: string; tokenSalt: string; keepPrevious?: string },
  now: Date,
) {
  const values = {
    tokenHash: feed.tokenHash,
    tokenSalt: feed.tokenSalt,
    previousTokenHash: feed.keepPrevious ?? null,
    createdAt: now,
  };
  await db
    .insert(calendarFeeds)
    .values({ runnerId, ...values })
    .onConflictDoUpdate({ target: calendarFeeds.runnerId, set: values });
}

/** The runner a token's hash names (its current or kept previous address), with their feed's language. */
export async function findFeedRunner(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ runnerId: calendarFeeds.runnerId, language: users.language })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.runnerId))
    .where(or(eq(calendarFeeds.tokenHash, tokenHash), eq(calendarFeeds.previousTokenHash, tokenHash)));
  return row;
}
