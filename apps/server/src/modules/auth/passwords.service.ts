// Changing a password with the current one, and resetting a forgotten one with a mailed link
// (docs/decisions/066). Either way the account's other sessions end, a pending e-mail change is dropped (whoever
// knew the old password could have asked for it: docs/decisions/047) and its owner is told by e-mail.
import { AppError } from '@runtogether/shared/errors/app-error';
import {
  PASSWORD_RESET_TOKEN_HOURS,
  passwordErrorCodes,
  passwordMessages,
  type PasswordChangeInput,
  type PasswordResetConfirmInput,
} from '@runtogether/shared/auth/password.schemas';
import { trustErrorCodes, trustMessages } from '@runtogether/shared/trust/trust.schemas';
import type { Database } from '../../db/client';
import { hashPassword, verifyPassword, verifyPasswordOrDummy } from '../../lib/password';
import type { Locale } from '../../lib/i18n';
import { passwordChangedEmail, passwordResetEmail } from '../mail/account-emails';
import { enqueueMail } from '../mail/mail.repository';
import { deleteEmailChange, findPasswordHash } from '../users/users.repository';
import { deleteSessionsOf, findUserByEmail, setPasswordHash } from './auth.repository';
import {
  findPasswordResetToken,
  findPasswordResetTokenForUpdate,
  replacePasswordResetToken,
  usePasswordResetTokens,
} from './password-reset.repository';
import { requireUser } from './permissions';
import type { SessionUser } from './session-user';
import { hashToken, newVerificationToken } from './tokens';

export interface PasswordDeps {
  db: Database;
  /** The origin the e-mails' links point to. */
  publicUrl: string;
  /** Called once a transaction that queued mail has committed. */
  mailQueued: () => void;
}

/** The web app's pages: the reset link's, and the one to ask for it. */
export const passwordResetLink = (publicUrl: string, token: string) =>
  `${publicUrl}/reset-password?token=${token}`;
const forgotPasswordLink = (publicUrl: string) => `${publicUrl}/forgot-password`;

/**
 * The signed-in owner's change: the current password proves it is them (a session alone could be borrowed), as
 * for an e-mail change (docs/decisions/047). The caller counts the attempt against the limits first.
 * `keepSession` is the hash of the session that asked: it stays, every other one ends.
 */
export async function changePassword(
  deps: PasswordDeps,
  actor: SessionUser | null,
  input: PasswordChangeInput,
  keepSession: string | undefined,
  now = new Date(),
) {
  const user = requireUser(actor);
  if (!(await verifyPasswordOrDummy(await findPasswordHash(deps.db, user.id), input.currentPassword))) {
    // 403, not 401: the session is fine, and 401 tells the web app it was signed out.
    throw new AppError(passwordErrorCodes.wrongPassword, passwordMessages.wrongPassword, 403, {
      currentPassword: passwordMessages.wrongPassword,
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash, now);
    await deleteSessionsOf(tx, user.id, keepSession);
    await deleteEmailChange(tx, user.id);
    await tellOwner(tx, deps.publicUrl, user, 'changed', now);
  });
  deps.mailQueued();
}

/**
 * Mails a reset link to the account of this address, if there is one; the route answers the same either way,
 * so the answer reveals no account. The link replaces any older one.
 */
export async function requestPasswordReset(deps: PasswordDeps, email: string, now = new Date()) {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  // Only the hash is stored: the raw token exists in the e-mail alone.
  const token = newVerificationToken();
  await deps.db.transaction(async (tx) => {
    await replacePasswordResetToken(tx, {
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_TOKEN_HOURS * 60 * 60_000),
      now,
    });
    await enqueueMail(
      tx,
      passwordResetEmail(user, {
        link: passwordResetLink(deps.publicUrl, token),
        hours: PASSWORD_RESET_TOKEN_HOURS,
      }),
      now,
    );
  });
  deps.mailQueued();
}

const invalidLink = () =>
  new AppError(passwordErrorCodes.invalidResetLink, passwordMessages.invalidResetLink, 400, {
    token: passwordMessages.invalidResetLink,
  });

/** A link works once, within its hour. */
const isOpen = (found: { usedAt: Date | null; expiresAt: Date } | undefined, now: Date) =>
  found !== undefined && !found.usedAt && found.expiresAt > now;

/**
 * Throws "invalid or expired" for a link that no longer works, so the page says so before its form is filled
 * in. Nothing changes: the same link still sets a password later.
 */
export async function checkPasswordResetLink(deps: PasswordDeps, token: string, now = new Date()) {
  if (!isOpen(await findPasswordResetToken(deps.db, hashToken(token)), now)) throw invalidLink();
}

/**
 * Sets the password of a valid link's account and ends all its sessions: whoever had one may have known the old
 * password. A suspended account is told so with the reason, as log-in tells it (docs/decisions/049), and keeps
 * its password and link. An unverified account stays unverified: only the verification link activates one.
 */
export async function resetPassword(deps: PasswordDeps, input: PasswordResetConfirmInput, now = new Date()) {
  // Hashed and compared before the row is locked: the lock is held for a few writes, not for argon2's 30 ms.
  const [passwordHash, unchanged] = await Promise.all([
    hashPassword(input.password),
    isCurrentPassword(deps.db, input.token, input.password, now),
  ]);
  // A reset must change it, as a change must (docs/product.md "Password"); said under the password field.
  if (unchanged) {
    throw new AppError('VALIDATION_FAILED', passwordMessages.samePassword, 400, {
      password: passwordMessages.samePassword,
    });
  }
  await deps.db.transaction(async (tx) => {
    const found = await findPasswordResetTokenForUpdate(tx, hashToken(input.token));
    if (!found || !isOpen(found, now)) throw invalidLink();
    if (found.suspendedAt) {
      throw new AppError(trustErrorCodes.suspended, trustMessages.suspended, 403, {
        reason: found.suspendedReason ?? '',
      });
    }
    await setPasswordHash(tx, found.userId, passwordHash, now);
    await usePasswordResetTokens(tx, found.userId, now);
    await deleteSessionsOf(tx, found.userId);
    await deleteEmailChange(tx, found.userId);
    await tellOwner(tx, deps.publicUrl, found, 'reset', now);
  });
  deps.mailQueued();
}

/** Whether `password` is already the password of an open link's account (a closed link is refused later). */
async function isCurrentPassword(db: Database, token: string, password: string, now: Date) {
  const link = await findPasswordResetToken(db, hashToken(token));
  if (!link || !isOpen(link, now)) return false;
  const current = await findPasswordHash(db, link.userId);
  return current !== null && (await verifyPassword(current, password));
}

/** "Your password was changed" (or "was reset"), with the way back if it was not the owner. */
async function tellOwner(
  tx: Database,
  publicUrl: string,
  user: { email: string; name: string; language: Locale },
  how: 'changed' | 'reset',
  now: Date,
) {
  await enqueueMail(tx, passwordChangedEmail(user, { resetLink: forgotPasswordLink(publicUrl), how }), now);
}
