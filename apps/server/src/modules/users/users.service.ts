import { randomBytes } from 'node:crypto';
import { authApiMessages, authErrorCodes } from '@runtogether/shared/auth/auth.schemas';
import {
  EMAIL_CHANGE_TOKEN_HOURS,
  emailChangeErrorCodes,
  emailChangeMessages,
  type ProfileUpdateInput,
} from '@runtogether/shared/users/profile.schemas';
import type { AvatarResponse } from '@runtogether/shared/users/profile.schemas';
import { AppError } from '@runtogether/shared/errors/app-error';
import { msg } from '@runtogether/shared/i18n/keys';
import type { PublicUser, User } from '@runtogether/shared/users/user.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { isUuid } from '../../lib/ids';
import type { StorageDriver } from '../../plugins/storage-driver';
import type { SessionUser } from '../auth/session-user';
import { requireAccount } from '../auth/permissions';
import { toClientUser, toPublicUser } from '../auth/client-user';
import { reencodeImage } from '../uploads/image-upload';
import { deleteImage, storeImage } from '../uploads/image-variants';
import { profileChanges } from './profile-changes';
import { verifyPasswordOrDummy } from '../../lib/password';
import { invalidRequest } from '../../plugins/errors';
import { usePasswordResetTokens } from '../auth/password-reset.repository';
import { hashToken, newVerificationToken } from '../auth/tokens';
import { emailChangeConfirmEmail, emailChangedEmail, emailChangeNoticeEmail } from '../mail/account-emails';
import { enqueueMail } from '../mail/mail.repository';
import { deleteSessionsOf } from '../auth/auth.repository';
import {
  deleteEmailChange,
  deleteEmailReverts,
  findActiveUserById,
  findEmailChangeForUpdate,
  findEmailRevertForUpdate,
  findPasswordHash,
  insertEmailReverts,
  isEmailUsedByAnother,
  replaceEmailChange,
  updateUser,
} from './users.repository';

/** Avatars are shown small; 512 px covers every size the web app uses at 2× density. */
const AVATAR_BOUNDS = { maxWidth: 512, maxHeight: 512 };

const notFound = () => new AppError('NOT_FOUND', msg('validation.api.userNotFound'), 404);
// Said to someone signed in: sign-up's "try logging in instead" would not fit.
const emailTaken = () => new AppError('CONFLICT', emailChangeMessages.taken, 409);

/** What anyone may see of an active account: everything but the e-mail address. */
export async function getPublicUser(db: Database, id: string): Promise<PublicUser> {
  const user = isUuid(id) ? await findActiveUserById(db, id) : undefined;
  // A suspended account's profile is gone until an admin lifts it (docs/decisions/049).
  if (!user || user.suspendedAt) throw notFound();
  return toPublicUser(user);
}

const requireSelf = (actor: SessionUser | null, id: string) =>
  requireAccount(actor, id, authApiMessages.ownProfileOnly);

export interface ProfileDeps {
  db: Database;
  /** The origin the e-mail change's links point to. */
  publicUrl: string;
  /** Called once a transaction that queued mail has committed. */
  mailQueued: () => void;
  /** Counts an e-mail change request; throws 429 past the limit (auth.limits). */
  limitEmailChange: () => Promise<void>;
}

export async function updateProfile(
  deps: ProfileDeps,
  actor: SessionUser | null,
  id: string,
  input: ProfileUpdateInput,
  now = new Date(),
): Promise<User> {
  const user = requireSelf(actor, id);
  const changes = profileChanges(user, input);
  // The same address in another case is no change (addresses match whatever their case).
  const newEmail =
    input.email !== undefined && input.email.toLowerCase() !== user.email.toLowerCase() ? input.email : null;
  if (newEmail !== null) await checkEmailChange(deps, user, newEmail, input.currentPassword);

  const updated = await deps.db.transaction(async (tx) => {
    const row = await updateUser(tx, user.id, changes, now);
    if (row && newEmail !== null) await queueEmailChange(tx, deps.publicUrl, row, newEmail, now);
    return row;
  });
  if (!updated) throw notFound();
  if (newEmail !== null) deps.mailQueued();
  return toClientUser(updated);
}

