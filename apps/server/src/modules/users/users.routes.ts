import { avatarResponseSchema, profileUpdateSchema } from '@runtogether/shared/users/profile.schemas';
import { errorBodySchema } from '@runtogether/shared/errors/app-error';
import { publicUserSchema, userIdParamsSchema, userSchema } from '@runtogether/shared/users/user.schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { readUploadedFile } from '../uploads/image-upload';
import { getPublicUser, replaceAvatar, updateProfile } from './users.service';
import { signedIn } from '../auth/permissions';

export const usersRoutes: FastifyPluginCallbackZod = (app, _opts, done) => {
  app.get(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'The public profile of a user (no e-mail address)',
        params: userIdParamsSchema,
        response: { 200: publicUserSchema, 404: errorBodySchema },
      },
    },
    (request) => getPublicUser(app.db, request.params.id),
  );

  app.patch(
    '/users/:id',
    {
      preValidation: signedIn(),
      schema: {
        tags: ['users'],
        summary: 'Update your own profile; unknown fields are refused',
        params: userIdParamsSchema,
        body: profileUpdateSchema,
        response: {
          200: userSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    (request) => updateProfile(app.db, request.user, request.params.id, request.body),
  );

  app.post(
    '/users/:id/avatar',
    {
      preValidation: signedIn(),
      schema: {
        tags: ['users'],
        summary: 'Replace your profile image: multipart/form-data with one image in the field "file"',
        consumes: ['multipart/form-data'],
        params: userIdParamsSchema,
        response: {
          200: avatarResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          413: errorBodySchema,
        },
      },
    },
    (request) =>
      replaceAvatar(
        { db: app.db, storage: app.storage, log: request.log },
        request.user,
        request.params.id,
        () => readUploadedFile(request),
      ),
  );
  done();
};
