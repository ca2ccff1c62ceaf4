import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema';

/** A new link replaces the older ones: their expiry moves to now (docs/decisions/066). */
export async function replacePasswordResetToken(
  db: Database,
  values: { userId: string; tokenHash: string; expiresAt: Date; now: Date },
) {
  await db
    .update(passwordResetTokens)
    .set({ expiresAt: values.now })
    .where(
      and(
        eq(passwordResetTokens.userId, values.userId),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, values.now),
      ),
    );
  await db.insert(passwordResetTokens).values({
    userId: values.userId,
    tokenHash: values.tokenHash,
    expiresAt: values.expiresAt,
    createdAt: values.now,
  });
}

/** Whether the link is still open, and whose, read without a lock: nothing is written. */
export async function findPasswordResetToken(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      userId: passwordResetTokens.userId,
      expiresAt: passwordResetTokens.expiresAt,
      usedAt: passwordResetTokens.usedAt,
    })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** The link's token and its account's state, locked so two clicks cannot both use it. */
export async function findPasswordResetTokenForUpdate(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      id: passwordResetTokens.id,
      userId: passwordResetTokens.userId,
      expiresAt: passwordResetTokens.expiresAt,
      usedAt: passwordResetTokens.usedAt,
      suspendedAt: users.suspendedAt,
      suspendedReason: users.suspendedReason,
      email: users.email,
      name: users.name,
      language: users.language,
    })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .limit(1)
    .for('update');
  return row;
}

/** Spends the link, and every other open link of the account with it. */
export async function usePasswordResetTokens(db: Database, userId: string, now: Date) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** Expired links, used or not: they only ever answer "invalid or expired", with or without their row. */
export async function deleteExpiredPasswordResetTokens(db: Database, now: Date) {
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, now));
}
