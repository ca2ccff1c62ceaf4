import { intlLocale } from '@/lib/i18n';

/** When a runner registered, as a date in the run's own time zone (like the CSV export), e.g. 'May 2, 2030'. */
export function formatRegisteredDate(registeredAt: string, timeZone: string): string {
  return new Date(registeredAt).toLocaleDateString(intlLocale(), {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  });
}
