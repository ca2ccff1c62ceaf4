// The small page a person sees on opening a digest's unsubscribe link: GET only asks (mail scanners open links,
// RFC 8058 §3), its button posts the same one-click request a mail app sends, and the answer confirms.
import { followMessages } from '@runtogether/shared/follows/follow.schemas';
import { escapeHtml } from '../mail/html';
import { linkPage as page, oneClickButton } from '../mail/one-click-unsubscribe';

/** Before: one button that stops this host's e-mails (and nothing else). */
export function confirmUnsubscribePage(hostName: string, actionUrl: string, publicUrl: string): string {
  return page(
    `Stop e-mails from ${hostName}?`,
    `    <p style="line-height:1.5">You follow ${escapeHtml(hostName)} and get an e-mail when they publish new runs. You'll keep following them and still see their runs on your home page.</p>
${oneClickButton(actionUrl, 'Stop e-mails')}`,
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
