import { AppError } from '@runtogether/shared/errors/app-error';
import {
  businessIdParamsSchema,
  createPostResponseSchema,
  POST_CONTENT_MAX,
  POST_IMAGES_FIELD,
  POST_MAX_IMAGES,
  postIdParamsSchema,
  postListQuerySchema,
  postListSchema,
  postMessages,
} from '@runtogether/shared/posts/post.schemas';
import { errors } from '../../plugins/error-responses';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translateText } from '../../lib/i18n';
import { readMultipartForm } from '../uploads/multipart-form';
import { createPost, deletePost, deletingAsBusiness, listPosts, postingAsBusiness } from './posts.service';
import { withRole } from '../auth/permissions';

/** Per IP: reading a feed page by page stays far below this; a scraper does not. */
const listLimit = { max: 300, timeWindow: 60_000 };
/** Per IP: each post may carry several images to decode, so posting is limited more tightly. */
const createLimit = { max: 30, timeWindow: 60_000 };

// A UTF-16 unit takes at most 3 bytes in UTF-8: a value cut past this size was over the length limit anyway.
const MAX_FIELD_BYTES = 3 * POST_CONTENT_MAX + 16;

export const postsRoutes: FastifyPluginCallbackZod = (app, _opts, done) => {
  app.get(
    '/businesses/:id/posts',
    {
      config: { rateLimit: listLimit },
      schema: {
        tags: ['posts'],
        summary: "A business's posts with their images, newest first, paged by cursor",
        params: businessIdParamsSchema,
        querystring: postListQuerySchema,
        response: { 200: postListSchema, ...errors(400, 404, 429) },
      },
    },
    (request) => listPosts(app.db, request.params.id, request.query),
  );

  app.post(
    '/businesses/:id/posts',
    {
      preValidation: withRole(postingAsBusiness),
      config: { rateLimit: createLimit },
      schema: {
        tags: ['posts'],
        summary:
          'Post as this business (the business itself only): multipart/form-data with "title", "content" and ' +
          `up to ${POST_MAX_IMAGES} image files in "${POST_IMAGES_FIELD}". Images that fail the upload checks ` +
          'are left out and listed in failedImages; the post is saved all the same. Any other field is refused (400).',
        consumes: ['multipart/form-data'],
        params: businessIdParamsSchema,
        response: { 201: createPostResponseSchema, ...errors(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const created = await createPost(
        { db: app.db, storage: app.storage, log: request.log },
        request.user,
        request.params.id,
        () =>
          readMultipartForm(request, {
            textFields: ['title', 'content'],
            fileField: POST_IMAGES_FIELD,
            maxFiles: POST_MAX_IMAGES,
            maxFieldBytes: MAX_FIELD_BYTES,
            tooManyFiles: () =>
              new AppError('VALIDATION_FAILED', postMessages.tooManyImages, 400, {
                [POST_IMAGES_FIELD]: postMessages.tooManyImages,
              }),
          }),
      );
      // Each refused image's reason in the request's language (the post itself was saved).
      const failedImages = created.failedImages.map((failed) => ({
        ...failed,
        message: translateText(request.locale, failed.message),
      }));
      return reply.code(201).send({ ...created, failedImages });
    },
  );

  app.delete(
    '/business_posts/:id',
    {
      preValidation: withRole(deletingAsBusiness),
      schema: {
        tags: ['posts'],
        summary: 'Delete a post and its images (the business that posted it only)',
        params: postIdParamsSchema,
        response: { 204: z.null(), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deletePost(
        { db: app.db, storage: app.storage, log: request.log },
        request.user,
        request.params.id,
      );
      return reply.code(204).send(null);
    },
  );
  done();
};
