// The pages a registration e-mail's signed link opens (decision 053): GET only asks (mail scanners open links),
// its button posts, and the answer says what happened. In the language of whoever opens it (request.locale).
import { translatorFor, type Locale } from '../../lib/i18n';
import { escapeHtml } from '../mail/html';
import { linkPage, oneClickButton } from '../mail/one-click-unsubscribe';

const paragraph = (text: string) => `    <p style="line-height:1.5">${escapeHtml(text)}</p>`;

/** A question and its one button, which posts to `actionUrl`. */
export const askPage = (
  locale: Locale,
  publicUrl: string,
  page: { title: string; body: string; actionUrl: string; button: string },
) =>
  linkPage(
    locale,
    page.title,
    `${paragraph(page.body)}\n${oneClickButton(page.actionUrl, page.button)}`,
    publicUrl,
  );

/** What happened (or why nothing could). */
export const answerPage = (locale: Locale, publicUrl: string, page: { title: string; body: string }) =>
  linkPage(locale, page.title, paragraph(page.body), publicUrl);

export const invalidSpotLinkPage = (locale: Locale, publicUrl: string) => {
  const t = translatorFor(locale);
  return answerPage(locale, publicUrl, {
    title: t('email.page.invalidTitle'),
    body: t('email.page.spotLink.invalid'),
  });
};
