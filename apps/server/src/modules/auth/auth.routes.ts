import { errorBodySchema } from '@runtogether/shared/errors/app-error';
import { userSchema } from '@runtogether/shared/users/user.schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requireUser } from './auth.service';
import { toClientUser } from './client-user';

export const authRoutes: FastifyPluginCallbackZod = (app, _opts, done) => {
  app.get(
    '/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: userSchema, 401: errorBodySchema },
      },
    },
    (request) => toClientUser(requireUser(request.user)),
  );
  done();
};
