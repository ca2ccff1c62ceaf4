// E-mails about the account itself (docs/decisions/047, 066): the lock-out notice, the two halves of an e-mail
// change, and the password's change and reset. Text for every client, HTML for most, in the account's language.
import { translatorFor, type Locale } from '../../lib/i18n';
import { escapeHtml } from './html';
import type { NewMail } from './mail.repository';
import { inLanguage } from './mail-words';

export interface Recipient {
  email: string;
  name: string;
  language: Locale;
}

interface AccountMail {
  subject: string;
  heading: string;
  paragraphs: string[];
  button?: { label: string; href: string };
  /** Small print under the button. */
  note?: string;
}

/** The button's orange is dark enough for white text at WCAG AA (4.5:1; #c2410c is 5.2:1). */
export function accountEmail(to: Recipient, mail: AccountMail): NewMail {
  const t = translatorFor(to.language);
  const link = mail.button && { label: mail.button.label, href: inLanguage(mail.button.href, to.language) };
  const text = [
    t('email.common.greeting', { name: to.name }),
    '',
    ...mail.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(link ? [`${link.label}: ${link.href}`, ''] : []),
    ...(mail.note ? [mail.note, ''] : []),
    t('email.common.signOff'),
    t('email.common.team'),
  ].join('\n');
  const paragraph = (content: string) => `<p style="line-height:1.5">${escapeHtml(content)}</p>`;
  const button = link
    ? `<p style="margin:28px 0">
      <a href="${escapeHtml(link.href)}" style="background:#c2410c;color:#ffffff;padding:12px 22px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(link.label)}</a>
    </p>
    <p style="line-height:1.5;word-break:break-all"><a href="${escapeHtml(link.href)}" style="color:#9a3412">${escapeHtml(link.href)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${to.language}">
<body style="margin:0;padding:24px;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
  <div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
    <h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(mail.heading)}</h1>
    ${mail.paragraphs.map(paragraph).join('\n    ')}
    ${button}
    ${mail.note ? `<p style="line-height:1.5;color:#4b5563;font-size:14px">${escapeHtml(mail.note)}</p>` : ''}
    <p style="line-height:1.5">${escapeHtml(t('email.common.signOff'))}<br>${escapeHtml(t('email.common.team'))}</p>
  </div>
</body>
</html>
`;
  return { to: to.email, subject: mail.subject, text, html };
}

/** To the owner, when wrong passwords have locked new devices out of the account for a while. */
export function accountLockedEmail(
  to: Recipient,
  details: { minutes: number; failures: number; loginLink: string },
): NewMail {
  const t = translatorFor(to.language);
  return accountEmail(to, {
    subject: t('email.accountLocked.subject'),
    heading: t('email.accountLocked.heading'),
    paragraphs: [
      t('email.accountLocked.what', { failures: details.failures, minutes: details.minutes }),
      t('email.accountLocked.you'),
      t('email.accountLocked.notYou'),
    ],
    button: { label: t('email.accountLocked.button'), href: details.loginLink },
  });
}

/** To the new address: following the link makes it the account's address. */
export function emailChangeConfirmEmail(to: Recipient, details: { link: string; hours: number }): NewMail {
  const t = translatorFor(to.language);
  return accountEmail(to, {
    subject: t('email.emailChange.subject'),
    heading: t('email.emailChange.heading'),
    paragraphs: [t('email.emailChange.confirm')],
    button: { label: t('email.emailChange.button'), href: details.link },
    note: t('email.emailChange.note', { hours: details.hours }),
  });
}

/** To the old address: a change was asked for, and the way to stop it. */
export function emailChangeNoticeEmail(
  to: Recipient,
  details: { newEmail: string; cancelLink: string },
): NewMail {
  const t = translatorFor(to.language);
  return accountEmail(to, {
    subject: t('email.emailChangeNotice.subject'),
    heading: t('email.emailChangeNotice.heading'),
    paragraphs: [
      t('email.emailChangeNotice.what', { email: details.newEmail }),
      t('email.emailChangeNotice.notYou'),
    ],
    button: { label: t('email.emailChangeNotice.button'), href: details.cancelLink },
    note: t('email.emailChangeNotice.you'),
  });
}

/** To the old address once the change is confirmed: what happened, and for a week the way to take it back. */
export function emailChangedEmail(
  to: Recipient,
  details: { newEmail: string; revertLink: string; days: number },
): NewMail {
  const t = translatorFor(to.language);
  return accountEmail(to, {
    subject: t('email.emailChanged.subject'),
    heading: t('email.emailChanged.heading'),
    paragraphs: [
      t('email.emailChanged.what', { email: details.newEmail }),
      t('email.emailChanged.notYou', { days: details.days }),
    ],
    button: { label: t('email.emailChanged.button'), href: details.revertLink },
    note: t('email.emailChangeNotice.you'),
  });
}

/**
 * To the account's address after its password changed: nothing to do if it was them, else how to take it back.
 * After a reset it says so: whoever reset it could read this mailbox, and every device is already signed out, so
 * the way back starts with securing the mailbox (docs/decisions/066).
 */
export function passwordChangedEmail(
  to: Recipient,
  details: { resetLink: string; how: 'changed' | 'reset' },
): NewMail {
  const t = translatorFor(to.language);
  const reset = details.how === 'reset';
  return accountEmail(to, {
    subject: t(reset ? 'email.passwordWasReset.subject' : 'email.passwordChanged.subject'),
    heading: t(reset ? 'email.passwordWasReset.heading' : 'email.passwordChanged.heading'),
    paragraphs: [
      t(reset ? 'email.passwordWasReset.what' : 'email.passwordChanged.what'),
      t('email.passwordChanged.you'),
      t(reset ? 'email.passwordWasReset.notYou' : 'email.passwordChanged.notYou'),
    ],
    button: { label: t('email.passwordChanged.button'), href: details.resetLink },
  });
}

/** The "forgot password" link (docs/decisions/066). */
export function passwordResetEmail(to: Recipient, details: { link: string; hours: number }): NewMail {
  const t = translatorFor(to.language);
  return accountEmail(to, {
    subject: t('email.passwordReset.subject'),
    heading: t('email.passwordReset.heading'),
    paragraphs: [t('email.passwordReset.what')],
    button: { label: t('email.passwordReset.button'), href: details.link },
    note: t('email.passwordReset.note', { hours: details.hours }),
  });
}
