import { intlLocale } from './i18n';

const HALF_YEAR_MS = 182 * 24 * 60 * 60 * 1000;

/**
 * A run's day in a list that reaches months away (a host's runs, their history): 'Sat, Nov 21' within half a year
 * of now, where a month and a day name one date only, and 'Sat, Nov 21, 2027' further away (docs/decisions/045).
 * Written with the browser's formatter rather than the shared date module's, which would then be split into a
 * chunk of its own on the pages that share it (decision 062).
 */
export function listDate(dateKey: string, now = Date.now()): string {
  const day = new Date(`${dateKey}T12:00:00Z`);
  return day.toLocaleDateString(intlLocale(), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(Math.abs(day.getTime() - now) > HALF_YEAR_MS && { year: 'numeric' }),
    timeZone: 'UTC',
  });
}
