import { CATALOGUES } from '@runtogether/shared/i18n/catalogue';
import { afterEach, describe, expect, it } from 'vitest';
import { setBrowserMessages } from './i18n';
import { listDate } from './list-date';

describe('listDate', () => {
  afterEach(() => setBrowserMessages('en', CATALOGUES.en));

  it('writes the year only where a month and day could be read as another year', () => {
    const now = Date.parse('2026-12-07T12:00:00Z');
    expect(listDate('2027-01-08', now)).toBe('Fri, Jan 8');
    expect(listDate('2026-06-08', now)).toBe('Mon, Jun 8');
    expect(listDate('2027-06-07', now)).toBe('Mon, Jun 7');
    expect(listDate('2027-06-08', now)).toBe('Tue, Jun 8, 2027');
    expect(listDate('2026-06-06', now)).toBe('Sat, Jun 6, 2026');
    setBrowserMessages('es', CATALOGUES.es);
    expect(listDate('2027-12-06', now)).toBe('lun, 6 dic 2027');
  });
});
