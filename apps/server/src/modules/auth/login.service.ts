import { authErrorCodes, messages, type LoginInput } from '@runtogether/shared/auth/auth.schemas';
import { AppError } from '@runtogether/shared/errors/app-error';
import { trustErrorCodes, trustMessages } from '@runtogether/shared/trust/trust.schemas';
import type { User } from '@runtogether/shared/users/user.schemas';
import type { Database } from '../../db/client';
import { findUserWithPasswordByEmail } from './auth.repository';
import { toClientUser } from './client-user';
import { verifyPasswordOrDummy } from '../../lib/password';
import { createSession, revokeSession } from './session.service';
import type { Locale } from '../../lib/i18n';
import { enqueueMail } from '../mail/mail.repository';
import { accountLockedEmail } from '../mail/account-emails';
import { AUTH_LIMITS, type LoginThrottle } from './auth.limits';
import type { KnownDevice } from './device-cookie';

export interface LoginDeps {
  db: Database;
  publicUrl: string;
  mailQueued: () => void;
}

export interface LoginResult {
  token: string;
  expiresAt: Date;
  user: User;
}

/**
 * The account whose e-mail and password these are, through the same limits as log-in. Per-IP limit first, always.
 * The per-account lock-out holds for everyone but a browser that has signed in to the account before
 * (docs/decisions/047): strangers' guesses cannot keep the owner out, and the owner is told by e-mail when the lock
 * trips.
 */
export async function checkCredentials(
  deps: LoginDeps,
  input: LoginInput,
  throttle: LoginThrottle,
  device: Pick<KnownDevice, 'knows'>,
  now = new Date(),
) {
  await throttle.assertIpAllowed();
  const account = await findUserWithPasswordByEmail(deps.db, input.email);
  if (!account || !device.knows(account.id)) await throttle.assertAccountAllowed();
  // Unknown e-mail and wrong password take the same time and get the same answer.
  if (!(await verifyPasswordOrDummy(account?.passwordHash, input.password)) || !account) {
    const { lockedAccount } = await throttle.recordFailure();
    if (lockedAccount && account) await tellOwnerOfLockOut(deps, account, now);
    throw new AppError(authErrorCodes.invalidCredentials, messages.invalidCredentials, 401);
  }
  const { passwordHash: _passwordHash, ...user } = account;
  return user;
}

export async function logIn(
  deps: LoginDeps,
  input: LoginInput,
  throttle: LoginThrottle,
  device: Pick<KnownDevice, 'knows'>,
  now = new Date(),
): Promise<LoginResult> {
  const user = await checkCredentials(deps, input, throttle, device, now);
  // Only someone who knows the password learns that the account waits for verification.
  if (!user.isActive) throw new AppError(authErrorCodes.emailNotVerified, messages.inactive, 403);
  // An admin's suspension (docs/decisions/049): told only to someone who knows the password, with the reason.
  if (user.suspendedAt) {
    throw new AppError(trustErrorCodes.suspended, trustMessages.suspended, 403, {
      reason: user.suspendedReason ?? '',
    });
  }
  const session = await createSession(deps.db, user.id);
  return { ...session, user: toClientUser(user) };
}

async function tellOwnerOfLockOut(
  deps: LoginDeps,
  account: { email: string; name: string; language: Locale },
  now: Date,
) {
  const mail = accountLockedEmail(account, {
    minutes: AUTH_LIMITS.loginFailuresPerAccount.windowMs / 60_000,
    failures: AUTH_LIMITS.loginFailuresPerAccount.max,
    loginLink: `${deps.publicUrl}/login`,
  });
  if (await enqueueMail(deps.db, mail, now)) deps.mailQueued();
}

export async function logOut(db: Database, token: string | undefined) {
  if (token) await revokeSession(db, token);
}
