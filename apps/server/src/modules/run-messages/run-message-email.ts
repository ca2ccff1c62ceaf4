// A host's short message to everyone registered for a run ("Meet at the north gate").
import type { Run } from '@runtogether/shared/runs/run.schemas';
import { translatorFor, type Locale } from '../../lib/i18n';
import { EMAIL_BUTTON_STYLE, escapeHtml } from '../mail/html';
import type { NewMail } from '../mail/mail.repository';
import { inLanguage, whenText } from '../mail/mail-words';

export const runMessageSubject = (hostName: string, title: string, locale: Locale = 'en') =>
  translatorFor(locale)('email.runMessage.subject', { host: hostName, title });

export function runMessageEmail(
  to: { email: string; name: string; language: Locale },
  run: Pick<Run, 'title' | 'date' | 'time' | 'timezone' | 'hostName'>,
  body: string,
  runPageUrl: string,
): NewMail {
  const locale = to.language;
  const t = translatorFor(locale);
  const runUrl = inLanguage(runPageUrl, locale);
  const when = whenText(locale, run.date, run.time, run.timezone);
  const about = t('email.runMessage.about', { title: run.title, when });
  const sent = t('email.runMessage.sent', { host: run.hostName });
  const text = [
    t('email.common.greeting', { name: to.name }),
    '',
    sent,
    about,
    '',
    body,
    '',
    t('email.common.theRun', { link: runUrl }),
    '',
    t('email.common.team'),
  ].join('\n');
  const html = `<!doctype html>
<html lang="${locale}">
<body style="margin:0;padding:24px;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
  <div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
    <h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(t('email.runMessage.heading', { host: run.hostName }))}</h1>
    <p style="line-height:1.5">${escapeHtml(t('email.common.greeting', { name: to.name }))}</p>
    <p style="line-height:1.5">${escapeHtml(sent)} ${escapeHtml(about)}</p>
    <blockquote style="margin:16px 0;padding:12px 16px;background:#fff7ed;border-left:4px solid #f97316;border-radius:4px;line-height:1.5;white-space:pre-line">${escapeHtml(body)}</blockquote>
    <p style="margin:28px 0">
      <a href="${escapeHtml(runUrl)}" style="${EMAIL_BUTTON_STYLE}">${t('email.common.viewRun')}</a>
    </p>
    <p style="line-height:1.5">${t('email.common.team')}</p>
  </div>
</body>
</html>
`;
  return { to: to.email, subject: runMessageSubject(run.hostName, run.title, locale), text, html };
}
