// What every mail, calendar file and page the server writes shares in the reader's language: the calendar
// file's words, a run's date heading and "date at time (zone)".
import { formatDateHeading } from '@runtogether/shared/dates/date.rules';
import { zoneTimeLabel } from '@runtogether/shared/dates/zone-name';
import type { CalendarTexts } from '@runtogether/shared/runs/run-calendar';
import { formatDistance } from '@runtogether/shared/runs/run.rules';
import { intlLocaleOf, translatorFor, type Locale } from '../../lib/i18n';

const calendarTextsOf = (locale: Locale): CalendarTexts => {
  const t = translatorFor(locale);
  return {
    hostedBy: (host) => t('server.calendar.hostedBy', { host }),
    cancelledSummary: (title) => t('ics.cancelledSummary', { title }),
    cancelledDescription: t('ics.cancelledDescription'),
    waitlistedSummary: (title) => t('ics.waitlistedSummary', { title }),
    waitlistedNote: t('ics.waitlistedNote'),
  };
};
const calendarTextsByLocale = new Map<Locale, CalendarTexts>();

/** The words of a calendar file (.ics) in a language. */
export function calendarTexts(locale: Locale): CalendarTexts {
  let texts = calendarTextsByLocale.get(locale);
  if (!texts) {
    texts = calendarTextsOf(locale);
    calendarTextsByLocale.set(locale, texts);
  }
  return texts;
}

/**
 * A link of a mail, opened in the mail's language (?lang=, decision 038): without it the page took the language
 * of whatever browser followed the link, often not signed in (a webmail, a phone set to another language), and
 * a Spanish mail led to an English page. The app's pages and the one-click link pages both read it.
 */
export const inLanguage = (url: string, locale: Locale) =>
  `${url}${url.includes('?') ? '&' : '?'}lang=${locale}`;

/** 'Saturday, November 28, 2026' / 'sábado, 28 de noviembre de 2026' for a 'YYYY-MM-DD' key. */
export const dateHeading = (locale: Locale, dateKey: string) =>
  formatDateHeading(dateKey, intlLocaleOf(locale));

/** 'Madrid time' / 'hora de Madrid': a zone as the reader knows it, never its IANA id. */
export const zoneText = (locale: Locale, timezone: string) => zoneTimeLabel(timezone, translatorFor(locale));

/** 'Saturday, November 28, 2026 at 09:00 (Madrid time)'. */
export const whenText = (locale: Locale, dateKey: string, time: string, timezone: string) =>
  translatorFor(locale)('email.common.whenValue', {
    date: dateHeading(locale, dateKey),
    time,
    timezone: zoneText(locale, timezone),
  });

const distanceFormats = new Map<Locale, Intl.NumberFormat>();
/**
 * A run's distance as the language writes it, without the unit: '6.5' / '6,5' ('10' in both). English keeps
 * the shared formatDistance's text exactly.
 */
export function distanceNumber(locale: Locale, km: number): string {
  if (locale === 'en') return formatDistance(km);
  let format = distanceFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocaleOf(locale), { maximumFractionDigits: 1 });
    distanceFormats.set(locale, format);
  }
  return format.format(Number.isInteger(km) ? km : Number(km.toFixed(1)));
}
