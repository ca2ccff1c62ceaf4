import { formatDateHeading } from '@runtogether/shared/dates/date.rules';
import { escapeHtml } from '../mail/html';
import type { MailAttachment, NewMail } from '../mail/mail.repository';

export interface CancelledRun {
  title: string;
  /** 'YYYY-MM-DD' and 'HH:MM' in the run's own zone. */
  date: string;
  time: string;
  hostName: string;
}

/**
 * Tells a registered runner (confirmed or waitlisted) that the host deleted the run; `ics` (METHOD:CANCEL)
 * takes it out of their calendar.
 */
export function runCancelledEmail(
  to: { email: string; name: string },
  run: CancelledRun,
  findRunsUrl: string,
  ics?: MailAttachment,
): NewMail {
  const when = `${formatDateHeading(run.date)} at ${run.time}`;
  const text = [
    `Hi ${to.name},`,
    '',
    `${run.hostName} has cancelled "${run.title}" (${when}). Your registration has been removed, so there is`,
    'nothing you need to do.',
    ...(ics ? ['', 'The attached calendar file removes the run from your calendar.'] : []),
    '',
    `Looking for another run? ${findRunsUrl}`,
    '',
    'The RunTogether team',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
  <div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
    <h1 style="margin:0 0 16px;font-size:22px">Run cancelled</h1>
    <p style="line-height:1.5">Hi ${escapeHtml(to.name)},</p>
    <p style="line-height:1.5">${escapeHtml(run.hostName)} has cancelled <strong>${escapeHtml(run.title)}</strong> (${escapeHtml(when)}). Your registration has been removed, so there is nothing you need to do.</p>
    <p style="margin:28px 0">
      <a href="${escapeHtml(findRunsUrl)}" style="background:#f97316;color:#ffffff;padding:12px 22px;border-radius:8px;text-decoration:none;font-weight:bold">Find another run</a>
    </p>
    <p style="line-height:1.5">The RunTogether team</p>
  </div>
</body>
</html>
`;
  return {
    to: to.email,
    subject: `Cancelled: ${run.title}`,
    text,
    html,
    ...(ics ? { attachments: [ics] } : {}),
  };
}
