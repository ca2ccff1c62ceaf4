import { errors } from '../../plugins/error-responses';
import { deleteAccountSchema } from '@runtogether/shared/trust/trust.schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { clearSessionCookie } from '../../plugins/session-cookie';
import { createAuthLimits } from '../auth/auth.limits';
import { signedIn } from '../auth/permissions';
import { registrationDepsOf } from '../registrations/registrations.service';
import { deleteMyAccount, exportMyData } from './my-data.service';

export interface MyDataRoutesOptions {
  config: Pick<Config, 'publicUrl' | 'sessionSecret' | 'waitlistCutoffMinutes'>;
  now?: () => number;
}

/** Download and delete my data (docs/decisions/049). */
export const myDataRoutes: FastifyPluginCallbackZod<MyDataRoutesOptions> = (app, { config, now }, done) => {
  const clock = () => (now ? new Date(now()) : new Date());
  const secureCookie = config.publicUrl.startsWith('https:');
  const limits = createAuthLimits(app);

  app.get(
    '/me/export',
    {
      preValidation: signedIn(),
      schema: {
        tags: ['my data'],
        summary: 'Everything we hold about the signed-in person, as a JSON file to download',
        response: {
          200: z.string().describe('application/json; the file name is in Content-Disposition'),
          ...errors(401),
        },
      },
    },
    async (request, reply) => {
      const data = await exportMyData(app.db, request.user, clock());
      const day = data.exportedAt.slice(0, 10);
      return reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('Content-Disposition', `attachment; filename="runtogether-my-data-${day}.json"`)
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.delete(
    '/me',
    {
      preValidation: signedIn(),
      schema: {
        tags: ['my data'],
        summary:
          'Delete the signed-in account (its password confirms): upcoming registrations and runs are cancelled, its sessions end',
        body: deleteAccountSchema,
        response: {
          204: z.null().describe('Deleted and signed out'),
          ...errors(400, 401, 403, 429),
        },
      },
    },
    async (request, reply) => {
      await limits.consumeDeletion(request);
      const deps = registrationDepsOf(app.db, config, () => app.mail.kick());
      await deleteMyAccount(deps, request.user, request.body.currentPassword, clock());
      clearSessionCookie(reply, secureCookie);
      return reply.code(204).send(null);
    },
  );
  done();
};
