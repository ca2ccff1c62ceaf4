// What calendar exports of runs share: the run's time window, its UID, the words of a calendar file and a Google
// Calendar link. The server writes the iCalendar files themselves (apps/server/src/lib/calendar-files.ts).

export interface CalendarRun {
  id: number;
  title: string;
  description: string;
  /** UTC instant, ISO 8601. */
  startsAt: string;
  distance: number;
  /** Minutes per km. */
  pace: number;
  /** The meeting point's name ("Retiro Park, main gate"): calendars show it before the address. */
  location: string;
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

/** The UID of a run in every calendar file, feed and mail (a calendar that has it replaces its copy). */
export const runUid = (runId: number, domain: string) => `run-${runId}@${domain}`;

/** A link that opens Google Calendar's "new event" form filled with the run. */
/**
 * Where to meet, as a calendar's location shows it: the meeting point's name, then the address ("Retiro Park,
 * main gate, Calle de Alcalá 1, Madrid"), or the one of them that already holds the other.
 */
export function meetingPlace({ location, address }: Pick<CalendarRun, 'location' | 'address'>): string {
  const name = location.trim();
  const place = address.trim();
  if (!name || place.toLowerCase().includes(name.toLowerCase())) return place || name;
  if (!place || name.toLowerCase().includes(place.toLowerCase())) return name;
  return `${name}, ${place}`;
}

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
    location: meetingPlace(run),
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
