// The one e-mail a registered runner gets when the host changes a run's date, time, place or distance.
import type { Run } from '@runtogether/shared/runs/run.schemas';
import { translatorFor, type Locale, type MessageKey } from '../../lib/i18n';
import { EMAIL_BUTTON_STYLE, escapeHtml } from '../mail/html';
import type { MailAttachment, NewMail } from '../mail/mail.repository';
import { distanceNumber, inLanguage, whenText } from '../mail/mail-words';
import { giveUpParagraph, groupFacts, type EmailGroup } from '../registrations/registration-emails';

/** One line of the notice: what changed, old → new, in the run's zone. */
export interface RunChange {
  label: 'Date' | 'Time' | 'Meeting point' | 'Address' | 'Distance';
  before: string;
  after: string;
}

export const runChangedSubject = (title: string, locale: Locale = 'en') =>
  translatorFor(locale)('email.changed.subject', { title });

const LABEL_KEYS: Record<RunChange['label'], MessageKey> = {
  Date: 'email.changed.label.date',
  Time: 'email.changed.label.time',
  'Meeting point': 'email.changed.label.meetingPoint',
  Address: 'email.changed.label.address',
  Distance: 'email.changed.label.distance',
};

export function runChangedEmail(
  to: { email: string; name: string; status: 'confirmed' | 'waitlisted'; language: Locale },
  run: Pick<Run, 'title' | 'date' | 'time' | 'timezone' | 'address' | 'distance' | 'hostName'>,
  changes: RunChange[],
  runPageUrl: string,
  ics: MailAttachment,
  options: {
    /** The signed "Can't make it? Give up your spot" link of a confirmed runner (docs/decisions/053). */
    giveUpUrl?: string;
    /** The runner's pace group, on a run with groups (docs/decisions/052). */
    group?: EmailGroup | null;
  } = {},
): NewMail {
  const locale = to.language;
  const t = translatorFor(locale);
  const runUrl = inLanguage(runPageUrl, locale);
  const label = (change: RunChange) => t(LABEL_KEYS[change.label]);
  const subject = runChangedSubject(run.title, locale);
  const when = whenText(locale, run.date, run.time, run.timezone);
  const intro = t('email.changed.intro', { host: run.hostName, title: run.title });
  const status = t(to.status === 'waitlisted' ? 'email.changed.waitlisted' : 'email.changed.confirmed');
  const distance = distanceNumber(locale, run.distance);
  const group = options.group ? groupFacts(t, options.group) : null;
  const giveUpUrl = options.giveUpUrl && inLanguage(options.giveUpUrl, locale);
  const text = [
    t('email.common.greeting', { name: to.name }),
    '',
    intro,
    '',
    t('email.changed.whatChanged'),
    ...changes.map((c) => `  ${label(c)}: ${c.before} → ${c.after}`),
    '',
    `${t('email.common.when')}: ${when}`,
    `${t('email.common.where')}: ${run.address}`,
    `${t('email.common.distance')}: ${t('email.common.distanceKm', { distance })}`,
    ...(group ? [`${t('email.registration.group')}: ${group}`] : []),
    '',
    status,
    t('email.common.theRun', { link: runUrl }),
    ...(giveUpUrl ? [`${t('email.giveUp.link')}: ${giveUpUrl}`, t('email.giveUp.note')] : []),
    '',
    t('email.changed.icsNote'),
    '',
    t('email.common.team'),
  ].join('\n');
  const rows = changes
    .map(
      (c) =>
        `      <tr><td style="padding:2px 12px 2px 0;color:#6b7280">${escapeHtml(label(c))}</td><td><s style="color:#6b7280">${escapeHtml(c.before)}</s> → <strong>${escapeHtml(c.after)}</strong></td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="${locale}">
<body style="margin:0;padding:24px;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
  <div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
    <h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(subject)}</h1>
    <p style="line-height:1.5">${escapeHtml(t('email.common.greeting', { name: to.name }))}</p>
    <p style="line-height:1.5">${escapeHtml(intro)} ${t('email.changed.whatChanged')}</p>
    <table style="margin:16px 0;line-height:1.5;border-collapse:collapse">
${rows}
    </table>
    <p style="line-height:1.5">${escapeHtml(t('email.changed.now', { when, address: run.address, distance }))}</p>
${group ? `    <p style="line-height:1.5">${escapeHtml(t('email.registration.group'))}: ${escapeHtml(group)}</p>\n` : ''}    <p style="line-height:1.5">${escapeHtml(status)}</p>
    <p style="margin:28px 0">
      <a href="${escapeHtml(runUrl)}" style="${EMAIL_BUTTON_STYLE}">${t('email.common.viewRun')}</a>
    </p>
${giveUpUrl ? giveUpParagraph(t, giveUpUrl) : ''}    <p style="line-height:1.5;color:#6b7280;font-size:14px">${t('email.changed.icsNote')}</p>
    <p style="line-height:1.5">${t('email.common.team')}</p>
  </div>
</body>
</html>
`;
  return { to: to.email, subject, text, html, attachments: [ics] };
}
