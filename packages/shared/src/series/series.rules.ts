// Weekly series: which local dates a series falls on, and how it reads ("Every Tuesday at 19:00").
import type { Translate } from '../i18n/translator';
import type { RunQuestion } from '../registrations/questions.schemas';

export const MAX_SERIES_RUNS = 52;
export const MAX_EVERY_WEEKS = 4;
/** Occurrences exist at least this far ahead; the daily job tops them up. */
export const SERIES_HORIZON_DAYS = 56;

const DAY_MS = 86_400_000;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const dayNumber = (dateKey: string) => Date.parse(`${dateKey}T00:00:00Z`) / DAY_MS;
const fromDayNumber = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** 'YYYY-MM-DD' plus whole days, on the calendar (no zone involved). */
export const addDays = (dateKey: string, days: number) => fromDayNumber(dayNumber(dateKey) + days);

/** Whole days from one date key to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);

/** The English weekday of a date key, e.g. 'Tuesday'. */
export const weekdayOf = (dateKey: string) => WEEKDAYS[new Date(`${dateKey}T00:00:00Z`).getUTCDay()]!;

export interface SeriesRule {
  everyWeeks: number;
  firstDate: string;
  /** Last local date a run may fall on; null when the series ends after `count` runs. */
  until: string | null;
  count: number | null;
}

/** The local date of occurrence `index` (0-based), or null past the series' end. */
export function occurrenceDate(rule: SeriesRule, index: number): string | null {
  if (index < 0 || index >= (rule.count ?? MAX_SERIES_RUNS)) return null;
  const date = addDays(rule.firstDate, index * rule.everyWeeks * 7);
  return rule.until !== null && date > rule.until ? null : date;
}

/**
 * Occurrences from `fromIndex` whose dates fall on or before `through`: the ones to create now. Dates are local
 * calendar dates; the caller turns each into an instant in the run's zone, so 19:00 stays 19:00 across
 * daylight saving.
 */
export function occurrencesThrough(
  rule: SeriesRule,
  fromIndex: number,
  through: string,
): { index: number; date: string }[] {
  const out: { index: number; date: string }[] = [];
  for (let index = fromIndex; ; index++) {
    const date = occurrenceDate(rule, index);
    if (date === null || date > through) return out;
    out.push({ index, date });
  }
}

/**
 * 'Every Tuesday at 19:00' or 'Every 2 weeks on Saturday at 09:00'; in another language with its translate
 * function and Intl locale ('Cada martes a las 19:00', message `server.series.label`). English without them.
 */
export function seriesLabel(
  everyWeeks: number,
  dateKey: string,
  time: string,
  language?: { t: Translate; intlLocale: string },
): string {
  if (!language) {
    const weekday = weekdayOf(dateKey);
    return everyWeeks === 1
      ? `Every ${weekday} at ${time}`
      : `Every ${everyWeeks} weeks on ${weekday} at ${time}`;
  }
  const weekday = new Intl.DateTimeFormat(language.intlLocale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${dateKey}T00:00:00Z`),
  );
  return language.t('server.series.label', { everyWeeks, weekday, time });
}

/**
 * A run whose questions keep a runner from joining every week, so its dates are registered for one by one: a
 * required question, or a waiver whether or not the host ticked "Required" (a waiver accepted once for dates not
 * yet written is not what the host asked). The server's rule is the same, in SQL (series-registrations.repository).
 */
export const asksOnEachDate = (questions: readonly Pick<RunQuestion, 'kind' | 'required'>[]) =>
  questions.some((question) => question.required || question.kind === 'consent');
