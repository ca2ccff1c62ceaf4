// The small page a person sees on opening a digest's unsubscribe link: GET only asks (mail scanners open links,
// RFC 8058 §3), its button posts the same one-click request a mail app sends, and the answer confirms. In the
// language of whoever opens it (request.locale).
import { translatorFor, type Locale } from '../../lib/i18n';
import { escapeHtml } from '../mail/html';
import { linkPage as page, oneClickButton } from '../mail/one-click-unsubscribe';

/** Before: one button that stops this host's e-mails (and nothing else). */
export function confirmUnsubscribePage(
  locale: Locale,
  hostName: string,
  actionUrl: string,
  publicUrl: string,
): string {
  const t = translatorFor(locale);
  return page(
    locale,
    t('email.page.follow.confirmTitle', { host: hostName }),
    `    <p style="line-height:1.5">${t('email.page.follow.confirmBody', { host: escapeHtml(hostName) })}</p>
${oneClickButton(actionUrl, t('email.page.follow.button'))}`,
    publicUrl,
  );
}

/** After (or when they were already stopped). */
export function unsubscribedPage(locale: Locale, hostName: string, publicUrl: string): string {
  const t = translatorFor(locale);
  return page(
    locale,
    t('email.page.unsubscribed'),
    `    <p style="line-height:1.5">${t('email.page.follow.stopped', { host: escapeHtml(hostName) })}</p>
    <p style="line-height:1.5;color:#6b7280">${t('email.page.follow.stillFollow')}</p>`,
    publicUrl,
  );
}

/** A link whose follow is gone (unfollowed). */
export function invalidLinkPage(locale: Locale, publicUrl: string): string {
  const t = translatorFor(locale);
  return page(
    locale,
    t('email.page.invalidTitle'),
    `    <p style="line-height:1.5">${t('email.page.follow.invalid')}</p>`,
    publicUrl,
  );
}
