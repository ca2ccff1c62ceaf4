// The e-mail that tells a member the owner took them off a host's team (docs/decisions/054): without it the
// business's screens would simply start refusing them. No link: there is nothing left for them to do.
import { translatorFor, type Locale } from '../../lib/i18n';
import { escapeHtml } from '../mail/html';
import type { NewMail } from '../mail/mail.repository';

export function teamRemovalEmail(to: string, team: { businessName: string }, locale: Locale): NewMail {
  const t = translatorFor(locale);
  const heading = t('email.team.removedHeading', { business: team.businessName });
  const body = t('email.team.removedText', { business: team.businessName });
  const text = [heading, '', body, '', t('email.common.team')].join('\n');
  const html = `<!doctype html>
<html lang="${locale}">
<body style="margin:0;padding:24px;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
  <div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
    <h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(heading)}</h1>
    <p style="line-height:1.5">${escapeHtml(body)}</p>
    <p style="line-height:1.5">${escapeHtml(t('email.common.team'))}</p>
  </div>
</body>
</html>
`;
  return { to, subject: t('email.team.removedSubject', { business: team.businessName }), text, html };
}
