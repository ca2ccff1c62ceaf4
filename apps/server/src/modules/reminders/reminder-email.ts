// The reminder a confirmed runner gets before a run (issue 18), with one-click unsubscribe (RFC 8058).
import { dateKeyInZone, formatDateHeading, timeInZone } from '@runtogether/shared/dates/date.rules';
import { runMapUrl } from '@runtogether/shared/runs/run-links';
import { escapeHtml } from '../mail/html';
import type { NewMail } from '../mail/mail.repository';
import { oneClickUnsubscribeHeaders } from '../mail/one-click-unsubscribe';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface ReminderRun {
  id: number;
  title: string;
  startsAt: Date;
  timezone: string;
  location: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  whatsappGroupLink: string | null;
  hostName: string;
}

export interface ReminderInput {
  to: { email: string; name: string };
  run: ReminderRun;
  lead: { label: string; ms: number };
  /** The host's latest post, if any. */
  post: { title: string; content: string } | undefined;
  runUrl: string;
  unsubscribeUrl: string;
  now: Date;
}

/**
 * "Reminder: {title} tomorrow at {time}" for the 24-hour lead ("today at" should an outage delay it past
 * midnight), "Reminder: {title} in 2 hours" for 2 hours, and likewise "in N hours", "in N minutes" or "in N
 * days" for other leads (REMINDER_LEADS).
 */
export function reminderSubject(
  run: Pick<ReminderRun, 'title' | 'startsAt' | 'timezone'>,
  lead: { ms: number },
  now: Date,
): string {
  const time = timeInZone(run.startsAt, run.timezone);
  if (lead.ms === DAY_MS) {
    const today = dateKeyInZone(now, run.timezone) === dateKeyInZone(run.startsAt, run.timezone);
    return `Reminder: ${run.title} ${today ? 'today' : 'tomorrow'} at ${time}`;
  }
  if (lead.ms % DAY_MS === 0) return `Reminder: ${run.title} in ${lead.ms / DAY_MS} days`;
  if (lead.ms % HOUR_MS === 0) {
    const hours = lead.ms / HOUR_MS;
    return `Reminder: ${run.title} in ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  }
  return `Reminder: ${run.title} in ${Math.round(lead.ms / 60_000)} minutes`;
}

/** Posts can be long: the reminder quotes the start. */
const POST_EXCERPT_MAX = 400;
const excerpt = (text: string) =>
  text.length <= POST_EXCERPT_MAX ? text : `${text.slice(0, POST_EXCERPT_MAX - 1).trimEnd()}…`;

export const CANCEL_LINE = "Can't make it? Cancel your spot";

export function reminderEmail(input: ReminderInput): NewMail {
  const { to, run, post } = input;
  const subject = reminderSubject(run, input.lead, input.now);
  const date = dateKeyInZone(run.startsAt, run.timezone);
  const when = `${formatDateHeading(date)} at ${timeInZone(run.startsAt, run.timezone)} (${run.timezone})`;
  const address = run.address?.trim() || run.location;
  const map = runMapUrl({ ...run, address });
  const why =
    'You get this e-mail because you are registered for this run. Reminders can be turned off in Profile Settings.';
  const text = [
    `Hi ${to.name},`,
    '',
    `A reminder: "${run.title}" with ${run.hostName} is coming up.`,
    '',
    `When: ${when}`,
    `Where: ${address}`,
    `Map: ${map}`,
    ...(run.whatsappGroupLink ? [`WhatsApp group: ${run.whatsappGroupLink}`] : []),
    ...(post ? ['', `Latest from ${run.hostName}: ${post.title}`, excerpt(post.content)] : []),
    '',
    `${CANCEL_LINE}: ${input.runUrl}`,
    'The spot then goes to the next runner on the waitlist.',
    '',
    'See you at the start line,',
    'The RunTogether team',
    '',
    why,
    `Stop run reminders: ${input.unsubscribeUrl}`,
  ].join('\n');

  const row = (label: string, value: string) =>
    `      <tr><td style="padding:2px 12px 2px 0;color:#6b7280;vertical-align:top">${label}</td><td>${value}</td></tr>`;
  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="color:#c2410c">${escapeHtml(label)}</a>`;
  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
  <div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
    <h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(subject)}</h1>
    <p style="line-height:1.5">Hi ${escapeHtml(to.name)},</p>
    <p style="line-height:1.5">A reminder: <strong>${escapeHtml(run.title)}</strong> with ${escapeHtml(run.hostName)} is coming up.</p>
    <table style="margin:16px 0;line-height:1.5;border-collapse:collapse">
${row('When', escapeHtml(when))}
${row('Where', `${escapeHtml(address)}<br>${link(map, 'Open in Maps')}`)}
${run.whatsappGroupLink ? `${row('WhatsApp', link(run.whatsappGroupLink, 'Join the group'))}\n` : ''}    </table>
${
  post
    ? `    <div style="margin:16px 0;padding:12px 16px;background:#fff7ed;border-radius:8px;line-height:1.5">
      <p style="margin:0 0 4px;color:#6b7280;font-size:14px">Latest from ${escapeHtml(run.hostName)}</p>
      <p style="margin:0 0 4px;font-weight:bold">${escapeHtml(post.title)}</p>
      <p style="margin:0;white-space:pre-line">${escapeHtml(excerpt(post.content))}</p>
    </div>\n`
    : ''
}    <p style="line-height:1.5">${link(input.runUrl, CANCEL_LINE)}: the spot then goes to the next runner on the waitlist.</p>
    <p style="line-height:1.5">See you at the start line,<br>The RunTogether team</p>
    <p style="margin-top:28px;line-height:1.5;color:#6b7280;font-size:13px">${escapeHtml(why)}
      ${link(input.unsubscribeUrl, 'Stop run reminders')}</p>
  </div>
</body>
</html>
`;
  return { to: to.email, subject, text, html, headers: oneClickUnsubscribeHeaders(input.unsubscribeUrl) };
}
