// The pages of a reminder's unsubscribe link: GET only asks (mail scanners open links, RFC 8058 §3), its button
// posts the same one-click request a mail app sends, and the answer confirms. In the language of whoever opens
// it (request.locale).
import { translatorFor, type Locale } from '../../lib/i18n';
import { linkPage, oneClickButton } from '../mail/one-click-unsubscribe';

const settingsLine = (locale: Locale, publicUrl: string) => {
  const t = translatorFor(locale);
  const link = `<a href="${publicUrl}/profile" style="color:#c2410c">${t('email.page.reminders.profileSettings')}</a>`;
  return t('email.page.reminders.turnBackOn', { link });
};

export function confirmStopRemindersPage(locale: Locale, actionUrl: string, publicUrl: string): string {
  const t = translatorFor(locale);
  return linkPage(
    locale,
    t('email.page.reminders.confirmTitle'),
    `    <p style="line-height:1.5">${t('email.page.reminders.confirmBody')}</p>
${oneClickButton(actionUrl, t('email.page.reminders.button'))}`,
    publicUrl,
  );
}

export function remindersStoppedPage(locale: Locale, publicUrl: string): string {
  const t = translatorFor(locale);
  return linkPage(
    locale,
    t('email.page.unsubscribed'),
    `    <p style="line-height:1.5">${t('email.page.reminders.stopped')} ${settingsLine(locale, publicUrl)}</p>`,
    publicUrl,
  );
}

export function invalidReminderLinkPage(locale: Locale, publicUrl: string): string {
  const t = translatorFor(locale);
  return linkPage(
    locale,
    t('email.page.invalidTitle'),
    `    <p style="line-height:1.5">${t('email.page.reminders.invalid')}</p>`,
    publicUrl,
  );
}
