// The e-mail that invites someone into a host's team (docs/decisions/054): its link opens the app's page
// where a runner signs in or signs up, then accepts.
import type { TeamRole } from '@runtogether/shared/team/team.schemas';
import { translatorFor, type Locale } from '../../lib/i18n';
import { EMAIL_BUTTON_STYLE, escapeHtml } from '../mail/html';
import type { NewMail } from '../mail/mail.repository';
import { inLanguage } from '../mail/mail-words';

export function teamInvitationEmail(
  to: string,
  invite: { businessName: string; role: TeamRole; link: string; days: number },
  locale: Locale,
): NewMail {
  const t = translatorFor(locale);
  const link = inLanguage(invite.link, locale);
  const role = t(invite.role === 'manager' ? 'email.team.roleManager' : 'email.team.roleLeader');
  const intro = t('email.team.intro', { business: invite.businessName, role });
  const expires = t('email.team.expires', { days: invite.days });
  // The address may have no account yet, so no name to greet it by.
  const greeting = t('email.common.greetingNoName');
  const text = [
    greeting,
    '',
    intro,
    '',
    t('email.team.accept', { link }),
    '',
    expires,
    '',
    t('email.common.team'),
  ].join('\n');
  const html = `<!doctype html>
<html lang="${locale}">
<body style="margin:0;padding:24px;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
  <div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
    <h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(t('email.team.heading', { business: invite.businessName }))}</h1>
    <p style="line-height:1.5">${escapeHtml(greeting)}</p>
    <p style="line-height:1.5">${escapeHtml(intro)}</p>
    <p style="margin:28px 0">
      <a href="${escapeHtml(link)}" style="${EMAIL_BUTTON_STYLE}">${escapeHtml(t('email.team.button'))}</a>
    </p>
    <p style="line-height:1.5">${escapeHtml(expires)}</p>
    <p style="line-height:1.5">${escapeHtml(t('email.common.team'))}</p>
  </div>
</body>
</html>
`;
  return { to, subject: t('email.team.subject', { business: invite.businessName }), text, html };
}
