import { describe, expect, it } from 'vitest';
import { isoWithOffset } from './page-head';

describe('page head', () => {
  it("writes an instant with its zone's offset on that day, across daylight-saving changes", () => {
    // Madrid: UTC+1 in winter, UTC+2 from the last Sunday of March.
    expect(isoWithOffset(new Date('2026-03-28T18:00:00Z'), 'Europe/Madrid')).toBe(
      '2026-03-28T19:00:00+01:00',
    );
    expect(isoWithOffset(new Date('2026-03-29T17:00:00Z'), 'Europe/Madrid')).toBe(
      '2026-03-29T19:00:00+02:00',
    );
    expect(isoWithOffset(new Date('2026-07-01T12:00:00Z'), 'UTC')).toBe('2026-07-01T12:00:00+00:00');
    expect(isoWithOffset(new Date('2026-07-01T12:00:00Z'), 'America/Mexico_City')).toBe(
      '2026-07-01T06:00:00-06:00',
    );
  });
});
