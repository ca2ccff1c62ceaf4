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

/** Server rendering: each request's own instance (entry-server.tsx keeps it per request). */
export function setI18nSource(get: () => I18n | null) {
  source = get;
}

export function setBrowserMessages(locale: Locale, messages: CompiledCatalogue) {
  browserI18n = createI18n(locale, messages);
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

/** Where the page's catalogue comes from: the address the server put in the document, else the API's choice. */
export function catalogueUrl(doc: Document): string {
  return doc.documentElement.dataset.messages ?? '/api/i18n';
}

/** The catalogue answer of GET /api/i18n[/:locale]. */
export interface CatalogueAnswer {
  locale: Locale;
  messages: CompiledCatalogue;
}

const LAST_CATALOGUE = 'rt-words';

/**
 * Loads the page's catalogue before the first render. Offline, the service worker answers from its
 * copy; a page drawn from the offline shell names no catalogue, so the last one loaded is tried, then English.
 */
export async function loadMessages(doc: Document): Promise<void> {
  const get = async (url: string) => {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return { url, answer: (await response.json()) as CatalogueAnswer };
  };
  const remembered = (() => {
    try {
      return localStorage.getItem(LAST_CATALOGUE);
    } catch {
      return null;
    }
  })();
  const candidates = [catalogueUrl(doc), remembered, `/api/i18n/${DEFAULT_LOCALE}`].filter(
    (url): url is string => Boolean(url),
  );
  let loaded: Awaited<ReturnType<typeof get>> | null = null;
  for (const url of new Set(candidates)) {
    loaded = await get(url).catch(() => null);
    if (loaded) break;
  }
  if (!loaded) throw new Error('No catalogue could be loaded');
  const { answer, url } = loaded;
  const lang = isLocale(answer.locale) ? answer.locale : DEFAULT_LOCALE;
  setBrowserMessages(lang, answer.messages);
  // Written only when it differs: writing <html lang> makes the browser restyle the whole page.
  if (doc.documentElement.lang !== lang) doc.documentElement.lang = lang;
  try {
    localStorage.setItem(LAST_CATALOGUE, url);
  } catch {
    // private mode: nothing to remember
  }
}

export type { MessageKey };
