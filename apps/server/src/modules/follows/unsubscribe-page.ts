// The small page a person sees on opening a digest's unsubscribe link: GET only asks (mail scanners open links,
// RFC 8058 §3), its button posts the same one-click request a mail app sends, and the answer confirms.
import { followMessages } from '@runtogether/shared/follows/follow.schemas';
import { escapeHtml } from '../mail/html';

function page(title: string, body: string, publicUrl: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${escapeHtml(title)} | RunTogether</title>
</head>
<body style="margin:0;padding:24px;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
  <main style="max-width:520px;margin:40px auto;background:#ffffff;border-radius:12px;padding:32px">
    <h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(title)}</h1>
${body}
    <p style="margin-top:28px"><a href="${escapeHtml(publicUrl)}/" style="color:#c2410c">Go to RunTogether</a></p>
  </main>
</body>
</html>
`;
}

/** Before: one button that stops this host's e-mails (and nothing else). */
export function confirmUnsubscribePage(hostName: string, actionUrl: string, publicUrl: string): string {
  return page(
    `Stop e-mails from ${hostName}?`,
    `    <p style="line-height:1.5">You follow ${escapeHtml(hostName)} and get an e-mail when they publish new runs. You'll keep following them and still see their runs on your home page.</p>
    <form method="post" action="${escapeHtml(actionUrl)}">
      <input type="hidden" name="List-Unsubscribe" value="One-Click">
      <button type="submit" style="background:#f97316;color:#ffffff;padding:12px 22px;border:0;border-radius:8px;font-weight:bold;font-size:16px;cursor:pointer">Stop e-mails</button>
    </form>`,
    publicUrl,
  );
}

/** After (or when they were already stopped). */
export function unsubscribedPage(hostName: string, publicUrl: string): string {
  return page(
    'Unsubscribed',
    `    <p style="line-height:1.5">${followMessages.mailStopped(escapeHtml(hostName))}</p>
    <p style="line-height:1.5;color:#6b7280">You still follow them. To get their e-mails again, unfollow and follow them again on their profile.</p>`,
    publicUrl,
  );
}

/** A link whose follow is gone (unfollowed). */
export function invalidLinkPage(publicUrl: string): string {
  return page(
    'Link not valid',
    `    <p style="line-height:1.5">${followMessages.unsubscribeInvalid} If you unfollowed this host, you don't get their e-mails any more.</p>`,
    publicUrl,
  );
}
