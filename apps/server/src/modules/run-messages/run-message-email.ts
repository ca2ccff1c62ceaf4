// A host's short message to everyone registered for a run ("Meet at the north gate").
import { formatDateHeading } from '@runtogether/shared/dates/date.rules';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import { escapeHtml } from '../mail/html';
import type { NewMail } from '../mail/mail.repository';

export const runMessageSubject = (hostName: string, title: string) => `Message from ${hostName}: ${title}`;

export function runMessageEmail(
  to: { email: string; name: string },
  run: Pick<Run, 'title' | 'date' | 'time' | 'timezone' | 'hostName'>,
  body: string,
  runUrl: string,
): NewMail {
  const when = `${formatDateHeading(run.date)} at ${run.time} (${run.timezone})`;
  const about = `About "${run.title}", ${when}:`;
  const text = [
    `Hi ${to.name},`,
    '',
    `${run.hostName} sent a message to everyone registered for their run.`,
    about,
    '',
    body,
    '',
    `The run: ${runUrl}`,
    '',
    'The RunTogether team',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
  <div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
    <h1 style="margin:0 0 16px;font-size:22px">Message from ${escapeHtml(run.hostName)}</h1>
    <p style="line-height:1.5">Hi ${escapeHtml(to.name)},</p>
    <p style="line-height:1.5">${escapeHtml(run.hostName)} sent a message to everyone registered for their run. ${escapeHtml(about)}</p>
    <blockquote style="margin:16px 0;padding:12px 16px;background:#fff7ed;border-left:4px solid #f97316;border-radius:4px;line-height:1.5;white-space:pre-line">${escapeHtml(body)}</blockquote>
    <p style="margin:28px 0">
      <a href="${escapeHtml(runUrl)}" style="background:#f97316;color:#ffffff;padding:12px 22px;border-radius:8px;text-decoration:none;font-weight:bold">View the run</a>
    </p>
    <p style="line-height:1.5">The RunTogether team</p>
  </div>
</body>
</html>
`;
  return { to: to.email, subject: runMessageSubject(run.hostName, run.title), text, html };
}
