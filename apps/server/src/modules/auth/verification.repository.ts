import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailVerificationTokens, users } from '../../db/schema';

export async function insertVerificationToken(
  db: Database,
  values: { userId: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(emailVerificationTokens).values(values);
}

/** Older links stop working when a new one is sent: their expiry is moved to now (rows are kept). */
export async function expireOpenVerificationTokens(db: Database, userId: string, now: Date) {
  await db
    .update(emailVerificationTokens)
    .set({ expiresAt: now })
    .where(
      and(
        eq(emailVerificationTokens.userId, userId),
        isNull(emailVerificationTokens.usedAt),
        gt(emailVerificationTokens.expiresAt, now),
      ),
    );
}

/** The token and whether its user is already active, locked so two clicks cannot both use it. */
export async function findVerificationTokenForUpdate(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      id: emailVerificationTokens.id,
      userId: emailVerificationTokens.userId,
      expiresAt: emailVerificationTokens.expiresAt,
      usedAt: emailVerificationTokens.usedAt,
      userIsActive: users.isActive,
    })
    .from(emailVerificationTokens)
    .innerJoin(users, eq(users.id, emailVerificationTokens.userId))
    .where(eq(emailVerificationTokens.tokenHash, tokenHash))
    .limit(1)
    .for('update');
  return row;
}

export async function useVerificationToken(db: Database, tokenId: string, userId: string, now: Date) {
  await db
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(eq(emailVerificationTokens.id, tokenId));
  await db.update(users).set({ isActive: true, updatedAt: now }).where(eq(users.id, userId));
}

/** Expired links, used or not: they only ever answer "invalid or expired", with or without their row. */
export async function deleteExpiredVerificationTokens(db: Database, now: Date) {
  await db.delete(emailVerificationTokens).where(lt(emailVerificationTokens.expiresAt, now));
}
