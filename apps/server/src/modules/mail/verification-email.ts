import { VERIFICATION_TOKEN_HOURS } from '@runtogether/shared/auth/auth.schemas';
import { escapeHtml } from './html';
import type { NewMail } from './mail.repository';

export const VERIFICATION_SUBJECT = 'Verify your RunTogether account';

export const verificationLink = (publicUrl: string, token: string) =>
  `${publicUrl}/verify-email?token=${token}`;

/** The e-mail with the link that activates a new account (text for every client, HTML for most). */
export function verificationEmail(to: { email: string; name: string }, link: string): NewMail {
  const hours = VERIFICATION_TOKEN_HOURS;
  const text = [
    `Hi ${to.name},`,
    '',
    'Welcome to RunTogether! Please confirm your e-mail address to activate your account:',
    '',
    link,
    '',
    `This link is valid for ${hours} hours. If it has expired, you can ask for a new one on the log-in page.`,
    'If you did not sign up for RunTogether, you can ignore this e-mail: no account is activated without it.',
    '',
    'See you at the start line,',
    'The RunTogether team',
  ].join('\n');

  const name = escapeHtml(to.name);
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
  <div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
    <h1 style="margin:0 0 16px;font-size:22px">Welcome to RunTogether, ${name}!</h1>
    <p style="line-height:1.5">Please confirm your e-mail address to activate your account.</p>
    <p style="margin:28px 0">
      <a href="${href}" style="background:#f97316;color:#ffffff;padding:12px 22px;border-radius:8px;text-decoration:none;font-weight:bold">Verify my e-mail</a>
    </p>
    <p style="line-height:1.5">Or paste this link into your browser:<br><a href="${href}" style="color:#ea580c;word-break:break-all">${href}</a></p>
    <p style="line-height:1.5;color:#6b7280;font-size:14px">This link is valid for ${hours} hours. If you did not sign up for RunTogether, you can ignore this e-mail.</p>
    <p style="line-height:1.5">See you at the start line,<br>The RunTogether team</p>
  </div>
</body>
</html>
`;
  return { to: to.email, subject: VERIFICATION_SUBJECT, text, html };
}
