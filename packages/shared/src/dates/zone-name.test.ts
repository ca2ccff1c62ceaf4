import { describe, expect, it } from 'vitest';
import { createI18n, translator } from '../i18n/translator';
import { compileCatalogue } from '../i18n/compile';
import en from '../i18n/catalogues/en.json';
import es from '../i18n/catalogues/es.json';
import { zoneCity, zoneTimeLabel } from './zone-name';

describe('zoneCity', () => {
  it('names a zone by its city, never its IANA id', () => {
    expect(zoneCity('Europe/Madrid')).toBe('Madrid');
    expect(zoneCity('America/New_York')).toBe('New York');
    expect(zoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
  });

  it('has no city for a zone that names no place', () => {
    expect(zoneCity('UTC')).toBeNull();
    expect(zoneCity('Etc/GMT+2')).toBeNull();
  });
});

describe('zoneTimeLabel', () => {
  it("says 'Madrid time' in English and 'hora de Madrid' in Spanish", () => {
    const english = translator(createI18n('en', compileCatalogue(en)));
    const spanish = translator(createI18n('es', compileCatalogue(es)));
    expect(zoneTimeLabel('Europe/Madrid', english)).toBe('Madrid time');
    expect(zoneTimeLabel('America/Mexico_City', spanish)).toBe('hora de Mexico City');
    // At sea: 'Etc/GMT+2' is two hours behind UTC (POSIX inverts the sign).
    expect(zoneTimeLabel('Etc/GMT+2', english)).toBe('UTC-2');
    expect(zoneTimeLabel('Etc/GMT-12', english)).toBe('UTC+12');
    expect(zoneTimeLabel('Etc/GMT', english)).toBe('UTC');
    expect(zoneTimeLabel('UTC', spanish)).toBe('UTC');
  });
});
