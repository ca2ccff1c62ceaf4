import { isAppError } from '@runtogether/shared/errors/app-error';
import {
  reminderUnsubscribeParamsSchema,
  reminderUnsubscribeResultSchema,
} from '@runtogether/shared/reminders/reminder.schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { inLanguage } from '../mail/mail-words';
import { acceptOneClickPosts, wantsHtml } from '../mail/one-click-unsubscribe';
import {
  confirmStopRemindersPage,
  invalidReminderLinkPage,
  remindersStoppedPage,
} from './reminder-unsubscribe-page';
import { readReminderLink, stopReminders } from './reminders.service';
import { errors, errorsOrPages } from '../../plugins/error-responses';

export interface RemindersRoutesOptions {
  config: Pick<Config, 'publicUrl' | 'sessionSecret'>;
}

const html = 'text/html; charset=utf-8';

/** The reminder mail's unsubscribe link (RFC 8058): routes that read no session. */
export const remindersRoutes: FastifyPluginCallbackZod<RemindersRoutesOptions> = (app, { config }, done) => {
  acceptOneClickPosts(app);
  const secret = config.sessionSecret;
  const ownPath = (token: string) => `/api/reminders/unsubscribe/${encodeURIComponent(token)}`;

  app.get(
    '/reminders/unsubscribe/:token',
    {
      config: { withoutSession: true },
      schema: {
        tags: ['reminders'],
        summary:
          "A reminder's unsubscribe link opened in a browser: a page asking to confirm (GET changes nothing)",
        params: reminderUnsubscribeParamsSchema,
        produces: ['text/html'],
        response: {
          200: z.string().describe('text/html'),
          ...errorsOrPages(404),
        },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      try {
        const link = await readReminderLink(app.db, secret, token);
        void reply.type(html).header('x-robots-tag', 'noindex');
        return link.remindersEnabled
          ? confirmStopRemindersPage(
              request.locale,
              inLanguage(ownPath(token), request.locale),
              config.publicUrl,
            )
          : remindersStoppedPage(request.locale, config.publicUrl);
      } catch (error) {
        if (!wantsHtml(request) || !isAppError(error) || error.status !== 404) throw error;
        return reply.code(404).type(html).send(invalidReminderLinkPage(request.locale, config.publicUrl));
      }
    },
  );

  app.post(
    '/reminders/unsubscribe/:token',
    {
      config: { withoutSession: true },
      schema: {
        tags: ['reminders'],
        summary:
          "One-click unsubscribe (RFC 8058): no more run reminders for the link's account. No session or CSRF token; the link's token is the credential",
        params: reminderUnsubscribeParamsSchema,
        response: {
          200: z.union([reminderUnsubscribeResultSchema, z.string().describe('text/html, to a browser')]),
          ...errorsOrPages(404),
          ...errors(400),
        },
      },
    },
    async (request, reply) => {
      const browser = wantsHtml(request);
      try {
        const result = await stopReminders(app.db, secret, request.params.token);
        if (!browser) return result;
        return reply.type(html).send(remindersStoppedPage(request.locale, config.publicUrl));
      } catch (error) {
        if (!browser || !isAppError(error) || error.status !== 404) throw error;
        return reply.code(404).type(html).send(invalidReminderLinkPage(request.locale, config.publicUrl));
      }
    },
  );
  done();
};
