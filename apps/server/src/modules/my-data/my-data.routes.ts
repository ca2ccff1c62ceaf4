import { errors } from '../../plugins/error-responses';
import { loginSchema } from '@runtogether/shared/auth/auth.schemas';
import { deleteAccountSchema } from '@runtogether/shared/trust/trust.schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { clearSessionCookie } from '../../plugins/session-cookie';
import { createAuthLimits } from '../auth/auth.limits';
import { knownDevice } from '../auth/device-cookie';
import { checkCredentials } from '../auth/login.service';
import { signedIn } from '../auth/permissions';
import { registrationDepsOf } from '../registrations/registrations.service';
import { deleteMyAccount, exportMyData, exportSuspendedAccount } from './my-data.service';

export interface MyDataRoutesOptions {
  config: Pick<Config, 'publicUrl' | 'sessionSecret' | 'waitlistCutoffMinutes'>;
  now?: () => number;
}

/** The download as a file, never kept by a cache. */
const sendDownload = (reply: FastifyReply, data: Awaited<ReturnType<typeof exportMyData>>) =>
  reply
    .type('application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'Content-Disposition',
      `attachment; filename="runtogether-my-data-${data.exportedAt.slice(0, 10)}.json"`,
    )
    .send(JSON.stringify(data, null, 2));

/** Download and delete my data (docs/decisions/049). */
export const myDataRoutes: FastifyPluginCallbackZod<MyDataRoutesOptions> = (app, { config, now }, done) => {
  const clock = () => (now ? new Date(now()) : new Date());
  const secureCookie = config.publicUrl.startsWith('https:');
  const limits = createAuthLimits(app);
  const loginDeps = { db: app.db, publicUrl: config.publicUrl, mailQueued: () => app.mail.kick() };

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
    async (request, reply) => sendDownload(reply, await exportMyData(app.db, request.user, clock())),
  );

  app.post(
    '/suspended-account/export',
    {
      schema: {
        tags: ['my data'],
        summary:
          'The same file for a suspended account, which cannot log in: its e-mail and password, checked and limited as log-in does, prove it is theirs',
        body: loginSchema,
        response: {
          200: z.string().describe('application/json; the file name is in Content-Disposition'),
          ...errors(400, 401, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const now = clock();
      const device = knownDevice(request, { secret: config.sessionSecret, secure: secureCookie, now });
      const account = await checkCredentials(
        loginDeps,
        request.body,
        limits.loginThrottle(request),
        device,
        now,
      );
      return sendDownload(reply, await exportSuspendedAccount(app.db, account, now));
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
