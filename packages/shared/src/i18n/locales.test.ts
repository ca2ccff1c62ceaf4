import { describe, expect, it } from 'vitest';
import { localeOf, negotiateLocale } from './locales';

describe('negotiateLocale', () => {
  it('picks our language with the highest quality, then the first listed', () => {
    expect(negotiateLocale('es-ES,es;q=0.9,en;q=0.8')).toBe('es');
    expect(negotiateLocale('fr-FR,fr;q=0.9,en-GB;q=0.8,es;q=0.7')).toBe('en');
    expect(negotiateLocale('en;q=0.5, es;q=0.6')).toBe('es');
    expect(negotiateLocale('ES')).toBe('es');
  });

  it('answers null when none of ours is asked for, or ours are refused', () => {
    expect(negotiateLocale('fr, de;q=0.5')).toBeNull();
    expect(negotiateLocale('es;q=0')).toBeNull();
    expect(negotiateLocale('')).toBeNull();
    expect(negotiateLocale(undefined)).toBeNull();
    expect(negotiateLocale('*')).toBeNull();
  });

  it('reads region and script variants as their language', () => {
    expect(localeOf('es_419')).toBe('es');
    expect(localeOf('en-Latn-GB')).toBe('en');
    expect(localeOf('pt-BR')).toBeNull();
  });
});
