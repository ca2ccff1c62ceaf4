import { intlLocale } from './i18n';

/**
 * An instant in the page's language, on a 24-hour clock as a run's times are (e.g. 'May 18, 2030, 07:30');
 * `timeZone` is the viewer's unless a test fixes one.
 */
export function formatInstant(iso: string, timeZone?: string, locale = intlLocale()): string {
  return new Date(iso).toLocaleString(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone,
  });
}
