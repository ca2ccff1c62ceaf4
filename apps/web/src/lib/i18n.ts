// The web app's words (decision 038). One language per page load: the browser's instance is made once from the
// catalogue the server chose (a switch reloads the page), and a server render uses its request's own instance,
// so `t` is a plain function any component, hook or helper can call.
import type { I18n } from '@lingui/core';
import type { MessageKey } from '@runtogether/shared/i18n/keys';
import { translateMessageText } from '@runtogether/shared/i18n/message-values';
import { DEFAULT_LOCALE, INTL_LOCALE, isLocale, type Locale } from '@runtogether/shared/i18n/locales';
import {
  createI18n,
  translator,
  type CompiledCatalogue,
  type MessageValues,
  type Translate,
} from '@runtogether/shared/i18n/translator';

let browserI18n: I18n | null = null;
let source: () => I18n | null = () => browserI18n;

function current(): I18n {
  const i18n = source();
  if (!i18n) throw new Error('No catalogue loaded: lib/i18n loadMessages() runs before the app renders');
  return i18n;
}

/** Server rendering: each request's own instance (server.ts keeps it per request). */
export function setI18nSource(get: () => I18n | null) {
  source = get;
}

export function setBrowserMessages(locale: Locale, messages: CompiledCatalogue) {
  browserI18n = createI18n(locale, messages);
}

/** Where the rest of the catalogue is, while the page has only its own words (decision 064). */
let wholeAddress: string | null = null;

/**
 * The browser's words, from the root loader's catalogue (root.tsx), set before the page's first render reads
 * them. On the server each request has its own instance (server.ts) and this does nothing.
 */
export function ensureBrowserMessages(catalogue: string | undefined) {
  if (typeof document === 'undefined' || !catalogue || browserI18n) return;
  const { locale: lang, messages, whole } = JSON.parse(catalogue) as CatalogueAnswer;
  setBrowserMessages(isLocale(lang) ? lang : DEFAULT_LOCALE, messages);
  wholeAddress = whole ?? null;
  // A word the page's code shows but its document lacks is a gap in the build's list (scripts/page-words.mjs).
  browserI18n!.on('missing', ({ id }) => console.error(`No word for ${id} on this page`));
}

/** The rest of the catalogue's address, or null once the page has every word (lib/all-words.ts loads it). */
export const wholeCatalogueAddress = () => wholeAddress;

/** Adds the rest of the words to the page's catalogue (lib/all-words.ts). */
export function addWords(messages: CompiledCatalogue) {
  current().load(locale(), messages as never);
  wholeAddress = null;
}

export const t: Translate = (key, values) => translator(current())(key, values);

/** A text that may be a message key (a schema's or the API's message) shown in the page's language. */
export function translateText(text: string, values?: MessageValues): string {
  const messages = current().messages;
  // A key may carry its own values (a schema's "can be at most {max} characters"): message-values.ts.
  return translateMessageText(
    text,
    (key) => Object.hasOwn(messages, key),
    (key, v?: MessageValues) => t(key as MessageKey, v),
    values,
  );
}

export const locale = (): Locale => current().locale as Locale;

/** The locale Intl formats the page's dates and numbers with. */
export const intlLocale = (): string => INTL_LOCALE[locale()];

/**
 * A catalogue as GET /api/i18n/:locale answers it, and the root loader hands it to the page (root.tsx): a
 * page's share of it names the address of the `whole` (app/page-words.ts).
 */
export interface CatalogueAnswer {
  locale: Locale;
  messages: CompiledCatalogue;
  whole?: string;
}

export type { MessageKey };
