import { timeInZone } from '@runtogether/shared/dates/date.rules';
import { intlLocale, t } from '@/lib/i18n';

/** Display helpers of the business pages, in the page's language; `timeZone` is the viewer's unless a test fixes one. */

/** 'YYYY-MM' → a month's short name, e.g. 'Jun' ('jun' in Spanish). */
export function shortMonth(monthKey: string, locale = intlLocale()): string {
  return new Date(`${monthKey}-15T12:00:00Z`).toLocaleDateString(locale, { month: 'short', timeZone: 'UTC' });
}

/** 'YYYY-MM' → e.g. 'June 2030', for screen readers. */
export function longMonth(monthKey: string, locale = intlLocale()): string {
  return new Date(`${monthKey}-15T12:00:00Z`).toLocaleDateString(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * An instant in the page's language, its time written as a run's is (`timeInZone`, the helper behind a run's
 * 'HH:MM': e.g. 'May 18, 2030, 07:30', '18 may 2030, 06:33', where Spanish's own short time says '6:33');
 * `timeZone` is the viewer's unless a test fixes one: a sign-up happened when the viewer lived it, not on the
 * run's clock.
 */
export function formatInstant(
  iso: string,
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
  locale = intlLocale(),
): string {
  const instant = new Date(iso);
  return `${instant.toLocaleDateString(locale, { dateStyle: 'medium', timeZone })}, ${timeInZone(instant, timeZone)}`;
}

/** A figure as the page's language writes it ('4.5', '4,5'), without thousands separators (as the English always had). */
export function formatNumber(value: number, locale = intlLocale()): string {
  return new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 20 }).format(value);
}

/** 'N runs organized • M total participants', in the singular where it reads so. */
export function totalsLine(runsOrganized: number, totalParticipants: number): string {
  return t('host.dashboard.totals', { runs: runsOrganized, participants: totalParticipants });
}
