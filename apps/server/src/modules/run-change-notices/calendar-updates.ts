// The .ics files of the mails that change a run a runner already has in their calendar: iTIP
// (RFC 5546) REQUEST for a change and CANCEL for a cancellation, with the run's one UID and a higher SEQUENCE,
// so the calendar updates or removes its event instead of adding another.
import {
  icsFileName,
  type CalendarRun,
  type CancelledCalendarRun,
} from '@runtogether/shared/runs/run-calendar';
import { buildRunCancelIcs, buildRunUpdateIcs, type SchedulingParties } from '../../lib/calendar-files';
import type { Locale } from '../../lib/i18n';
import type { MailAttachment } from '../mail/mail.repository';
import { calendarTexts } from '../mail/mail-words';

/**
 * The host organises, from the site's no-reply address (nobody answers an iTIP reply we do not process); the
 * runner attends, at the address the mail goes to.
 */
export function schedulingParties(
  hostName: string,
  runner: { name: string; email: string },
  publicUrl: string,
): SchedulingParties {
  return {
    organizer: { name: hostName, email: `no-reply@${new URL(publicUrl).hostname}` },
    attendee: { name: runner.name, email: runner.email },
  };
}

export function runUpdateIcsAttachment(
  run: CalendarRun,
  runUrl: string,
  parties: SchedulingParties,
  publicUrl: string,
  now: Date,
  locale: Locale = 'en',
): MailAttachment {
  return {
    filename: icsFileName(run.title),
    contentType: 'text/calendar; charset=utf-8; method=REQUEST',
    content: buildRunUpdateIcs(run, runUrl, new URL(publicUrl).hostname, parties, now, calendarTexts(locale)),
  };
}

export function runCancelIcsAttachment(
  run: CancelledCalendarRun,
  parties: SchedulingParties,
  publicUrl: string,
  locale: Locale = 'en',
): MailAttachment {
  return {
    filename: icsFileName(run.title),
    contentType: 'text/calendar; charset=utf-8; method=CANCEL',
    content: buildRunCancelIcs(run, new URL(publicUrl).hostname, parties, calendarTexts(locale)),
  };
}
