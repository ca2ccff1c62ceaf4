import { authErrorCodes, messages, type LoginInput } from '@runtogether/shared/auth/auth.schemas';
import { AppError } from '@runtogether/shared/errors/app-error';
import type { User } from '@runtogether/shared/users/user.schemas';
import type { Database } from '../../db/client';
import { findUserWithPasswordByEmail } from './auth.repository';
import { toClientUser } from './client-user';
import { verifyPasswordOrDummy } from '../../lib/password';
import { createSession, revokeSession } from './session.service';

/** Brute-force limits of one log-in request (per account and per IP); only failures count. */
export interface LoginThrottle {
  assertAllowed(): Promise<void>;
  recordFailure(): Promise<void>;
}

export interface LoginResult {
  token: string;
  expiresAt: Date;
  user: User;
}

export async function logIn(db: Database, input: LoginInput, throttle: LoginThrottle): Promise<LoginResult> {
  await throttle.assertAllowed();
  const account = await findUserWithPasswordByEmail(db, input.email);
  // Unknown e-mail and wrong password take the same time and get the same answer.
  if (!(await verifyPasswordOrDummy(account?.passwordHash, input.password)) || !account) {
    await throttle.recordFailure();
    throw new AppError(authErrorCodes.invalidCredentials, messages.invalidCredentials, 401);
  }
  // Only someone who knows the password learns that the account waits for verification.
  if (!account.isActive) throw new AppError(authErrorCodes.emailNotVerified, messages.inactive, 403);

  const { passwordHash: _passwordHash, ...user } = account;
  const session = await createSession(db, user.id);
  return { ...session, user: toClientUser(user) };
}

export async function logOut(db: Database, token: string | undefined) {
  if (token) await revokeSession(db, token);
}
