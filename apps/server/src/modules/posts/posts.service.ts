// Business posts: anyone reads them; only the business itself posts and deletes (docs/product.md §6).
import { randomBytes } from 'node:crypto';
import { AppError, isAppError } from '@runtogether/shared/errors/app-error';
import { msg } from '@runtogether/shared/i18n/keys';
import {
  postInputSchema,
  postMessages,
  type BusinessPost,
  type CreatePostResponse,
  type FailedImage,
  type PostList,
  type PostListQuery,
} from '@runtogether/shared/posts/post.schemas';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { isUuid, MAX_INTEGER_ID } from '../../lib/ids';
import { cursorPart, keysetCursor } from '../../lib/keyset-cursor';
import type { StorageDriver } from '../../plugins/storage-driver';
import type { SessionUser } from '../auth/session-user';
import { requireAccount, type RolePermission } from '../auth/permissions';
import { reencodeImage, type StoredImage } from '../uploads/image-upload';
import { deleteImage, storeImage } from '../uploads/image-variants';
import type { MultipartForm } from '../uploads/multipart-form';
import {
  deletePostRows,
  findBusinessId,
  findImagesOfPosts,
  findPostById,
  findPostPage,
  insertPostWithImages,
  reservePostId,
  type DeletedPost,
  type PostCursorPosition,
  type PostImageRow,
  type PostRow,
} from './posts.repository';

/** Post photos are shown in a grid and opened full width on a phone; 1600 px covers 2× density. */
const POST_IMAGE_BOUNDS = { maxWidth: 1600, maxHeight: 1600 };

export const POST_IMAGE_NOT_SAVED = msg('validation.api.imageNotSaved');

export interface PostDeps {
  db: Database;
  storage: StorageDriver;
  log: FastifyBaseLogger;
}

const businessNotFound = () => new AppError('NOT_FOUND', postMessages.businessNotFound, 404);
const postNotFound = () => new AppError('NOT_FOUND', postMessages.postNotFound, 404);
const keyPrefix = (postId: number) => `posts/post-${postId}-`;

function toPost(row: PostRow, images: readonly PostImageRow[]): BusinessPost {
  return {
    id: row.id,
    businessId: row.businessId,
    title: row.title,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    images: images.map((image) => ({
      id: image.id,
      url: image.url,
      name: image.name,
      altText: image.altText,
    })),
  };
}

// created_at travels to the microsecond, as PostgreSQL stores it, so no post is skipped or repeated.
const postCursor = keysetCursor(z.tuple([cursorPart.exactInstant, cursorPart.id]));

