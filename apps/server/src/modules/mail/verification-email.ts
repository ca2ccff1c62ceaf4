import { VERIFICATION_TOKEN_HOURS } from '@runtogether/shared/auth/auth.schemas';
import { translatorFor, type Locale } from '../../lib/i18n';
import { EMAIL_BUTTON_BACKGROUND, EMAIL_BUTTON_STYLE, escapeHtml } from './html';
import type { NewMail } from './mail.repository';
import { inLanguage } from './mail-words';

/** The link that verifies an account, and then (`returnTo`) goes on to the page where its owner signed up. */
export const verificationLink = (publicUrl: string, token: string, returnTo?: string) =>
  `${publicUrl}/verify-email?token=${token}${returnTo ? `&next=${encodeURIComponent(returnTo)}` : ''}`;

/** The e-mail with the link that activates a new account (text for every client, HTML for most). */
export function verificationEmail(
  to: { email: string; name: string; language: Locale },
  pageUrl: string,
): NewMail {
  const t = translatorFor(to.language);
  const link = inLanguage(pageUrl, to.language);
  const hours = VERIFICATION_TOKEN_HOURS;
  const text = [
    t('email.common.greeting', { name: to.name }),
    '',
    t('email.verification.welcome'),
    '',
    link,
    '',
    t('email.verification.valid', { hours }),
    t('email.verification.ignore'),
    '',
    t('email.common.signOff'),
    t('email.common.team'),
  ].join('\n');

  const name = escapeHtml(to.name);
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="${to.language}">
<body style="margin:0;padding:24px;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
  <div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
    <h1 style="margin:0 0 16px;font-size:22px">${t('email.verification.heading', { name })}</h1>
    <p style="line-height:1.5">${t('email.verification.confirm')}</p>
    <p style="margin:28px 0">
      <a href="${href}" style="${EMAIL_BUTTON_STYLE}">${t('email.verification.button')}</a>
    </p>
    <p style="line-height:1.5">${t('email.verification.pasteLink')}<br><a href="${href}" style="color:${EMAIL_BUTTON_BACKGROUND};word-break:break-all">${href}</a></p>
    <p style="line-height:1.5;color:#6b7280;font-size:14px">${t('email.verification.validShort', { hours })}</p>
    <p style="line-height:1.5">${t('email.common.signOff')}<br>${t('email.common.team')}</p>
  </div>
</body>
</html>
`;
  return { to: to.email, subject: t('email.verification.subject'), text, html };
}
