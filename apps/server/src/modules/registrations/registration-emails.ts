// The e-mails a registration causes: the confirmation on registering (confirmed or waitlisted wording) and the
// news that a spot opened up. Both carry the run's .ics so the runner can put it in their calendar.
import { formatDateHeading } from '@runtogether/shared/dates/date.rules';
import { buildRunIcs, icsFileName, type CalendarRun } from '@runtogether/shared/runs/run-calendar';
import { formatDistance, formatPace } from '@runtogether/shared/runs/run.rules';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import { escapeHtml } from '../mail/html';
import type { MailAttachment, NewMail } from '../mail/mail.repository';

export type EmailRun = Pick<
  Run,
  | 'id'
  | 'title'
  | 'description'
  | 'date'
  | 'time'
  | 'timezone'
  | 'startsAt'
  | 'address'
  | 'distance'
  | 'pace'
  | 'latitude'
  | 'longitude'
  | 'hostName'
> &
  Pick<CalendarRun, 'sequence' | 'lastModified'>;

export type RegistrationEmailKind = 'confirmed' | 'waitlisted' | 'promoted';

export const runUrl = (publicUrl: string, runId: number) => `${publicUrl}/runs/${runId}`;

export const registrationEmailSubjects = {
  confirmed: (title: string) => `You're registered: ${title}`,
  waitlisted: (title: string) => `You're on the waitlist: ${title}`,
  promoted: (title: string) => `A spot opened up: you're in for ${title}`,
} as const;

/** The run as an iCalendar file; its UID is stable per run, so a second import updates the first. */
export function runIcsAttachment(run: EmailRun, publicUrl: string, now: Date): MailAttachment {
  return {
    filename: icsFileName(run.title),
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: buildRunIcs(run, runUrl(publicUrl, run.id), new URL(publicUrl).hostname, now),
  };
}

/** Stands for the runner's waitlist place in a mail rendered before it is known (register_for_run fills it in). */
export const WAITLIST_POSITION_PLACEHOLDER = '{{waitlist-position}}';

function lead(
  kind: RegistrationEmailKind,
  run: EmailRun,
  position: number | typeof WAITLIST_POSITION_PLACEHOLDER | null,
): string {
  if (kind === 'confirmed') return `You're registered for "${run.title}". See you at the start!`;
  if (kind === 'promoted') {
    return `Good news: a spot opened up in "${run.title}" and it's yours. You're now registered.`;
  }
  const place = position === null ? '' : ` You're number ${position} on the waitlist.`;
  return (
    `"${run.title}" is full, so you're on the waitlist.${place} If a spot opens up, you get it in turn ` +
    "and we'll e-mail you straight away."
  );
}

/** One e-mail for the three moments; `position` matters only on the waitlist. */
export function registrationEmail(
  kind: RegistrationEmailKind,
  to: { email: string; name: string },
  run: EmailRun,
  options: {
    publicUrl: string;
    position?: number | typeof WAITLIST_POSITION_PLACEHOLDER | null;
    now: Date;
    /** The run's calendar file when the caller already made it (it is the same for every mail of the run). */
    ics?: MailAttachment;
  },
): NewMail {
  const link = runUrl(options.publicUrl, run.id);
  const when = `${formatDateHeading(run.date)} at ${run.time} (${run.timezone})`;
  const facts = `${formatDistance(run.distance)} km at ${formatPace(run.pace)} min/km, hosted by ${run.hostName}`;
  const intro = lead(kind, run, options.position ?? null);
  const outro =
    kind === 'waitlisted'
      ? 'The attached calendar file lets you keep the time free in case a spot opens up.'
      : 'The attached calendar file adds the run to your calendar.';
  const text = [
    `Hi ${to.name},`,
    '',
    intro,
    '',
    `When: ${when}`,
    `Where: ${run.address}`,
    `Run: ${facts}`,
    '',
    `Details, and cancelling if your plans change: ${link}`,
    '',
    outro,
    '',
    'See you at the start line,',
    'The RunTogether team',
  ].join('\n');

  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
  <div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
    <h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(registrationEmailSubjects[kind](run.title))}</h1>
    <p style="line-height:1.5">Hi ${escapeHtml(to.name)},</p>
    <p style="line-height:1.5">${escapeHtml(intro)}</p>
    <table style="margin:16px 0;line-height:1.5;border-collapse:collapse">
      <tr><td style="padding:2px 12px 2px 0;color:#6b7280">When</td><td>${escapeHtml(when)}</td></tr>
      <tr><td style="padding:2px 12px 2px 0;color:#6b7280">Where</td><td>${escapeHtml(run.address)}</td></tr>
      <tr><td style="padding:2px 12px 2px 0;color:#6b7280">Run</td><td>${escapeHtml(facts)}</td></tr>
    </table>
    <p style="margin:28px 0">
      <a href="${href}" style="background:#f97316;color:#ffffff;padding:12px 22px;border-radius:8px;text-decoration:none;font-weight:bold">View the run</a>
    </p>
    <p style="line-height:1.5;color:#6b7280;font-size:14px">${escapeHtml(outro)} If your plans change, you can cancel on the run's page.</p>
    <p style="line-height:1.5">See you at the start line,<br>The RunTogether team</p>
  </div>
</body>
</html>
`;
  return {
    to: to.email,
    subject: registrationEmailSubjects[kind](run.title),
    text,
    html,
    attachments: [options.ics ?? runIcsAttachment(run, options.publicUrl, options.now)],
  };
}
