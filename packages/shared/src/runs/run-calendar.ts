// Calendar exports of runs: an iCalendar (RFC 5545) file of one run, calendar feeds of many (a host's runs, a
// runner's registrations) and a Google Calendar link, from one time window. A run's UID is the same in all of
// them, so a calendar that got the run from a download, a mail and a feed keeps one event.

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
  /** iCalendar SEQUENCE: raised on every change of the run (0 when not given). */
  sequence?: number;
  /** When the run last changed, ISO 8601 (LAST-MODIFIED; left out when not given). */
  lastModified?: string;
}

/** A deleted run that feeds keep as STATUS:CANCELLED until its date passes (docs/decisions/033). */
export interface CancelledCalendarRun {
  id: number;
  title: string;
  /** UTC instants, ISO 8601. */
  startsAt: string;
  endsAt: string;
  location: string;
  /** The run's last SEQUENCE plus one. */
  sequence: number;
  /** ISO 8601: LAST-MODIFIED and DTSTAMP of the cancellation. */
  cancelledAt: string;
}

/**
 * The words of a calendar file in one language. English by default; the server passes the reader's language
 * (its catalogue's `ics.*` and `server.calendar.*` messages), the browser its own for the Google link.
 */
export interface CalendarTexts {
  hostedBy: (host: string) => string;
  cancelledSummary: (title: string) => string;
  cancelledDescription: string;
  waitlistedSummary: (title: string) => string;
  waitlistedNote: string;
}

export const ENGLISH_CALENDAR_TEXTS: CalendarTexts = {
  hostedBy: (host) => `Hosted by ${host}`,
  cancelledSummary: (title) => `Cancelled: ${title}`,
  cancelledDescription: 'The host cancelled this run.',
  waitlistedSummary: (title) => `Waitlisted: ${title}`,
  waitlistedNote: "You're on the waitlist: if a spot opens up, it's yours in turn.",
};

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
 * PUBLISH for downloads and feeds; REQUEST (an update of a run the runner has) and CANCEL (a cancelled run) for
 * the change mails of RFC 5546 (iTIP), which calendars apply to the event with the same UID.
 */
type CalendarMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

const calendarHeader = (method: CalendarMethod) => [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//RunTogether//Runs//EN',
  'CALSCALE:GREGORIAN',
  `METHOD:${method}`,
];

/** Someone named in an iTIP message: the host as ORGANIZER, the runner as ATTENDEE. */
export interface CalendarParty {
  name: string;
  email: string;
}

/** RFC 5546 wants an ORGANIZER and the ATTENDEE in REQUEST and CANCEL messages, or clients refuse them. */
export interface SchedulingParties {
  organizer: CalendarParty;
  attendee: CalendarParty;
}

/** A parameter value in double quotes, which may not hold quotes or line breaks (RFC 5545 §3.1). */
const quotedParam = (value: string) => `"${value.replace(/["\r\n\\]/g, ' ').trim()}"`;

function partyLines(parties: SchedulingParties | undefined): string[] {
  if (!parties) return [];
  const { organizer, attendee } = parties;
  return [
    `ORGANIZER;CN=${quotedParam(organizer.name)}:mailto:${organizer.email}`,
    // Already accepted and nothing to answer: calendars apply the change instead of asking to RSVP.
    `ATTENDEE;CN=${quotedParam(attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${attendee.email}`,
  ];
}

/** The UID of a run in every calendar file, feed and mail (a calendar that has it replaces its copy). */
export const runUid = (runId: number, domain: string) => `run-${runId}@${domain}`;

interface EventOptions {
  dtstamp: Date;
  status: 'CONFIRMED' | 'TENTATIVE';
  /** The runner is on the waitlist: the summary and description say so. */
  waitlisted?: boolean;
  parties?: SchedulingParties;
  texts: CalendarTexts;
}

function runEventLines(run: CalendarRun, runUrl: string, domain: string, options: EventOptions): string[] {
  const { start, end } = runTimeWindow(run);
  const { texts } = options;
  const note = options.waitlisted ? `${texts.waitlistedNote}\n\n` : '';
  const summary = options.waitlisted ? texts.waitlistedSummary(run.title) : run.title;
  return [
    'BEGIN:VEVENT',
    `UID:${runUid(run.id, domain)}`,
    `DTSTAMP:${toCalendarUtc(options.dtstamp)}`,
    ...(run.lastModified ? [`LAST-MODIFIED:${toCalendarUtc(new Date(run.lastModified))}`] : []),
    `SEQUENCE:${run.sequence ?? 0}`,
    ...partyLines(options.parties),
    `DTSTART:${toCalendarUtc(start)}`,
    `DTEND:${toCalendarUtc(end)}`,
    `SUMMARY:${escapeText(summary)}`,
    `DESCRIPTION:${escapeText(`${note}${run.description}\n\n${texts.hostedBy(run.hostName)}\n${runUrl}`)}`,
    `LOCATION:${escapeText(run.address)}`,
    ...(run.latitude !== null && run.longitude !== null ? [`GEO:${run.latitude};${run.longitude}`] : []),
    `URL:${runUrl}`,
    `STATUS:${options.status}`,
    'END:VEVENT',
  ];
}

