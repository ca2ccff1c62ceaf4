import { describe, expect, it } from 'vitest';
import { formatInstant } from './instant';

describe('formatInstant', () => {
  it("shows an instant in the given zone on a 24-hour clock, as a run's times are", () => {
    expect(formatInstant('2030-05-18T05:30:00.000Z', 'Europe/Madrid')).toBe('May 18, 2030, 07:30');
    expect(formatInstant('2030-05-18T18:05:00.000Z', 'America/New_York')).toBe('May 18, 2030, 14:05');
    expect(formatInstant('2030-05-18T18:05:00.000Z', 'Europe/Madrid', 'es')).toBe('18 may 2030, 20:05');
    expect(formatInstant('2030-05-18T08:05:00.000Z', 'Europe/Madrid', 'es')).toBe('18 may 2030, 10:05');
  });
});
