import { createHash } from 'node:crypto';
import { AppError } from '@runtogether/shared/errors/app-error';
import type { Database } from '../../db/client';
import { findUserBySessionTokenHash, type SessionUser } from './auth.repository';

/** Session tokens are 32 random bytes, so a plain SHA-256 is enough to make the stored form useless. */
export const hashSessionToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

// Longer values cannot be our tokens; refusing them early skips hashing attacker-sized input.
const MAX_TOKEN_LENGTH = 256;

export async function resolveSessionUser(
  db: Database,
  token: string,
  now = new Date(),
): Promise<SessionUser | null> {
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
  return (await findUserBySessionTokenHash(db, hashSessionToken(token), now)) ?? null;
}

export function requireUser(user: SessionUser | null): SessionUser {
  if (!user) throw new AppError('UNAUTHORIZED', 'Not signed in', 401);
  return user;
}
