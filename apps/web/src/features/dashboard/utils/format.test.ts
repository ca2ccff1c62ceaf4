import { describe, expect, it } from 'vitest';
import { formatRegisteredAt, longMonth, shortMonth, totalsLine } from './format';

describe('business page formatting', () => {
  it('names months short for the chart and long for screen readers', () => {
    expect(shortMonth('2030-06')).toBe('Jun');
    expect(shortMonth('2029-12')).toBe('Dec');
    expect(longMonth('2030-01')).toBe('January 2030');
  });

  it('shows when a registration was made in the given zone', () => {
    expect(formatRegisteredAt('2030-05-18T05:30:00.000Z', 'Europe/Madrid')).toBe('May 18, 2030, 7:30 AM');
    expect(formatRegisteredAt('2030-05-18T05:30:00.000Z', 'America/New_York')).toBe('May 18, 2030, 1:30 AM');
  });

  it("says 'N runs organized • M total participants', singular for one", () => {
    expect(totalsLine(4, 17)).toBe('4 runs organized • 17 total participants');
    expect(totalsLine(0, 0)).toBe('0 runs organized • 0 total participants');
    expect(totalsLine(1, 1)).toBe('1 run organized • 1 total participant');
  });
});
