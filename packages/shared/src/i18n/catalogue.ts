// One catalogue per language (decision 038): every text a person sees, keyed, in ICU MessageFormat. English is
// the source: its keys are the type every translation call is checked against, and a test fails when another
// language lacks one.
import type { Locale } from './locales';
import en from './catalogues/en.json' with { type: 'json' };
import es from './catalogues/es.json' with { type: 'json' };

/** Every message's key. */
export type MessageKey = keyof typeof en;

/** A catalogue's raw messages (ICU MessageFormat source). */
export type Catalogue = Record<string, string>;

export const CATALOGUES: Record<Locale, Catalogue> = { en, es };

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(en, value);
}

/**
 * Keys the browser never needs (e-mails, calendar files, CSV, page heads, share cards): kept out of the
 * catalogue the web app downloads.
 */
export const SERVER_ONLY_PREFIXES = ['email.', 'ics.', 'csv.', 'head.', 'card.'] as const;
