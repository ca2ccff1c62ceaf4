import { messageResponseSchema } from '@runtogether/shared/auth/auth.schemas';
import {
  avatarResponseSchema,
  emailChangeMessages,
  emailChangeTokenSchema,
  profileUpdateSchema,
} from '@runtogether/shared/users/profile.schemas';
import { publicUserSchema, userIdParamsSchema, userSchema } from '@runtogether/shared/users/user.schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { readUploadedFile } from '../uploads/image-upload';
import type { Config } from '../../config';
import { translateText } from '../../lib/i18n';
import { createAuthLimits } from '../auth/auth.limits';
import { signedIn } from '../auth/permissions';
import {
  cancelEmailChange,
  confirmEmailChange,
  getPublicUser,
  replaceAvatar,
  updateProfile,
} from './users.service';
import { errors } from '../../plugins/error-responses';

export interface UsersRoutesOptions {
  config: Pick<Config, 'publicUrl'>;
  /** The clock (tests move it instead of sleeping). */
  now?: () => number;
}

export const usersRoutes: FastifyPluginCallbackZod<UsersRoutesOptions> = (
  app,
  { config, now: clock = Date.now },
  done,
) => {
  const limits = createAuthLimits(app);

  app.get(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'The public profile of a user (no e-mail address)',
        params: userIdParamsSchema,
        response: { 200: publicUserSchema, ...errors(404) },
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
        summary:
          'Update your own profile; unknown fields are refused. A new e-mail needs currentPassword and waits for the link sent to it',
        params: userIdParamsSchema,
        body: profileUpdateSchema,
        response: {
          200: userSchema,
          ...errors(400, 401, 403, 409, 429),
        },
      },
    },
    (request) =>
      updateProfile(
        {
          db: app.db,
          publicUrl: config.publicUrl,
          mailQueued: () => app.mail.kick(),
          limitEmailChange: () => limits.consumeEmailChange(request),
        },
        request.user,
        request.params.id,
        request.body,
        new Date(clock()),
      ),
  );

  app.post(
    '/users/email-change/confirm',
    {
      // The token is the capability, whoever's browser follows the link; and with no session read, the kept
      // sessions of every account are dropped after it (session.plugin), the changed one's included.
      config: { withoutSession: true },
      schema: {
        tags: ['users'],
        summary:
          'Finish an e-mail change with the token of the link sent to the new address (no session needed)',
        body: emailChangeTokenSchema,
        response: { 200: messageResponseSchema, ...errors(400, 409) },
      },
    },
    async (request) => {
      await confirmEmailChange(
        { db: app.db, publicUrl: config.publicUrl, mailQueued: () => app.mail.kick() },
        request.body.token,
        new Date(clock()),
      );
      return { message: translateText(request.locale, emailChangeMessages.confirmed) };
    },
  );

  app.post(
    '/users/email-change/cancel',
    {
      config: { withoutSession: true },
      schema: {
        tags: ['users'],
        summary:
          'Drop a pending e-mail change, or within a week of its confirmation take the old address back, with the token of a link sent to the old address',
        body: emailChangeTokenSchema,
        response: { 200: messageResponseSchema, ...errors(400, 409) },
      },
    },
    async (request) => {
      const { reverted } = await cancelEmailChange({ db: app.db }, request.body.token, new Date(clock()));
      return {
        message:
          reverted === null
            ? translateText(request.locale, emailChangeMessages.cancelled)
            : translateText(request.locale, emailChangeMessages.reverted, { email: reverted }),
      };
    },
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
          ...errors(400, 401, 403, 413),
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
