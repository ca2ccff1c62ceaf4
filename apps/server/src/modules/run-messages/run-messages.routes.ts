import {
  runMessageInputSchema,
  runMessagesSchema,
  sentRunMessageSchema,
} from '@runtogether/shared/run-messages/run-message.schemas';
import { runIdParamsSchema } from '@runtogether/shared/runs/run.schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { withHostPower } from '../auth/permissions';
import { noteRunActivity } from '../team/team.service';
import { getRunMessages, messagingRunners, sendRunMessage } from './run-messages.service';
import { errors } from '../../plugins/error-responses';

export interface RunMessagesRoutesOptions {
  config: Pick<Config, 'publicUrl'>;
  now?: () => number;
}

/** A host's short messages to everyone registered for a run. */
export const runMessagesRoutes: FastifyPluginCallbackZod<RunMessagesRoutesOptions> = (
  app,
  { config, now },
  done,
) => {
  const clock = () => (now ? new Date(now()) : new Date());
  const deps = { db: app.db, publicUrl: config.publicUrl, mailQueued: () => app.mail.kick() };

  app.get(
    '/events/:id/messages',
    {
      preValidation: withHostPower(messagingRunners, 'runs'),
      schema: {
        tags: ['runs'],
        summary:
          "The run's host: the messages sent to its runners, newest first, and how many are left today",
        params: runIdParamsSchema,
        response: { 200: runMessagesSchema, ...errors(401, 403, 404) },
      },
    },
    (request) => getRunMessages(app.db, request.user, request.params.id, clock()),
  );

  app.post(
    '/events/:id/messages',
    {
      preValidation: withHostPower(messagingRunners, 'runs'),
      schema: {
        tags: ['runs'],
        summary:
          "The run's host e-mails everyone registered (confirmed or waitlisted) a message of 1–280 characters; at most 3 per run per day in the run's time zone (429 after that)",
        params: runIdParamsSchema,
        body: runMessageInputSchema,
        response: {
          201: sentRunMessageSchema,
          200: sentRunMessageSchema.describe('The same words were sent minutes ago: that send, mailed once'),
          ...errors(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const sent = await sendRunMessage(deps, request.user, request.params.id, request.body, clock());
      if (sent.alreadySent) return reply.code(200).send(sent);
      await noteRunActivity(app.db, request.user, request.params.id, 'messaged');
      return reply.code(201).send(sent);
    },
  );
  done();
};
