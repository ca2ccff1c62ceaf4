// The pages of a reminder's unsubscribe link: GET only asks (mail scanners open links, RFC 8058 §3), its button
// posts the same one-click request a mail app sends, and the answer confirms.
import { reminderMessages } from '@runtogether/shared/reminders/reminder.schemas';
import { linkPage, oneClickButton } from '../mail/one-click-unsubscribe';

const settingsLine = (publicUrl: string) =>
  `You can turn them back on in <a href="${publicUrl}/profile" style="color:#c2410c">Profile Settings</a>.`;

export function confirmStopRemindersPage(actionUrl: string, publicUrl: string): string {
  return linkPage(
    'Stop run reminders?',
    `    <p style="line-height:1.5">You get an e-mail before each run you're registered for. Registration e-mails and news about your runs (changes, cancellations, the host's messages) keep coming.</p>
${oneClickButton(actionUrl, 'Stop reminders')}`,
    publicUrl,
  );
}

export function remindersStoppedPage(publicUrl: string): string {
  return linkPage(
    'Unsubscribed',
    `    <p style="line-height:1.5">${reminderMessages.stopped} ${settingsLine(publicUrl)}</p>`,
    publicUrl,
  );
}

export function invalidReminderLinkPage(publicUrl: string): string {
  return linkPage(
    'Link not valid',
    `    <p style="line-height:1.5">${reminderMessages.unsubscribeInvalid} You can turn reminders off in Profile Settings.</p>`,
    publicUrl,
  );
}
