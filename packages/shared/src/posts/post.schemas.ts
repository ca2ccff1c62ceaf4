import { z } from 'zod';
import { msg } from '../i18n/keys';
import { POST_CONTENT_MAX, POST_TITLE_MAX, POSTS_MAX_LIMIT, POSTS_PAGE_SIZE } from './post.rules';
// Sentences, not zod's wording, for every issue without a message of its own; ids in paths.
import { pathId } from '../i18n/zod-messages';

// A post's limits live in post.rules.ts (no zod: a business profile pages its posts without building a schema).
export * from './post.rules';

/** docs/product.md §5 "New post" and §8 "Profile, posts, runs", plus the server's own refusals. */
export const postMessages = {
  loadFailed: msg('validation.post.loadFailed'),
  created: msg('validation.post.created'),
  createFailed: msg('validation.post.createFailed'),
  deleted: msg('validation.post.deleted'),
  deleteFailed: msg('validation.post.deleteFailed'),
  required: msg('validation.post.required'),
  titleTooLong: msg('validation.post.titleTooLong'),
  contentTooLong: msg('validation.post.contentTooLong'),
  tooManyImages: msg('validation.post.tooManyImages'),
  notAuthorizedCreate: msg('validation.post.notAuthorizedCreate'),
  notAuthorizedDelete: msg('validation.post.notAuthorizedDelete'),
  confirmDelete: msg('validation.post.confirmDelete'),
  imageUnavailable: msg('validation.post.imageUnavailable'),
  businessNotFound: msg('validation.post.businessNotFound'),
  postNotFound: msg('validation.post.postNotFound'),
  imageFailed: (name: string, message: string) => `Image "${name}" was not added: ${message}`,
} as const;

/** Title and content of a new post: the form's resolver and the server's check (whitespace alone is empty). */
export const postInputSchema = z.object({
  title: z.string().trim().min(1, postMessages.required).max(POST_TITLE_MAX, postMessages.titleTooLong),
  content: z.string().trim().min(1, postMessages.required).max(POST_CONTENT_MAX, postMessages.contentTooLong),
});
export type PostInput = z.infer<typeof postInputSchema>;
export type PostFormValues = z.input<typeof postInputSchema>;

export const postImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  /** The uploaded file's name, as the business chose it. */
  name: z.string(),
  altText: z.string().nullable(),
});
export type PostImage = z.infer<typeof postImageSchema>;

export const businessPostSchema = z.object({
  id: z.number().int(),
  businessId: z.string(),
  title: z.string(),
  content: z.string(),
  /** ISO 8601 instant. */
  createdAt: z.string(),
  images: z.array(postImageSchema),
});
export type BusinessPost = z.infer<typeof businessPostSchema>;

/** GET /api/businesses/:id/posts, newest first; `cursor` is the `nextCursor` of the previous page. */
export const postListQuerySchema = z.object({
  limit: z.coerce.number().min(1).max(POSTS_MAX_LIMIT).int().default(POSTS_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
});
export type PostListQuery = z.infer<typeof postListQuerySchema>;

export const postListSchema = z.object({
  items: z.array(businessPostSchema),
  nextCursor: z.string().nullable(),
});
export type PostList = z.infer<typeof postListSchema>;

/** An image left out of a new post, and why (not an image, over 5 MB, too many pixels). */
export const failedImageSchema = z.object({ name: z.string(), message: z.string() });
export type FailedImage = z.infer<typeof failedImageSchema>;

/** POST /api/businesses/:id/posts: the saved post, and the images that could not be added to it. */
export const createPostResponseSchema = z.object({
  post: businessPostSchema,
  failedImages: z.array(failedImageSchema),
});
export type CreatePostResponse = z.infer<typeof createPostResponseSchema>;

export const businessIdParamsSchema = z.object({ id: z.string().max(100) });
export const postIdParamsSchema = z.object({ id: pathId() });
