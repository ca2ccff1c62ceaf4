import { z } from 'zod';
// Sentences, not zod's wording, for every issue without a message of its own.
import '../i18n/zod-messages';
import { msg } from '../i18n/keys';

/** /api/reminders/unsubscribe/:token: the reminder mail's one-click unsubscribe link (RFC 8058). */
// Pure: the web app imports only the messages, and leaves zod's calls out (decision 014).
export const reminderUnsubscribeParamsSchema = /* @__PURE__ */ z.object({
  token: /* @__PURE__ */ z.string().min(1).max(200),
});

/** POST /api/reminders/unsubscribe/:token answers this to a mail app (a browser gets a page). */
export const reminderUnsubscribeResultSchema = /* @__PURE__ */ z.object({
  remindersEnabled: /* @__PURE__ */ z.literal(false),
});
export type ReminderUnsubscribeResult = z.infer<typeof reminderUnsubscribeResultSchema>;

export const reminderMessages = {
  /** The Profile Settings checkbox. */
  settingLabel: msg('validation.reminder.settingLabel'),
  settingHint: msg('validation.reminder.settingHint'),
  unsubscribeInvalid: msg('validation.reminder.unsubscribeInvalid'),
  stopped: msg('validation.reminder.stopped'),
} as const;