export async function listPosts(db: Database, businessId: string, query: PostListQuery): Promise<PostList> {
  const position = query.cursor === undefined ? undefined : postCursor.decode(query.cursor);
  const cursor: PostCursorPosition | undefined = position && { createdAtExact: position[0], id: position[1] };
  if (!isUuid(businessId) || !(await findBusinessId(db, businessId))) throw businessNotFound();
  // One row more than asked tells whether another page follows, without a count query.
  const rows = await findPostPage(db, businessId, cursor, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const images = await findImagesOfPosts(
    db,
    page.map((row) => row.id),
  );
  const imagesByPost = new Map<number, PostImageRow[]>();
  for (const image of images) {
    const list = imagesByPost.get(image.postId);
    if (list) list.push(image);
    else imagesByPost.set(image.postId, [image]);
  }
  const last = page.at(-1);
  return {
    items: page.map((row) => toPost(row, imagesByPost.get(row.id) ?? [])),
    nextCursor: rows.length > query.limit && last ? postCursor.encode([last.createdAtExact, last.id]) : null,
  };
}

/** Only businesses post (the routes check it before reading the upload); the owner check follows here. */
export const postingAsBusiness: RolePermission = {
  role: 'business',
  forbidden: postMessages.notAuthorizedCreate,
};
export const deletingAsBusiness: RolePermission = {
  role: 'business',
  forbidden: postMessages.notAuthorizedDelete,
};

function validationError(form: MultipartForm) {
  const fields: Record<string, string> = {};
  // Browsers send a textarea's line breaks as CRLF in multipart bodies; stored and counted as one character.
  const lines = (value: string | undefined) => (value ?? '').replace(/\r\n?/g, '\n');
  const parsed = postInputSchema.safeParse({
    title: lines(form.fields.title),
    content: lines(form.fields.content),
  });
  if (parsed.success && form.truncatedFields.length === 0) return { input: parsed.data };
  for (const issue of parsed.error?.issues ?? []) {
    const field = String(issue.path[0]);
    fields[field] ??= issue.message;
  }
  // A value cut at the field size limit was far too long, whatever is left of it.
  if (form.truncatedFields.includes('title')) fields.title = postMessages.titleTooLong;
  if (form.truncatedFields.includes('content')) fields.content = postMessages.contentTooLong;
  const messages = Object.values(fields);
  const message = messages.includes(postMessages.required) ? postMessages.required : (messages[0] ?? '');
  return { error: new AppError('VALIDATION_FAILED', message, 400, fields) };
}

interface EncodedImage {
  name: string;
  image: StoredImage;
}

/**
 * Creates a post with the images that pass the upload checks (SECURITY.md, uploads). An image that fails is left
 * out and reported in `failedImages`; the post is saved all the same (docs/product.md §8). Files are stored under names
 * made from a post id taken beforehand, then post and image rows are written in one transaction; if that fails,
 * the stored files are removed again.
 */
export async function createPost(
  deps: PostDeps,
  actor: SessionUser | null,
  businessId: string,
  readForm: () => Promise<MultipartForm>,
): Promise<CreatePostResponse> {
  const owner = requireAccount(actor, businessId, postMessages.notAuthorizedCreate, 'business');
  const form = await readForm();
  const checked = validationError(form);
  if (checked.error) throw checked.error;
  const { input } = checked;

  const failedImages: FailedImage[] = [];
  const encoded: EncodedImage[] = [];
  // One at a time: decoding is memory-hungry, and a post has only a few images.
  for (const file of form.files) {
    if ('error' in file) {
      failedImages.push({ name: file.name, message: file.error.message });
      continue;
    }
    try {
      encoded.push({ name: file.name, image: await reencodeImage(file.data, POST_IMAGE_BOUNDS) });
    } catch (error) {
      if (!isAppError(error)) throw error;
      failedImages.push({ name: file.name, message: error.message });
    }
  }

  const postId = await reservePostId(deps.db);
  const stored: { key: string; name: string }[] = [];
  for (const { name, image } of encoded) {
    const key = `${keyPrefix(postId)}${randomBytes(8).toString('hex')}.${image.extension}`;
    try {
      await storeImage(deps.storage, key, image, 'post');
      stored.push({ key, name });
    } catch (error) {
      deps.log.warn({ err: error, key }, 'could not store a post image');
      failedImages.push({ name, message: POST_IMAGE_NOT_SAVED });
    }
  }

  try {
    const saved = await deps.db.transaction((tx) =>
      insertPostWithImages(
        tx,
        { id: postId, businessId: owner.id, title: input.title, content: input.content },
        stored.map(({ key, name }) => ({ url: deps.storage.publicUrl(key), name })),
      ),
    );
    return { post: toPost(saved.post, saved.images), failedImages };
  } catch (error) {
    await removeFiles(
      deps,
      stored.map(({ key }) => key),
    );
    throw error;
  }
}

/** Deletes a post and its images (its business only); the files go after the commit. */
export async function deletePost(deps: PostDeps, actor: SessionUser | null, id: number): Promise<void> {
  const post = id <= MAX_INTEGER_ID ? await findPostById(deps.db, id) : undefined;
  if (!post) throw postNotFound();
  requireAccount(actor, post.businessId, postMessages.notAuthorizedDelete, 'business');
  if (!(await deletePostAndImages(deps, id))) throw postNotFound();
}

/**
 * Deletes a post's rows and, once that has committed, the image files its own upload made. `alongside` runs in
 * the same transaction, given the deleted post (an admin's removal audits and e-mails there: decision 049).
 * Answers false when there was no such post.
 */
export async function deletePostAndImages(
  deps: PostDeps,
  id: number,
  alongside?: (tx: Database, post: DeletedPost) => Promise<void>,
): Promise<boolean> {
  const deleted = await deps.db.transaction(async (tx) => {
    const rows = await deletePostRows(tx, id);
    if (rows && alongside) await alongside(tx, rows.post);
    return rows;
  });
  if (!deleted) return false;
  // Only files this post's own upload made are removed, never whatever else a URL might point to.
  const keys = deleted.imageUrls
    .map((url) => deps.storage.keyFromUrl(url))
    .filter((key): key is string => key?.startsWith(keyPrefix(id)) === true);
  await removeFiles(deps, keys);
  return true;
}

async function removeFiles(deps: PostDeps, keys: readonly string[]) {
  for (const key of keys) {
    await deleteImage(deps.storage, key, 'post').catch((error: unknown) => {
      deps.log.warn({ err: error, key }, 'could not delete a post image');
    });
  }
}
