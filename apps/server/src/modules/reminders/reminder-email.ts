// The reminder a confirmed runner gets before a run, with one-click unsubscribe (RFC 8058).
import { dateKeyInZone, timeInZone } from '@runtogether/shared/dates/date.rules';
import { runMapUrl } from '@runtogether/shared/runs/run-links';
import { translatorFor, type Locale } from '../../lib/i18n';
import { escapeHtml } from '../mail/html';
import type { NewMail } from '../mail/mail.repository';
import { inLanguage, whenText } from '../mail/mail-words';
import { oneClickUnsubscribeHeaders } from '../mail/one-click-unsubscribe';
import { giveUpParagraph, groupFacts, type EmailGroup } from '../registrations/registration-emails';

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
  to: { email: string; name: string; language: Locale };
  run: ReminderRun;
  lead: { label: string; ms: number };
  /** The host's latest post, if any. */
  post: { title: string; content: string } | undefined;
  runUrl: string;
  unsubscribeUrl: string;
  /** The signed "Can't make it? Give up your spot" link (docs/decisions/053). */
  giveUpUrl: string;
  /** The runner's pace group, on a run with groups (docs/decisions/052). */
  group?: EmailGroup | null;
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
  locale: Locale = 'en',
): string {
  const t = translatorFor(locale);
  const { title } = run;
  const time = timeInZone(run.startsAt, run.timezone);
  if (lead.ms === DAY_MS) {
    const today = dateKeyInZone(now, run.timezone) === dateKeyInZone(run.startsAt, run.timezone);
    return t(today ? 'email.reminder.subjectToday' : 'email.reminder.subjectTomorrow', { title, time });
  }
  if (lead.ms % DAY_MS === 0) return t('email.reminder.subjectDays', { title, count: lead.ms / DAY_MS });
  if (lead.ms % HOUR_MS === 0) return t('email.reminder.subjectHours', { title, count: lead.ms / HOUR_MS });
  return t('email.reminder.subjectMinutes', { title, count: Math.round(lead.ms / 60_000) });
}

/** Posts can be long: the reminder quotes the start. */
const POST_EXCERPT_MAX = 400;
const excerpt = (text: string) =>
  text.length <= POST_EXCERPT_MAX ? text : `${text.slice(0, POST_EXCERPT_MAX - 1).trimEnd()}…`;

export function reminderEmail(input: ReminderInput): NewMail {
  const { to, run, post } = input;
  const locale = to.language;
  const t = translatorFor(locale);
  const subject = reminderSubject(run, input.lead, input.now, locale);
  const date = dateKeyInZone(run.startsAt, run.timezone);
  const when = whenText(locale, date, timeInZone(run.startsAt, run.timezone), run.timezone);
  const address = run.address?.trim() || run.location;
  const map = runMapUrl({ ...run, address });
  const runLink = inLanguage(input.runUrl, locale);
  const giveUpUrl = inLanguage(input.giveUpUrl, locale);
  const unsubscribeUrl = inLanguage(input.unsubscribeUrl, locale);
  const why = t('email.reminder.why');
  const latestFrom = t('email.reminder.latestFrom', { host: run.hostName });
  const group = input.group ? groupFacts(t, input.group) : null;
  const text = [
    t('email.common.greeting', { name: to.name }),
    '',
    t('email.reminder.intro', { title: run.title, host: run.hostName }),
    '',
    `${t('email.common.when')}: ${when}`,
    `${t('email.common.where')}: ${address}`,
    `${t('email.reminder.map')}: ${map}`,
    ...(group ? [`${t('email.registration.group')}: ${group}`] : []),
    ...(run.whatsappGroupLink ? [`${t('email.reminder.whatsappGroup')}: ${run.whatsappGroupLink}`] : []),
    ...(post ? ['', `${latestFrom}: ${post.title}`, excerpt(post.content)] : []),
    '',
    `${t('email.common.viewRun')}: ${runLink}`,
    // One way to give the spot up: the one-click link (no sign-in), whose note says where the spot goes.
    `${t('email.giveUp.link')}: ${giveUpUrl}`,
    t('email.giveUp.note'),
    '',
    t('email.common.signOff'),
    t('email.common.team'),
    '',
    why,
    `${t('email.reminder.stop')}: ${unsubscribeUrl}`,
  ].join('\n');

  const row = (label: string, value: string) =>
    `      <tr><td style="padding:2px 12px 2px 0;color:#6b7280;vertical-align:top">${label}</td><td>${value}</td></tr>`;
  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="color:#c2410c">${escapeHtml(label)}</a>`;
  const html = `<!doctype html>
<html lang="${locale}">
<body style="margin:0;padding:24px;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
  <div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
    <h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(subject)}</h1>
    <p style="line-height:1.5">${escapeHtml(t('email.common.greeting', { name: to.name }))}</p>
    <p style="line-height:1.5">${t('email.reminder.introHtml', { title: `<strong>${escapeHtml(run.title)}</strong>`, host: escapeHtml(run.hostName) })}</p>
    <table style="margin:16px 0;line-height:1.5;border-collapse:collapse">
${row(t('email.common.when'), escapeHtml(when))}
${row(t('email.common.where'), `${escapeHtml(address)}<br>${link(map, t('email.reminder.openMaps'))}`)}
${group ? `${row(t('email.registration.group'), escapeHtml(group))}\n` : ''}${run.whatsappGroupLink ? `${row('WhatsApp', link(run.whatsappGroupLink, t('email.reminder.joinGroup')))}\n` : ''}    </table>
${
  post
    ? `    <div style="margin:16px 0;padding:12px 16px;background:#fff7ed;border-radius:8px;line-height:1.5">
      <p style="margin:0 0 4px;color:#6b7280;font-size:14px">${escapeHtml(latestFrom)}</p>
      <p style="margin:0 0 4px;font-weight:bold">${escapeHtml(post.title)}</p>
      <p style="margin:0;white-space:pre-line">${escapeHtml(excerpt(post.content))}</p>
    </div>\n`
    : ''
}    <p style="line-height:1.5">${link(runLink, t('email.common.viewRun'))}</p>
${giveUpParagraph(t, giveUpUrl)}
    <p style="line-height:1.5">${t('email.common.signOff')}<br>${t('email.common.team')}</p>
    <p style="margin-top:28px;line-height:1.5;color:#6b7280;font-size:13px">${escapeHtml(why)}
      ${link(unsubscribeUrl, t('email.reminder.stop'))}</p>
  </div>
</body>
</html>
`;
  return { to: to.email, subject, text, html, headers: oneClickUnsubscribeHeaders(unsubscribeUrl) };
}