/**
 * Moving an account to another address needs its password, not only a session (docs/decisions/047): a
 * borrowed session must not be able to take the account, or a stranger's address. Limited like sign-up.
 */
async function checkEmailChange(
  deps: ProfileDeps,
  user: SessionUser,
  newEmail: string,
  currentPassword: string | undefined,
) {
  if (!currentPassword) {
    throw invalidRequest('body', { currentPassword: emailChangeMessages.currentPasswordRequired });
  }
  await deps.limitEmailChange();
  if (!(await verifyPasswordOrDummy(await findPasswordHash(deps.db, user.id), currentPassword))) {
    // 403, not 401: the session is fine, and 401 tells the web app it was signed out.
    throw new AppError(emailChangeErrorCodes.wrongPassword, emailChangeMessages.wrongPassword, 403, {
      currentPassword: emailChangeMessages.wrongPassword,
    });
  }
  if (await isEmailUsedByAnother(deps.db, newEmail, user.id)) throw emailTaken();
}

/** The pending change and its two e-mails: a link to the new address, a notice with a way back to the old. */
async function queueEmailChange(
  tx: Database,
  publicUrl: string,
  user: SessionUser,
  newEmail: string,
  now: Date,
) {
  // Only the hashes are stored: the raw tokens exist in the two e-mails alone.
  const confirmToken = newVerificationToken();
  const cancelToken = newVerificationToken();
  await replaceEmailChange(tx, {
    userId: user.id,
    newEmail,
    confirmTokenHash: hashToken(confirmToken),
    cancelTokenHash: hashToken(cancelToken),
    expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TOKEN_HOURS * 60 * 60_000),
    createdAt: now,
  });
  const recipient = { name: user.name, language: user.language };
  await enqueueMail(
    tx,
    emailChangeConfirmEmail(
      { ...recipient, email: newEmail },
      { link: emailChangeLink(publicUrl, 'confirm', confirmToken), hours: EMAIL_CHANGE_TOKEN_HOURS },
    ),
    now,
  );
  await enqueueMail(
    tx,
    emailChangeNoticeEmail(
      { ...recipient, email: user.email },
      { newEmail, cancelLink: emailChangeLink(publicUrl, 'cancel', cancelToken) },
    ),
    now,
  );
}

/** The web app's pages that finish the change (they post the token to the API). */
export const emailChangeLink = (publicUrl: string, link: 'confirm' | 'cancel', token: string) =>
  `${publicUrl}/${link === 'confirm' ? 'confirm-email-change' : 'cancel-email-change'}?token=${token}`;

const invalidLink = () =>
  new AppError(authErrorCodes.invalidToken, emailChangeMessages.invalidLink, 400, {
    token: emailChangeMessages.invalidLink,
  });

/** How long the old address can take the account back after a confirmed change (docs/decisions/047). */
export const EMAIL_REVERT_DAYS = 7;

/**
 * The link sent to the new address: the account takes that address now, if nobody else took it meanwhile. Reset
 * links mailed to the old address are spent: people move when they lose a mailbox (docs/decisions/047). The old
 * address is told, and for a week its links (the notice sent with the request, and this one) take it back.
 */
