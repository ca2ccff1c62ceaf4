// Which language a request is answered in (decision 038): the signed-in account's language, else the ?lang= of
// a mail's link, else the language cookie the footer's switch sets, else the browser's Accept-Language, else
// English.
import { LOCALE_COOKIE, isLocale, negotiateLocale, type Locale } from '@runtogether/shared/i18n/locales';
import { DEFAULT_LOCALE } from '@runtogether/shared/i18n/locales';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of this answer: its error messages, the pages it renders, the e-mails it queues. */
    readonly locale: Locale;
  }
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The language a visitor's device asks for, before any account: the cookie, then Accept-Language. */
export function deviceLocale(request: FastifyRequest): Locale {
  const cookie = request.cookies?.[LOCALE_COOKIE];
  if (isLocale(cookie)) return cookie;
  return negotiateLocale(request.headers['accept-language']) ?? DEFAULT_LOCALE;
}

/** Remembers a language on this device (readable by the page's script, which has no secret to guard here). */
export function setLocaleCookie(reply: FastifyReply, locale: Locale, secure: boolean) {
  void reply.setCookie(LOCALE_COOKIE, locale, {
    path: '/',
    maxAge: ONE_YEAR_SECONDS,
    sameSite: 'lax',
    secure,
    httpOnly: false,
  });
}

function registerLocale(app: FastifyInstance, _options: unknown, done: () => void) {
  // Computed on first use: the session (request.user) is known by then, and most answers never ask.
  app.decorateRequest('locale', {
    getter(this: FastifyRequest): Locale {
      const language = (this.user as { language?: unknown } | null)?.language;
      if (isLocale(language)) return language;
      // A mail's one-click links (unsubscribe, give up a spot) open without a session, often in another
      // browser than the one the account uses: their ?lang= is the mail's language.
      const asked = (this.query as { lang?: unknown } | undefined)?.lang;
      return isLocale(asked) ? asked : deviceLocale(this);
    },
  });
  done();
}

export const localePlugin = fp(registerLocale, { name: 'locale', dependencies: ['@fastify/cookie'] });
