// The server's words (decision 038): every catalogue compiled once at start-up, one translate function per
// language, and the browser's share of each catalogue ready to send.
import { createHash } from 'node:crypto';
import {
  CATALOGUES,
  SERVER_ONLY_PREFIXES,
  isMessageKey,
  type MessageKey,
} from '@runtogether/shared/i18n/catalogue';
import { compileCatalogue } from '@runtogether/shared/i18n/compile';
import { translateMessageText } from '@runtogether/shared/i18n/message-values';
import { DEFAULT_LOCALE, INTL_LOCALE, LOCALES, type Locale } from '@runtogether/shared/i18n/locales';
import {
  createI18n,
  translator,
  type MessageValues,
  type Translate,
} from '@runtogether/shared/i18n/translator';

const compiled = Object.fromEntries(
  LOCALES.map((locale) => [locale, compileCatalogue(CATALOGUES[locale])]),
) as Record<Locale, Record<string, unknown>>;

/**
 * A value that ends with its own full stop ("Retiro Running Co.") takes no second one where the sentence ends
 * right after it ("… de Retiro Running Co..").
 */
const oneFullStop =
  (translate: Translate): Translate =>
  (key, values) => {
    let text = translate(key, values);
    for (const value of Object.values(values ?? {})) {
      if (typeof value === 'string' && value.length > 1 && value.endsWith('.')) {
        text = text.replaceAll(`${value}.`, value);
      }
    }
    return text;
  };

const translators = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    oneFullStop(translator(createI18n(locale, compiled[locale], compiled[DEFAULT_LOCALE]))),
  ]),
) as Record<Locale, Translate>;

/** The translate function of a language: `translatorFor(user.language)('email.reminder.subject', {…})`. */
export const translatorFor = (locale: Locale): Translate => translators[locale];

/** A text that may be a message key (an error's message, a schema's) in the given language; others as they are. */
export function translateText(locale: Locale, text: string, values?: MessageValues): string {
  // A key may carry its own values (a schema's "can be at most {max} characters"): message-values.ts.
  return translateMessageText(
    text,
    isMessageKey,
    (key, v?: MessageValues) => translators[locale](key as MessageKey, v),
    values,
  );
}

/** The locale Intl formats with for a language ('es' → 'es-ES'). */
export const intlLocaleOf = (locale: Locale): string => INTL_LOCALE[locale];

export interface ClientCatalogue {
  /** The JSON body of GET /api/i18n/:locale. */
  body: string;
  /** A short hash of the body: the `v` of its immutable address. */
  version: string;
}

const isClientKey = (key: string) => !SERVER_ONLY_PREFIXES.some((prefix) => key.startsWith(prefix));

const clientCatalogues = Object.fromEntries(
  LOCALES.map((locale) => {
    const messages = Object.fromEntries(Object.entries(compiled[locale]).filter(([key]) => isClientKey(key)));
    const body = JSON.stringify({ locale, messages });
    const version = createHash('sha256').update(body).digest('base64url').slice(0, 12);
    return [locale, { body, version }];
  }),
) as Record<Locale, ClientCatalogue>;

/** What the browser downloads for a language: only the keys it shows, compiled. */
export const clientCatalogue = (locale: Locale): ClientCatalogue => clientCatalogues[locale];

export type { Locale, MessageKey, Translate };
