import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './catalogue';
import { LOCALES } from './locales';
import { compileCatalogue } from './compile';
import { createI18n, translator } from './translator';

describe('the catalogues', () => {
  it('every language has every key English has, and no key English lacks', () => {
    const keys = Object.keys(CATALOGUES.en).sort();
    for (const locale of LOCALES) {
      const theirs = Object.keys(CATALOGUES[locale]).sort();
      expect({ locale, missing: keys.filter((k) => !theirs.includes(k)) }).toEqual({ locale, missing: [] });
      expect({ locale, extra: theirs.filter((k) => !keys.includes(k)) }).toEqual({ locale, extra: [] });
    }
  });

  it('every message is valid ICU MessageFormat with the same placeholders in every language', () => {
    const placeholders = (text: string) =>
      [...text.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((m) => m[1]).sort();
    for (const locale of LOCALES) {
      expect(() => compileCatalogue(CATALOGUES[locale])).not.toThrow();
      for (const [key, text] of Object.entries(CATALOGUES[locale])) {
        const english = CATALOGUES.en[key] ?? '';
        expect({ key, locale, names: [...new Set(placeholders(text))] }).toEqual({
          key,
          locale,
          names: [...new Set(placeholders(english))],
        });
      }
    }
  });
});

describe('translate', () => {
  it('follows each language’s plural rules', () => {
    const catalogue = { spots: '{count, plural, one {# spot left} other {# spots left}}' };
    const spanish = { spots: '{count, plural, one {# plaza libre} other {# plazas libres}}' };
    const en = translator(createI18n('en', compileCatalogue(catalogue)));
    const es = translator(createI18n('es', compileCatalogue(spanish)));
    expect([en('spots' as never, { count: 1 }), en('spots' as never, { count: 3 })]).toEqual([
      '1 spot left',
      '3 spots left',
    ]);
    expect([es('spots' as never, { count: 1 }), es('spots' as never, { count: 3 })]).toEqual([
      '1 plaza libre',
      '3 plazas libres',
    ]);
  });

  it('shows English for a key a language has not translated yet', () => {
    const es = translator(
      createI18n('es', compileCatalogue({ a: 'Hola' }), compileCatalogue({ a: 'Hello', b: 'Bye' })),
    );
    expect([es('a' as never), es('b' as never)]).toEqual(['Hola', 'Bye']);
  });
});
