/** Calendar helpers on 'YYYY-MM-DD' keys; a key is a date in a run's own time zone, never a UTC instant. */

const dateKeyPattern = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day as 'YYYY-MM-DD' ('2027-02-30' is not: Date would roll it over to 2 March). */
export const isDateKey = (s: string) => {
  if (!dateKeyPattern.test(s)) return false;
  const day = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === s;
};

/**
 * The first and last days any date the API takes may be (docs/decisions/045): far enough for any run, near enough
 * for Date and SQL.
 */
export const FIRST_SANE_DAY = '2000-01-01';
export const LAST_SANE_DAY = '2100-12-31';
/** A real day between 2000-01-01 and 2100-12-31: what any date the API takes must be before other rules. */
export const isSaneDateKey = (s: string) => isDateKey(s) && s >= FIRST_SANE_DAY && s <= LAST_SANE_DAY;

/**
 * One formatter per (locale, options), made once: building an Intl.DateTimeFormat costs ~0.3 ms (it loads the
 * zone's rules and the locale's patterns), formatting with one costs microseconds, and a page of 20 runs
 * formats 40 times. Only for options with an explicit timeZone: the default zone may change (tests set TZ).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions & { timeZone: string }) {
  const key = `${locale} ${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, found);
  }
  return found;
}

/** The calendar date of an instant in an IANA time zone, as 'YYYY-MM-DD'. */
export function dateKeyInZone(instant: Date, timeZone: string): string {
  const parts = dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Wall-clock time of an instant in an IANA time zone, as 'HH:MM' (24 h). */
export function timeInZone(instant: Date, timeZone: string): string {
  // en-GB's 24-hour clock formats as 'HH:MM' itself; format() is a few times cheaper than formatToParts().
  return dateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    instant,
  );
}

/** Offset of a time zone from UTC at an instant, in minutes (east positive). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return Math.round((asUtc - instant.getTime()) / 60000);
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The instant at which a wall-clock date and time happen in an IANA time zone, read as calendar apps read a local
 * time (RFC 5545 §3.3.5): a time the clocks pass twice (the night they go back) is its first occurrence; a time
 * they skip (the night they go forward) is read with the offset before the change, so 02:30 becomes 03:30.
 */
export function zonedToInstant(dateKey: string, time: string, timeZone: string): Date {
  const [y, m, d] = dateKey.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wallClock = Date.UTC(y, m - 1, d, hh, mm);
  // A zone changes its offset at most once within a day either side, so these two are every candidate.
  const before = zoneOffsetMinutes(new Date(wallClock - DAY_MS), timeZone);
  const after = zoneOffsetMinutes(new Date(wallClock + DAY_MS), timeZone);
  const readings = [before, after]
    .map((offset) => wallClock - offset * 60000)
    .filter((instant) => instant + zoneOffsetMinutes(new Date(instant), timeZone) * 60000 === wallClock);
  return new Date(readings.length > 0 ? Math.min(...readings) : wallClock - before * 60000);
}

/** Heading of a date group, e.g. 'Saturday, November 21, 2026'. */
export function formatDateHeading(dateKey: string, locale = 'en-US'): string {
  return dateTimeFormat(locale, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${dateKey}T12:00:00Z`));
}

/** The run card's short date, e.g. 'Sat, Nov 21'. */
export function formatShortDate(dateKey: string, locale = 'en-US'): string {
  return dateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${dateKey}T12:00:00Z`));
}

/** Post dates in long US format, e.g. 'November 21, 2026'. */
export function formatLongUsDate(instant: Date | string): string {
  return new Date(instant).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
}

/** Groups items by their date key, keys ascending, keeping each group's input order. */
export function groupByDate<T extends { date: string }>(items: readonly T[]): { date: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(item.date);
    if (group) group.push(item);
    else groups.set(item.date, [item]);
  }
  return [...groups.keys()].sort().map((date) => ({ date, items: groups.get(date) ?? [] }));
}
