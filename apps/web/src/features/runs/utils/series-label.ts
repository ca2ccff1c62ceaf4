import { intlLocale, t } from '@/lib/i18n';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** An English weekday name ('Tuesday', as the API gives it) in the page's language ('martes'). */
export function weekdayName(weekday: string): string {
  const index = WEEKDAYS.indexOf(weekday);
  if (index < 0) return weekday;
  // 2023-01-01 was a Sunday.
  return new Intl.DateTimeFormat(intlLocale(), { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2023, 0, 1 + index, 12)),
  );
}

/** 'Every Tuesday at 19:00' or 'Every 2 weeks on Saturday at 09:00', in the page's language. */
export const seriesLabelText = (everyWeeks: number, weekday: string, time: string) =>
  t('runs.series.label', { everyWeeks, weekday: weekdayName(weekday), time });
