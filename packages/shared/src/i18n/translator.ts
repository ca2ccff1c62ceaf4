// Turns a catalogue into a translate function with Lingui's runtime (decision 038): ICU plurals and selects
// through Intl.PluralRules, numbers and dates through Intl, in the language given. Only the runtime: the
// browser loads this, never the message compiler (compile.ts) nor the catalogues.
import { setupI18n, type I18n } from '@lingui/core';
import type { MessageKey } from './keys';
import { INTL_LOCALE, type Locale } from './locales';

/** Values a message's placeholders take: numbers for plurals, strings otherwise. */
export type MessageValues = Record<string, string | number | Date | null | undefined>;

export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** A catalogue compiled for Lingui's runtime: JSON-safe, so the server can hand it to the browser as data. */
export type CompiledCatalogue = Record<string, unknown>;

/** An i18n instance for one language; a key missing from its catalogue shows the English fallback's text. */
export function createI18n(locale: Locale, messages: CompiledCatalogue, fallback?: CompiledCatalogue): I18n {
  const i18n = setupI18n({
    locale,
    locales: [INTL_LOCALE[locale]],
    // Copied only to fill gaps: a copy of a thousand keys costs a page's start a few milliseconds on a phone.
    messages: { [locale]: (fallback ? { ...fallback, ...messages } : messages) as never },
  });
  return i18n;
}

export function translator(i18n: I18n): Translate {
  return (key, values) => i18n._(key, values as Record<string, unknown>);
}
