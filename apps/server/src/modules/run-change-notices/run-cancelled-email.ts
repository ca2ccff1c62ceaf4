import { translatorFor, type Locale } from '../../lib/i18n';
import { EMAIL_BUTTON_STYLE, escapeHtml } from '../mail/html';
import type { MailAttachment, NewMail } from '../mail/mail.repository';
import { dateHeading, inLanguage, zoneText } from '../mail/mail-words';

export interface CancelledRun {
  title: string;
  /** 'YYYY-MM-DD' and 'HH:MM' in the run's own zone. */
  date: string;
  time: string;
  /** Named by its city in the e-mail ("Madrid time"). */
  timezone: string;
  hostName: string;
}

/**
 * Tells a registered runner (confirmed or waitlisted) that the host deleted the run; `ics` (METHOD:CANCEL)
 * takes it out of their calendar.
 */
export function runCancelledEmail(
  to: { email: string; name: string; language: Locale },
  run: CancelledRun,
  findRunsPage: string,
  ics?: MailAttachment,
): NewMail {
  const locale = to.language;
  const t = translatorFor(locale);
  const findRunsUrl = inLanguage(findRunsPage, locale);
  const when = t('email.common.dateAtTime', {
    date: dateHeading(locale, run.date),
    time: run.time,
    zone: zoneText(locale, run.timezone),
  });
  const text = [
    t('email.common.greeting', { name: to.name }),
    '',
    t('email.cancelled.body', { host: run.hostName, title: run.title, when }),
    ...(ics ? ['', t('email.cancelled.icsNote')] : []),
    '',
    t('email.cancelled.lookingFor', { link: findRunsUrl }),
    '',
    t('email.common.team'),
  ].join('\n');
  const html = `<!doctype html>
<html lang="${locale}">
<body style="margin:0;padding:24px;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
  <div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
    <h1 style="margin:0 0 16px;font-size:22px">${t('email.cancelled.heading')}</h1>
    <p style="line-height:1.5">${escapeHtml(t('email.common.greeting', { name: to.name }))}</p>
    <p style="line-height:1.5">${t('email.cancelled.bodyHtml', { host: escapeHtml(run.hostName), title: `<strong>${escapeHtml(run.title)}</strong>`, when: escapeHtml(when) })}</p>
    <p style="margin:28px 0">
      <a href="${escapeHtml(findRunsUrl)}" style="${EMAIL_BUTTON_STYLE}">${t('email.cancelled.findAnother')}</a>
    </p>
    <p style="line-height:1.5">${t('email.common.team')}</p>
  </div>
</body>
</html>
`;
  return {
    to: to.email,
    subject: t('email.cancelled.subject', { title: run.title }),
    text,
    html,
    ...(ics ? { attachments: [ics] } : {}),
  };
}
