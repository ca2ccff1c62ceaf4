import {
  catalogueParamsSchema,
  catalogueQuerySchema,
  languageChoiceSchema,
} from '@runtogether/shared/i18n/language.schemas';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@runtogether/shared/i18n/locales';
import type { FastifyReply } from 'fastify';
import { errors } from '../../plugins/error-responses';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { clientCatalogue } from '../../lib/i18n';
import { setLocaleCookie } from '../../plugins/locale';
import { saveLanguage } from './languages.repository';

export interface LanguagesRoutesOptions {
  config: Pick<Config, 'publicUrl'>;
}

const catalogueAnswer = z.string().describe('{ locale, messages }: the compiled catalogue, as JSON');

/**
 * The browser's catalogues and the language switch (decision 038).
 * - GET /api/i18n: the catalogue of the language this request is answered in (account, cookie, browser).
 * - GET /api/i18n/:locale[?v=]: one language's; immutable at the versioned address pages name.
 * - PUT /api/me/language: remembers a choice on this device and, signed in, on the account.
 */
export const languagesRoutes: FastifyPluginCallbackZod<LanguagesRoutesOptions> = (app, { config }, done) => {
  const secureCookie = config.publicUrl.startsWith('https:');

  /** The body is JSON already (made once at start-up): sent as it is, past the response serializer. */
  function sendCatalogue(reply: FastifyReply, locale: Locale): FastifyReply {
    return reply
      .type('application/json; charset=utf-8')
      .serializer((payload: unknown) => String(payload))
      .send(clientCatalogue(locale).body);
  }

  app.get(
    '/i18n',
    {
      schema: {
        tags: ['languages'],
        summary: "The browser's catalogue in the language this visitor is answered in",
        response: { 200: catalogueAnswer },
      },
    },
    (request, reply) => {
      void reply.header('cache-control', 'private, no-cache').header('vary', 'Cookie, Accept-Language');
      sendCatalogue(reply, request.locale);
    },
  );

  app.get(
    '/i18n/:locale',
    {
      config: { withoutSession: true },
      schema: {
        tags: ['languages'],
        summary: "One language's browser catalogue (an unknown language gets English)",
        params: catalogueParamsSchema,
        querystring: catalogueQuerySchema,
        response: { 200: catalogueAnswer, ...errors(400) },
      },
    },
    (request, reply) => {
      const locale = isLocale(request.params.locale) ? request.params.locale : DEFAULT_LOCALE;
      const versioned = request.query.v === clientCatalogue(locale).version;
      void reply.header(
        'cache-control',
        versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      );
      sendCatalogue(reply, locale);
    },
  );

  app.put(
    '/me/language',
    {
      // An anonymous choice is only this device's cookie: no shared cache holds anything it changes.
      config: { keepsSharedCaches: (request) => !request.user },
      schema: {
        tags: ['languages'],
        summary: 'Choose the language: this device (a cookie) and, signed in, the account on every device',
        body: languageChoiceSchema,
        response: { 200: languageChoiceSchema, ...errors(400) },
      },
    },
    async (request, reply) => {
      const { language } = request.body;
      if (request.user) await saveLanguage(app.db, request.user.id, language);
      setLocaleCookie(reply, language, secureCookie);
      void reply.header('cache-control', 'no-store');
      return { language };
    },
  );
  done();
};