export async function confirmEmailChange(
  deps: Pick<ProfileDeps, 'db' | 'publicUrl' | 'mailQueued'>,
  token: string,
  now = new Date(),
) {
  try {
    await deps.db.transaction(async (tx) => {
      const change = await findEmailChangeForUpdate(tx, 'confirm', hashToken(token));
      if (!change || change.expiresAt <= now) throw invalidLink();
      if (await isEmailUsedByAnother(tx, change.newEmail, change.userId)) throw emailTaken();
      const before = await findActiveUserById(tx, change.userId);
      if (!before) throw invalidLink();
      await updateUser(tx, change.userId, { email: change.newEmail }, now);
      await deleteEmailChange(tx, change.userId);
      await usePasswordResetTokens(tx, change.userId, now);
      const revertToken = newVerificationToken();
      const expiresAt = new Date(now.getTime() + EMAIL_REVERT_DAYS * 24 * 60 * 60_000);
      const oldEmail = before.email;
      await insertEmailReverts(tx, [
        { userId: change.userId, oldEmail, tokenHash: change.cancelTokenHash, expiresAt, createdAt: now },
        { userId: change.userId, oldEmail, tokenHash: hashToken(revertToken), expiresAt, createdAt: now },
      ]);
      await enqueueMail(
        tx,
        emailChangedEmail(
          { email: oldEmail, name: before.name, language: before.language },
          {
            newEmail: change.newEmail,
            revertLink: emailChangeLink(deps.publicUrl, 'cancel', revertToken),
            days: EMAIL_REVERT_DAYS,
          },
        ),
        now,
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  deps.mailQueued();
}

/**
 * The "this wasn't me" link sent to the old address. Before the change is confirmed, it drops the pending change
 * and the address stays. After, for a week, it gives the account its old address back and signs everyone out of
 * it, whoever changed the address among them: they knew the password (docs/decisions/047). Answers which.
 */
export async function cancelEmailChange(
  deps: Pick<ProfileDeps, 'db'>,
  token: string,
  now = new Date(),
): Promise<{ reverted: string | null }> {
  return deps.db.transaction(async (tx) => {
    const change = await findEmailChangeForUpdate(tx, 'cancel', hashToken(token));
    if (change) {
      await deleteEmailChange(tx, change.userId);
      return { reverted: null };
    }
    const revert = await findEmailRevertForUpdate(tx, hashToken(token), now);
    if (!revert) throw invalidLink();
    // Someone else may have signed up with the address the account left.
    if (await isEmailUsedByAnother(tx, revert.oldEmail, revert.userId)) throw emailTaken();
    await updateUser(tx, revert.userId, { email: revert.oldEmail }, now);
    await deleteEmailReverts(tx, revert.userId);
    // Whatever the taker set going: a further change, reset links to their address, their sessions.
    await deleteEmailChange(tx, revert.userId);
    await usePasswordResetTokens(tx, revert.userId, now);
    await deleteSessionsOf(tx, revert.userId);
    return { reverted: revert.oldEmail };
  });
}

export interface AvatarDeps {
  db: Database;
  storage: StorageDriver;
  log: FastifyBaseLogger;
}

/**
 * Stores a re-encoded copy of the upload under a new server-made name and points the profile at it; the
 * previous avatar is removed afterwards. The permission check comes before the upload is even read.
 */
export async function replaceAvatar(
  deps: AvatarDeps,
  actor: SessionUser | null,
  id: string,
  readUpload: () => Promise<Buffer>,
  now = new Date(),
): Promise<AvatarResponse> {
  const user = requireSelf(actor, id);
  const image = await reencodeImage(await readUpload(), AVATAR_BOUNDS);
  const prefix = `profiles/user-${user.id}-`;
  const key = `${prefix}${randomBytes(8).toString('hex')}.${image.extension}`;
  await storeImage(deps.storage, key, image, 'avatar');
  const profileImageUrl = deps.storage.publicUrl(key);
  try {
    await updateUser(deps.db, user.id, { profileImageUrl }, now);
  } catch (error) {
    await deleteImage(deps.storage, key, 'avatar');
    throw error;
  }

  // Only our own earlier avatar file is ever deleted, never whatever else a URL might point to.
  const oldKey = user.profileImageUrl ? deps.storage.keyFromUrl(user.profileImageUrl) : null;
  if (oldKey?.startsWith(prefix)) {
    await deleteImage(deps.storage, oldKey, 'avatar').catch((error: unknown) => {
      deps.log.warn({ err: error, key: oldKey }, 'could not delete the previous avatar');
    });
  }
  return { profileImageUrl };
}
