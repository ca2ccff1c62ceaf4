import { describe, expect, it } from 'vitest';
import { eventHistoryStatus } from './event-status';

describe('eventHistoryStatus', () => {
  const now = Date.parse('2030-05-18T05:30:00.000Z');

  it("is 'Completed' once the start is before now", () => {
    expect(eventHistoryStatus('2030-05-18T05:29:59.999Z', now)).toBe('Completed');
    expect(eventHistoryStatus('2029-01-01T00:00:00.000Z', now)).toBe('Completed');
  });

  it("is 'Upcoming' from the start on", () => {
    expect(eventHistoryStatus('2030-05-18T05:30:00.000Z', now)).toBe('Upcoming');
    expect(eventHistoryStatus('2031-01-01T00:00:00.000Z', now)).toBe('Upcoming');
  });
});