function cancelledEventLines(
  run: CancelledCalendarRun,
  domain: string,
  texts: CalendarTexts,
  parties?: SchedulingParties,
): string[] {
  const cancelledAt = toCalendarUtc(new Date(run.cancelledAt));
  return [
    'BEGIN:VEVENT',
    `UID:${runUid(run.id, domain)}`,
    `DTSTAMP:${cancelledAt}`,
    `LAST-MODIFIED:${cancelledAt}`,
    `SEQUENCE:${run.sequence}`,
    ...partyLines(parties),
    `DTSTART:${toCalendarUtc(new Date(run.startsAt))}`,
    `DTEND:${toCalendarUtc(new Date(run.endsAt))}`,
    `SUMMARY:${escapeText(texts.cancelledSummary(run.title))}`,
    `DESCRIPTION:${escapeText(texts.cancelledDescription)}`,
    `LOCATION:${escapeText(run.location)}`,
    'STATUS:CANCELLED',
    'END:VEVENT',
  ];
}

const toFile = (lines: string[]) => lines.map(foldLine).join('\r\n') + '\r\n';

/**
 * An iCalendar file with one event. Times are written in UTC, which every calendar converts to its user's
 * zone; the run's own zone needs no VTIMEZONE block that way.
 */
export function buildRunIcs(
  run: CalendarRun,
  runUrl: string,
  domain: string,
  now = new Date(),
  texts: CalendarTexts = ENGLISH_CALENDAR_TEXTS,
): string {
  return toFile([
    ...calendarHeader('PUBLISH'),
    ...runEventLines(run, runUrl, domain, { dtstamp: now, status: 'CONFIRMED', texts }),
    'END:VCALENDAR',
  ]);
}

/**
 * The run after a change, as an iTIP REQUEST to one runner (RFC 5546 §3.2.2): the same UID as every earlier
 * file of the run and its raised SEQUENCE, so the runner's calendar moves its event instead of adding one.
 */
export function buildRunUpdateIcs(
  run: CalendarRun,
  runUrl: string,
  domain: string,
  parties: SchedulingParties,
  now = new Date(),
  texts: CalendarTexts = ENGLISH_CALENDAR_TEXTS,
): string {
  return toFile([
    ...calendarHeader('REQUEST'),
    ...runEventLines(run, runUrl, domain, { dtstamp: now, status: 'CONFIRMED', parties, texts }),
    'END:VCALENDAR',
  ]);
}

/** A cancelled run as an iTIP CANCEL to one runner (RFC 5546 §3.2.5): calendars drop the event. */
export function buildRunCancelIcs(
  run: CancelledCalendarRun,
  domain: string,
  parties: SchedulingParties,
  texts: CalendarTexts = ENGLISH_CALENDAR_TEXTS,
): string {
  return toFile([
    ...calendarHeader('CANCEL'),
    ...cancelledEventLines(run, domain, texts, parties),
    'END:VCALENDAR',
  ]);
}

/** One event of a feed: a run (the runner's registration state when the feed is theirs) or a cancelled one. */
export type FeedEntry =
  | { kind: 'run'; run: CalendarRun & { lastModified: string }; url: string; waitlisted?: boolean }
  | { kind: 'cancelled'; run: CancelledCalendarRun };

export interface CalendarFeed {
  /** What calendars show as the subscription's name (X-WR-CALNAME). */
  name: string;
  description: string;
  /** The site's host name, the right side of every UID. */
  domain: string;
  entries: FeedEntry[];
  /** The words of the events (English when not given). */
  texts?: CalendarTexts;
}

/** Calendars that honour it fetch the feed again after this long. */
export const FEED_REFRESH_INTERVAL = 'PT1H';

/**
 * A subscribable calendar of many events. Nothing in it depends on when it is made (DTSTAMP is each event's
 * last change, not the time of the request), so the same data gives the same bytes, and the same ETag.
 */
export function buildCalendarFeed(feed: CalendarFeed): string {
  const { domain } = feed;
  const texts = feed.texts ?? ENGLISH_CALENDAR_TEXTS;
  const events = feed.entries.flatMap((entry) => {
    if (entry.kind === 'cancelled') return cancelledEventLines(entry.run, domain, texts);
    const waitlisted = entry.waitlisted === true;
    return runEventLines(entry.run, entry.url, domain, {
      dtstamp: new Date(entry.run.lastModified),
      status: waitlisted ? 'TENTATIVE' : 'CONFIRMED',
      waitlisted,
      texts,
    });
  });
  return toFile([
    ...calendarHeader('PUBLISH'),
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    `NAME:${escapeText(feed.name)}`,
    `X-WR-CALDESC:${escapeText(feed.description)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${FEED_REFRESH_INTERVAL}`,
    `X-PUBLISHED-TTL:${FEED_REFRESH_INTERVAL}`,
    ...events,
    'END:VCALENDAR',
  ]);
}

/** A link that opens Google Calendar's "new event" form filled with the run. */
export function googleCalendarUrl(
  run: CalendarRun,
  runUrl: string,
  hostedBy: CalendarTexts['hostedBy'] = ENGLISH_CALENDAR_TEXTS.hostedBy,
): string {
  const { start, end } = runTimeWindow(run);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: run.title,
    dates: `${toCalendarUtc(start)}/${toCalendarUtc(end)}`,
    details: `${run.description}\n\n${hostedBy(run.hostName)}\n${runUrl}`,
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
