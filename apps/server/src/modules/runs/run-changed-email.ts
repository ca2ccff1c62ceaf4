// The one e-mail a registered runner gets when the host changes a run's date, time, place or distance.
import { formatDateHeading } from '@runtogether/shared/dates/date.rules';
import { formatDistance } from '@runtogether/shared/runs/run.rules';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import { escapeHtml } from '../mail/html';
import type { MailAttachment, NewMail } from '../mail/mail.repository';

/** One line of the notice: what changed, old → new, in the run's zone. */
export interface RunChange {
  label: 'Date' | 'Time' | 'Meeting point' | 'Address' | 'Distance';
  before: string;
  after: string;
}

export const runChangedSubject = (title: string) => `Run changed: ${title}`;

export function runChangedEmail(
  to: { email: string; name: string; status: 'confirmed' | 'waitlisted' },
  run: Pick<Run, 'title' | 'date' | 'time' | 'timezone' | 'address' | 'distance' | 'hostName'>,
  changes: RunChange[],
  runUrl: string,
  ics: MailAttachment,
): NewMail {
  const when = `${formatDateHeading(run.date)} at ${run.time} (${run.timezone})`;
  const intro = `${run.hostName} has changed "${run.title}".`;
  const status =
    to.status === 'waitlisted'
      ? "You're still on the waitlist; if a spot opens up, it's yours in turn."
      : "Your spot is kept. If the change doesn't suit you, please cancel on the run's page so someone on the waitlist can have it.";
  const text = [
    `Hi ${to.name},`,
    '',
    intro,
    '',
    'What changed:',
    ...changes.map((c) => `  ${c.label}: ${c.before} → ${c.after}`),
    '',
    `When: ${when}`,
    `Where: ${run.address}`,
    `Distance: ${formatDistance(run.distance)} km`,
    '',
    status,
    `The run: ${runUrl}`,
    '',
    'The attached calendar file updates the run in your calendar.',
    '',
    'The RunTogether team',
  ].join('\n');
  const rows = changes
    .map(
      (c) =>
        `      <tr><td style="padding:2px 12px 2px 0;color:#6b7280">${escapeHtml(c.label)}</td><td><s style="color:#6b7280">${escapeHtml(c.before)}</s> → <strong>${escapeHtml(c.after)}</strong></td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
  <div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
    <h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(runChangedSubject(run.title))}</h1>
    <p style="line-height:1.5">Hi ${escapeHtml(to.name)},</p>
    <p style="line-height:1.5">${escapeHtml(intro)} What changed:</p>
    <table style="margin:16px 0;line-height:1.5;border-collapse:collapse">
${rows}
    </table>
    <p style="line-height:1.5">Now: ${escapeHtml(when)}, ${escapeHtml(run.address)}, ${escapeHtml(formatDistance(run.distance))} km.</p>
    <p style="line-height:1.5">${escapeHtml(status)}</p>
    <p style="margin:28px 0">
      <a href="${escapeHtml(runUrl)}" style="background:#f97316;color:#ffffff;padding:12px 22px;border-radius:8px;text-decoration:none;font-weight:bold">View the run</a>
    </p>
    <p style="line-height:1.5;color:#6b7280;font-size:14px">The attached calendar file updates the run in your calendar.</p>
    <p style="line-height:1.5">The RunTogether team</p>
  </div>
</body>
</html>
`;
  return { to: to.email, subject: runChangedSubject(run.title), text, html, attachments: [ics] };
}
