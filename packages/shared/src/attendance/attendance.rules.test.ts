import { describe, expect, it } from 'vitest';
import { checkInWindow, isoWeekStart, weeklyStreak } from './attendance.rules';

describe('checkInWindow', () => {
  const start = new Date('2030-06-01T08:00:00Z');
  it('opens 2 hours before the start and closes 12 hours after, both ends included', () => {
    expect(checkInWindow(start, new Date('2030-06-01T05:59:59Z')).state).toBe('before');
    expect(checkInWindow(start, new Date('2030-06-01T06:00:00Z')).state).toBe('open');
    expect(checkInWindow(start, new Date('2030-06-01T20:00:00Z')).state).toBe('open');
    expect(checkInWindow(start, new Date('2030-06-01T20:00:01Z')).state).toBe('closed');
    const window = checkInWindow(start, start);
    expect(window.opensAt.toISOString()).toBe('2030-06-01T06:00:00.000Z');
    expect(window.closesAt.toISOString()).toBe('2030-06-01T20:00:00.000Z');
  });
});

describe('weeklyStreak', () => {
  it('finds the Monday of an ISO week, across a year end', () => {
    expect(isoWeekStart('2030-06-02')).toBe('2030-05-27'); // a Sunday
    expect(isoWeekStart('2030-06-03')).toBe('2030-06-03'); // a Monday
    expect(isoWeekStart('2027-01-01')).toBe('2026-12-28');
  });

  it('counts consecutive weeks ending this week or last week', () => {
    const today = '2030-06-05'; // Wednesday; this week starts Monday 2030-06-03
    expect(weeklyStreak([], today)).toBe(0);
    expect(weeklyStreak(['2030-06-04'], today)).toBe(1);
    // Two runs in one week count once; a gap ends the streak.
    expect(weeklyStreak(['2030-06-04', '2030-06-03', '2030-05-28', '2030-05-13'], today)).toBe(2);
    // Nothing yet this week: the streak through last week is still current.
    expect(weeklyStreak(['2030-06-02', '2030-05-27'], today)).toBe(1);
    expect(weeklyStreak(['2030-05-31', '2030-05-24', '2030-05-17'], today)).toBe(3);
    // Last attended two weeks ago: no current streak.
    expect(weeklyStreak(['2030-05-24', '2030-05-17'], today)).toBe(0);
  });
});
