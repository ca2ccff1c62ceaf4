import { CATALOGUES } from '@runtogether/shared/i18n/catalogue';
import { afterEach, describe, expect, it } from 'vitest';
import { setBrowserMessages } from '@/lib/i18n';
import { formatInstant, formatNumber, longMonth, shortMonth, totalsLine } from './format';

describe('business page formatting', () => {
  it('names months short for the chart and long for screen readers', () => {
    expect(shortMonth('2030-06')).toBe('Jun');
    expect(shortMonth('2029-12')).toBe('Dec');
    expect(longMonth('2030-01')).toBe('January 2030');
  });

  it("shows an instant in the given zone on a 24-hour clock, as a run's times are", () => {
    expect(formatInstant('2030-05-18T05:30:00.000Z', 'Europe/Madrid')).toBe('May 18, 2030, 07:30');
    expect(formatInstant('2030-05-18T18:05:00.000Z', 'America/New_York')).toBe('May 18, 2030, 14:05');
    expect(formatInstant('2030-05-18T18:05:00.000Z', 'Europe/Madrid', 'es')).toBe('18 may 2030, 20:05');
    expect(formatInstant('2030-05-18T08:05:00.000Z', 'Europe/Madrid', 'es')).toBe('18 may 2030, 10:05');
    // Two-digit hours as a run's 'HH:MM' (`timeInZone`): Spanish's own short time would say '6:33'.
    expect(formatInstant('2030-05-18T04:33:00.000Z', 'Europe/Madrid', 'es')).toBe('18 may 2030, 06:33');
    expect(formatInstant('2030-05-18T04:33:00.000Z', 'Europe/Madrid')).toBe('May 18, 2030, 06:33');
  });

  it("says 'N runs organized • M total participants', singular for one", () => {
    expect(totalsLine(4, 17)).toBe('4 runs organized • 17 total participants');
    expect(totalsLine(0, 0)).toBe('0 runs organized • 0 total participants');
    expect(totalsLine(1, 1)).toBe('1 run organized • 1 total participant');
  });

  it('keeps figures as the English always showed them: no thousands separator', () => {
    expect(formatNumber(4.5)).toBe('4.5');
    expect(formatNumber(12345)).toBe('12345');
  });

  describe('in Spanish', () => {
    afterEach(() => setBrowserMessages('en', CATALOGUES.en));

    it('names months, dates and totals the Spanish way', () => {
      setBrowserMessages('es', CATALOGUES.es);
      expect(shortMonth('2030-06')).toBe('jun');
      expect(longMonth('2030-01')).toBe('enero de 2030');
      expect(formatNumber(4.5)).toBe('4,5');
      expect(totalsLine(1, 1)).toBe('1 quedada organizada • 1 participante en total');
      expect(totalsLine(4, 17)).toBe('4 quedadas organizadas • 17 participantes en total');
    });
  });
});
