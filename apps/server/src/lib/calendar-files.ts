// The iCalendar (RFC 5545) files of runs, written by ical-generator: one run's download and the mails' attachment,
// the iTIP change and cancel messages (RFC 5546), and the subscribable feeds (docs/decisions/009 and 033). Times are
// in UTC, which every calendar converts to its user's zone, so no VTIMEZONE block is needed. A run's UID is the
// same in all of them, so a calendar that got the run from a download, a mail and a feed keeps one event.
import {
  ENGLISH_CALENDAR_TEXTS,
  meetingPlace,
  runTimeWindow,
  runUid,
  type CalendarRun,
  type CalendarTexts,
  type CancelledCalendarRun,
} from '@runtogether/shared/runs/run-calendar';
import ical, {
  escape,
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
  type ICalCalendar,
  type ICalEventData,
} from 'ical-generator';

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

/** Calendars that honour it fetch a feed again after this long (REFRESH-INTERVAL and X-PUBLISHED-TTL). */
const FEED_REFRESH_SECONDS = 3600;

// RFC 5545 §3.1 ends every content line with CRLF, the last one too; ical-generator leaves the last one bare.
const fileText = (file: ICalCalendar) => `${file.toString()}\r\n`;

const calendar = (method: ICalCalendarMethod) =>
  ical({ prodId: '//RunTogether//Runs//EN', method, scale: 'GREGORIAN' });

function parties(of: SchedulingParties | undefined): Partial<ICalEventData> {
  if (!of) return {};
  return {
    organizer: { name: of.organizer.name, email: of.organizer.email },
    // Already accepted and nothing to answer: calendars apply the change instead of asking to RSVP.
    attendees: [
      {
        name: of.attendee.name,
        email: of.attendee.email,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.ACCEPTED,
        rsvp: false,
      },
    ],
  };
}

interface EventOptions {
  dtstamp: Date;
  status: ICalEventStatus;
  /** The runner is on the waitlist: the summary and description say so. */
  waitlisted?: boolean;
  parties?: SchedulingParties;
  texts: CalendarTexts;
}

function addRunEvent(
  to: ICalCalendar,
  run: CalendarRun,
  runUrl: string,
  domain: string,
  options: EventOptions,
) {
  const { start, end } = runTimeWindow(run);
  const { texts } = options;
  const note = options.waitlisted ? `${texts.waitlistedNote}\n\n` : '';
  to.createEvent({
    id: runUid(run.id, domain),
    stamp: options.dtstamp,
    lastModified: run.lastModified ? new Date(run.lastModified) : null,
    sequence: run.sequence ?? 0,
    ...parties(options.parties),
    start,
    end,
    summary: options.waitlisted ? texts.waitlistedSummary(run.title) : run.title,
    description: `${note}${run.description}\n\n${texts.hostedBy(run.hostName)}\n${runUrl}`,
    location:
      run.latitude !== null && run.longitude !== null
        ? { title: meetingPlace(run), geo: { lat: run.latitude, lon: run.longitude } }
        : meetingPlace(run),
    url: runUrl,
    status: options.status,
  });
}

function addCancelledEvent(
  to: ICalCalendar,
  run: CancelledCalendarRun,
  domain: string,
  texts: CalendarTexts,
  scheduling?: SchedulingParties,
) {
  const cancelledAt = new Date(run.cancelledAt);
  to.createEvent({
    id: runUid(run.id, domain),
    stamp: cancelledAt,
    lastModified: cancelledAt,
    sequence: run.sequence,
    ...parties(scheduling),
    start: new Date(run.startsAt),
    end: new Date(run.endsAt),
    summary: texts.cancelledSummary(run.title),
    description: texts.cancelledDescription,
    location: run.location,
    status: ICalEventStatus.CANCELLED,
  });
}

/** A run of a file of runs: its page's URL and the runner's place on it. */
export interface RunOfFile {
  run: CalendarRun;
  url: string;
  /** A runner's place on the waitlist: tentative and marked, as in their private feed. */
  waitlisted?: boolean;
}

