// One catalogue per language (decision 038): every text a person sees, keyed, in ICU MessageFormat. English is
// the source: its keys are the type every translation call is checked against, and a test fails when another
// language lacks one.
import type { Locale } from './locales';
import authEn from './catalogues/parts/auth.en.json' with { type: 'json' };
import authEs from './catalogues/parts/auth.es.json' with { type: 'json' };
import coreEn from './catalogues/parts/core.en.json' with { type: 'json' };
import coreEs from './catalogues/parts/core.es.json' with { type: 'json' };
import hostEn from './catalogues/parts/host.en.json' with { type: 'json' };
import hostEs from './catalogues/parts/host.es.json' with { type: 'json' };
import runsEn from './catalogues/parts/runs.en.json' with { type: 'json' };
import runsEs from './catalogues/parts/runs.es.json' with { type: 'json' };
import serverEn from './catalogues/parts/server.en.json' with { type: 'json' };
import serverEs from './catalogues/parts/server.es.json' with { type: 'json' };
import validationEn from './catalogues/parts/validation.en.json' with { type: 'json' };
import validationEs from './catalogues/parts/validation.es.json' with { type: 'json' };

const en = { ...coreEn, ...authEn, ...runsEn, ...hostEn, ...validationEn, ...serverEn };
const es = { ...coreEs, ...authEs, ...runsEs, ...hostEs, ...validationEs, ...serverEs };

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
