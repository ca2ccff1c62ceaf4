import { randomBytes } from 'node:crypto';
import { authApiMessages, messages } from '@runtogether/shared/auth/auth.schemas';
import { type ProfileUpdateInput } from '@runtogether/shared/users/profile.schemas';
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
import { findActiveUserById, isEmailUsedByAnother, updateUser } from './users.repository';

/** Avatars are shown small; 512 px covers every size the web app uses at 2× density. */
const AVATAR_BOUNDS = { maxWidth: 512, maxHeight: 512 };

const notFound = () => new AppError('NOT_FOUND', msg('validation.api.userNotFound'), 404);
const emailTaken = () => new AppError('CONFLICT', messages.emailTaken, 409);

/** What anyone may see of an active account: everything but the e-mail address. */
export async function getPublicUser(db: Database, id: string): Promise<PublicUser> {
  const user = isUuid(id) ? await findActiveUserById(db, id) : undefined;
  if (!user) throw notFound();
  return toPublicUser(user);
}

const requireSelf = (actor: SessionUser | null, id: string) =>
  requireAccount(actor, id, authApiMessages.ownProfileOnly);

export async function updateProfile(
  db: Database,
  actor: SessionUser | null,
  id: string,
  input: ProfileUpdateInput,
  now = new Date(),
): Promise<User> {
  const user = requireSelf(actor, id);
  const changes = profileChanges(user, input);
  if (changes.email !== undefined && (await isEmailUsedByAnother(db, changes.email, user.id))) {
    throw emailTaken();
  }
  try {
    const updated = await updateUser(db, user.id, changes, now);
    if (!updated) throw notFound();
    return toClientUser(updated);
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
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
