// The languages RunTogether speaks (decision 038) and how a visitor's language is chosen from what
// their browser asks for. English is the fallback for anything unknown.

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie the footer's language switch sets (a year long, readable by the page's script). */
export const LOCALE_COOKIE = 'rt_lang';

/** Each language's own name, as its speakers write it (the switch lists them so). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

/**
 * The locale Intl formats with. English keeps the American forms the spec's texts were written in ("Sat,
 * Nov 28"); Spanish is Spain's ("sáb, 28 nov").
 */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-ES' };

/** Open Graph's og:locale for each language. */
export const OG_LOCALE: Record<Locale, string> = { en: 'en_US', es: 'es_ES' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** 'es-ES', 'ES', 'es_419' → 'es'; anything we do not speak → null. */
export function localeOf(tag: string | null | undefined): Locale | null {
  const language = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(language) ? language : null;
}

/**
 * The best of our languages for an Accept-Language header (RFC 9110 §12.5.4): by quality, then by order;
 * q=0 refuses a language. Null when none of ours is asked for.
 */
export function negotiateLocale(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const wanted = header
    .split(',')
    .slice(0, 20)
    .map((entry, index) => {
      const [tag = '', ...params] = entry.split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
      return { locale: localeOf(tag), quality: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.locale !== null && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return wanted[0]?.locale ?? null;
}