/** Runs as one file to attach (METHOD:PUBLISH), a series' dates joined at once; DTSTAMP is `now`. */
export function buildRunsIcs(
  runs: RunOfFile[],
  domain: string,
  now = new Date(),
  texts: CalendarTexts = ENGLISH_CALENDAR_TEXTS,
): string {
  const file = calendar(ICalCalendarMethod.PUBLISH);
  for (const { run, url, waitlisted = false } of runs) {
    const status = waitlisted ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED;
    addRunEvent(file, run, url, domain, { dtstamp: now, status, texts, waitlisted });
  }
  return fileText(file);
}

/** A run as a file to download or attach (METHOD:PUBLISH); DTSTAMP is `now`. */
export function buildRunIcs(
  run: CalendarRun,
  runUrl: string,
  domain: string,
  now = new Date(),
  texts: CalendarTexts = ENGLISH_CALENDAR_TEXTS,
  /** A runner's place on the waitlist: tentative and marked, as in their private feed. */
  { waitlisted = false } = {},
): string {
  return buildRunsIcs([{ run, url: runUrl, waitlisted }], domain, now, texts);
}

/**
 * The run after a change, as an iTIP REQUEST to one runner (RFC 5546 §3.2.2): the same UID as every earlier
 * file of the run and its raised SEQUENCE, so the runner's calendar moves its event instead of adding one.
 */
export function buildRunUpdateIcs(
  run: CalendarRun,
  runUrl: string,
  domain: string,
  scheduling: SchedulingParties,
  now = new Date(),
  texts: CalendarTexts = ENGLISH_CALENDAR_TEXTS,
): string {
  const file = calendar(ICalCalendarMethod.REQUEST);
  addRunEvent(file, run, runUrl, domain, {
    dtstamp: now,
    status: ICalEventStatus.CONFIRMED,
    parties: scheduling,
    texts,
  });
  return fileText(file);
}

/** A cancelled run as an iTIP CANCEL to one runner (RFC 5546 §3.2.5): calendars drop the event. */
export function buildRunCancelIcs(
  run: CancelledCalendarRun,
  domain: string,
  scheduling: SchedulingParties,
  texts: CalendarTexts = ENGLISH_CALENDAR_TEXTS,
): string {
  const file = calendar(ICalCalendarMethod.CANCEL);
  addCancelledEvent(file, run, domain, texts, scheduling);
  return fileText(file);
}

/** One event of a feed: a run (the runner's registration state when the feed is theirs) or a cancelled one. */
export type FeedEntry =
  | { kind: 'run'; run: CalendarRun & { lastModified: string }; url: string; waitlisted?: boolean }
  | { kind: 'cancelled'; run: CancelledCalendarRun };

export interface CalendarFeed {
  /** What calendars show as the subscription's name (NAME and X-WR-CALNAME). */
  name: string;
  description: string;
  /** The site's host name, the right side of every UID. */
  domain: string;
  entries: FeedEntry[];
  /** The words of the events (English when not given). */
  texts?: CalendarTexts;
}

/**
 * A subscribable calendar of many events. Nothing in it depends on when it is made (DTSTAMP is each event's
 * last change, not the time of the request), so the same data gives the same bytes, and the same ETag.
 */
export function buildCalendarFeed(feed: CalendarFeed): string {
  const texts = feed.texts ?? ENGLISH_CALENDAR_TEXTS;
  // ical-generator writes the calendar's name and description as given: escaped here, as TEXT values must be.
  const file = calendar(ICalCalendarMethod.PUBLISH)
    .name(escape(feed.name, false))
    .description(escape(feed.description, false))
    .ttl(FEED_REFRESH_SECONDS);
  for (const entry of feed.entries) {
    if (entry.kind === 'cancelled') {
      addCancelledEvent(file, entry.run, feed.domain, texts);
      continue;
    }
    const waitlisted = entry.waitlisted === true;
    addRunEvent(file, entry.run, entry.url, feed.domain, {
      dtstamp: new Date(entry.run.lastModified),
      status: waitlisted ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
      waitlisted,
      texts,
    });
  }
  return fileText(file);
}
