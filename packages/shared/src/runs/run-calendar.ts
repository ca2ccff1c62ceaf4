// Calendar exports of a run: an iCalendar (RFC 5545) file and a Google Calendar link, from one time window.

export interface CalendarRun {
  id: number;
  title: string;
  description: string;
  /** UTC instant, ISO 8601. */
  startsAt: string;
  distance: number;
  /** Minutes per km. */
  pace: number;
  address: string;
  latitude: number | null;
  longitude: number | null;
  hostName: string;
}

/**
 * How long to block in a calendar: the running time at the run's pace plus 15 minutes to gather, rounded up
 * to a quarter hour, at least 30 minutes.
 */
export function runDurationMinutes(distanceKm: number, paceMinPerKm: number): number {
  const minutes = distanceKm * paceMinPerKm + 15;
  return Math.max(30, Math.ceil(minutes / 15) * 15);
}

export function runTimeWindow(run: Pick<CalendarRun, 'startsAt' | 'distance' | 'pace'>): {
  start: Date;
  end: Date;
} {
  const start = new Date(run.startsAt);
  return { start, end: new Date(start.getTime() + runDurationMinutes(run.distance, run.pace) * 60_000) };
}

/** 2026-11-22T08:00:00.000Z → 20261122T080000Z (iCalendar and Google both read UTC in this form). */
export const toCalendarUtc = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Octets of one code point in UTF-8 (arithmetic: encoding each character on its own cost ~2 ms a file). */
const utf8Length = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

/** RFC 5545 §3.1: lines longer than 75 octets continue on the next line after CRLF and one space. */
function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0) ?? 0);
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with a space
    if (bytes + size > limit) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/**
 * An iCalendar file with one event. Times are written in UTC, which every calendar converts to its user's
 * zone; the run's own zone needs no VTIMEZONE block that way.
 */
export function buildRunIcs(run: CalendarRun, runUrl: string, domain: string, now = new Date()): string {
  const { start, end } = runTimeWindow(run);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//RunTogether//Runs//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:run-${run.id}@${domain}`,
    `DTSTAMP:${toCalendarUtc(now)}`,
    `DTSTART:${toCalendarUtc(start)}`,
    `DTEND:${toCalendarUtc(end)}`,
    `SUMMARY:${escapeText(run.title)}`,
    `DESCRIPTION:${escapeText(`${run.description}\n\nHosted by ${run.hostName}\n${runUrl}`)}`,
    `LOCATION:${escapeText(run.address)}`,
    ...(run.latitude !== null && run.longitude !== null ? [`GEO:${run.latitude};${run.longitude}`] : []),
    `URL:${runUrl}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** A link that opens Google Calendar's "new event" form filled with the run. */
export function googleCalendarUrl(run: CalendarRun, runUrl: string): string {
  const { start, end } = runTimeWindow(run);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: run.title,
    dates: `${toCalendarUtc(start)}/${toCalendarUtc(end)}`,
    details: `${run.description}\n\nHosted by ${run.hostName}\n${runUrl}`,
    location: run.address,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** File name for the download, e.g. 'saturday-long-run.ics'. */
export function icsFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'run'}.ics`;
}
