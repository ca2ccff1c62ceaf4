import { meResponseSchema } from '@runtogether/shared/users/user.schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { toClientUser } from './client-user';

export const authRoutes: FastifyPluginCallbackZod = (app, _opts, done) => {
  app.get(
    '/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, or null for an anonymous visitor',
        // 200 with null rather than 401: asking "who am I?" is not an error, and browsers log every 401.
        response: { 200: meResponseSchema },
      },
    },
    (request) => ({ user: request.user ? toClientUser(request.user) : null }),
  );
  done();
};
