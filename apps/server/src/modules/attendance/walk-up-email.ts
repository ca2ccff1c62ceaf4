// The e-mail a walk-up guest gets (docs/decisions/055): they are counted at the run, and an account made with
// this address keeps the run in their history.
import type { Locale } from '@runtogether/shared/i18n/locales';
import { translatorFor } from '../../lib/i18n';
import { EMAIL_BUTTON_STYLE, escapeHtml } from '../mail/html';
import type { NewMail } from '../mail/mail.repository';
import { inLanguage } from '../mail/mail-words';

export function walkUpEmail(
  to: { email: string; name: string },
  run: { title: string },
  options: { publicUrl: string; locale: Locale },
): NewMail {
  const t = translatorFor(options.locale);
  const link = inLanguage(
    `${options.publicUrl}/login?signup=1&email=${encodeURIComponent(to.email)}`,
    options.locale,
  );
  const subject = t('email.walkUp.subject', { title: run.title });
  const greeting = t('email.common.greeting', { name: to.name });
  const lead = t('email.walkUp.lead', { title: run.title });
  const keep = t('email.walkUp.keep');
  const text = [
    greeting,
    '',
    lead,
    '',
    keep,
    link,
    '',
    t('email.common.signOff'),
    t('email.common.team'),
  ].join('\n');
  const html = `<!doctype html>
<html lang="${options.locale}">
<body style="margin:0;padding:24px;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
  <div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
    <h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(subject)}</h1>
    <p style="line-height:1.5">${escapeHtml(greeting)}</p>
    <p style="line-height:1.5">${escapeHtml(lead)}</p>
    <p style="line-height:1.5">${escapeHtml(keep)}</p>
    <p style="margin:28px 0">
      <a href="${escapeHtml(link)}" style="${EMAIL_BUTTON_STYLE}">${escapeHtml(t('email.walkUp.button'))}</a>
    </p>
    <p style="line-height:1.5">${t('email.common.signOff')}<br>${t('email.common.team')}</p>
  </div>
</body>
</html>
`;
  return { to: to.email, subject, text, html };
}
