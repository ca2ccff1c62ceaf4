// Sessions (decision 005): opaque random tokens, stored hashed, 30 days with sliding renewal, revoked on log-out.
import type { Database } from '../../db/client';
import {
  deleteExpiredSessionsOf,
  deleteSessionByTokenHash,
  extendSession,
  findSessionByTokenHash,
  insertSession,
} from './auth.repository';
import type { SessionUser } from './session-user';
import { hashToken, newSessionToken } from './tokens';

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60_000;
/** Renewing on every request would write to the database on every request; once an hour is plenty. */
export const SESSION_RENEWAL_INTERVAL_MS = 60 * 60_000;
// Longer values cannot be our tokens; refusing them early skips hashing attacker-sized input.
const MAX_TOKEN_LENGTH = 256;

export interface ResolvedSession {
  user: SessionUser;
  /** Set when this request extended the session: the new expiry, for refreshing the cookie. */
  renewedUntil: Date | null;
}

export async function createSession(db: Database, userId: string, now = new Date()) {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  // Log-in is a fine moment to forget this user's dead sessions; nothing else needs them.
  await deleteExpiredSessionsOf(db, userId, now);
  await insertSession(db, { userId, tokenHash: hashToken(token), expiresAt, now });
  return { token, expiresAt };
}

/**
 * The user of an unexpired session of an active account, renewing the session when it was last renewed over
 * an hour ago.
 */
export async function resolveSession(
  db: Database,
  token: string,
  now = new Date(),
): Promise<ResolvedSession | null> {
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
  const tokenHash = hashToken(token);
  const found = await findSessionByTokenHash(db, tokenHash, now);
  if (!found || found.expiresAt <= now) return null;
  if (now.getTime() - found.lastSeenAt.getTime() < SESSION_RENEWAL_INTERVAL_MS) {
    return { user: found.user, renewedUntil: null };
  }
  const renewedUntil = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await extendSession(db, found.sessionId, renewedUntil, now);
  return { user: found.user, renewedUntil };
}

/** Ends the session in the database. */
export async function revokeSession(db: Database, token: string) {
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return;
  await deleteSessionByTokenHash(db, hashToken(token));
}
