// One-click unsubscribe (RFC 8058) for every mail that has it (the follow digest, run reminders): the headers,
// the form body mail apps post, and the small page a person sees on opening the link.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { translatorFor, type Locale } from '../../lib/i18n';
import { EMAIL_BUTTON_BACKGROUND, EMAIL_BUTTON_TEXT, escapeHtml } from './html';

/** List-Unsubscribe with List-Unsubscribe-Post, so mail apps show their own one-click button. */
export const oneClickUnsubscribeHeaders = (url: string): Record<string, string> => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/**
 * Mail apps POST `List-Unsubscribe=One-Click` as a form from their own servers; call in the (encapsulated)
 * plugin of the unsubscribe routes.
 */
export function acceptOneClickPosts(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, parsed) => parsed(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}

/** A browser gets a page; a mail app (or a test) the API's JSON. */
export const wantsHtml = (request: FastifyRequest) => /text\/html/.test(request.headers.accept ?? '');

/** The page around an unsubscribe link's question or answer. */
export function linkPage(locale: Locale, title: string, body: string, publicUrl: string): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <link rel="icon" type="image/svg+xml" href="/favicon.svg">
  <title>${escapeHtml(title)} | RunTogether</title>
</head>
<body style="margin:0;padding:24px;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
  <main style="max-width:520px;margin:40px auto;background:#ffffff;border-radius:12px;padding:32px">
    <h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(title)}</h1>
${body}
    <p style="margin-top:28px"><a href="${escapeHtml(publicUrl)}/" style="color:#c2410c">${translatorFor(locale)('email.page.goTo')}</a></p>
  </main>
</body>
</html>
`;
}

/** The button of a confirmation page: it posts the same one-click request a mail app sends. */
export const oneClickButton = (
  actionUrl: string,
  label: string,
) => `    <form method="post" action="${escapeHtml(actionUrl)}">
      <input type="hidden" name="List-Unsubscribe" value="One-Click">
      <button type="submit" style="background:${EMAIL_BUTTON_BACKGROUND};color:${EMAIL_BUTTON_TEXT};padding:12px 22px;border:0;border-radius:8px;font-weight:bold;font-size:16px;cursor:pointer">${escapeHtml(label)}</button>
    </form>`;
