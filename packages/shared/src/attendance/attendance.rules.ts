// Pure rules of attendance: when a run's check-in is open, and a runner's weekly streak (docs/decisions/035).
import { CHECK_IN_CLOSES_AFTER_MS, CHECK_IN_OPENS_BEFORE_MS } from './attendance.schemas';

export interface CheckInWindow {
  opensAt: Date;
  closesAt: Date;
  state: 'before' | 'open' | 'closed';
}

/** From 2 hours before the start to 12 hours after; both ends inclusive. */
export function checkInWindow(startsAt: Date, now: Date): CheckInWindow {
  const opensAt = new Date(startsAt.getTime() - CHECK_IN_OPENS_BEFORE_MS);
  const closesAt = new Date(startsAt.getTime() + CHECK_IN_CLOSES_AFTER_MS);
  const state = now < opensAt ? 'before' : now > closesAt ? 'closed' : 'open';
  return { opensAt, closesAt, state };
}

const DAY_MS = 86_400_000;

/** The Monday (YYYY-MM-DD) of the ISO week that holds the calendar date `dateKey`. */
export function isoWeekStart(dateKey: string): string {
  const day = new Date(`${dateKey}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Consecutive ISO weeks with at least one attended run, counted back from this week, or from last week when
 * nothing was attended yet this week (the streak is still alive until this week ends). `attendedDates` and
 * `today` are calendar dates in the runner's zone.
 */
export function weeklyStreak(attendedDates: readonly string[], today: string): number {
  const weeks = new Set(attendedDates.map(isoWeekStart));
  const thisWeek = isoWeekStart(today);
  const weekBefore = (week: string) =>
    new Date(new Date(`${week}T00:00:00Z`).getTime() - 7 * DAY_MS).toISOString().slice(0, 10);
  let week = weeks.has(thisWeek) ? thisWeek : weekBefore(thisWeek);
  let streak = 0;
  while (weeks.has(week)) {
    streak++;
    week = weekBefore(week);
  }
  return streak;
}
