import { z } from 'zod';
// Sentences, not zod's wording, for every issue without a message of its own.
import '../i18n/zod-messages';
import { msg } from '../i18n/keys';

export const RUN_MESSAGE_MAX = 280;
/** Messages a host may send to one run's runners per calendar day in the run's time zone. */
export const RUN_MESSAGES_PER_DAY = 3;
/** The same words sent again within this many minutes are the send already made, not a second one. */
export const RUN_MESSAGE_REPEAT_MINUTES = 10;

export const runMessageMessages = {
  required: msg('validation.runMessage.required'),
  tooLong: msg('validation.runMessage.tooLong'),
  hostOnly: msg('validation.runMessage.hostOnly'),
  limitReached: msg('validation.runMessage.limitReached'),
  runStarted: msg('validation.runMessage.runStarted'),
  runHidden: msg('validation.runMessage.runHidden'),
  noRunners: msg('validation.runMessage.noRunners'),
  sent: (recipients: number) =>
    recipients === 1 ? 'Message sent to 1 runner' : `Message sent to ${recipients} runners`,
  remaining: (left: number) =>
    left === 0 ? 'No messages left today' : `${left} ${left === 1 ? 'message' : 'messages'} left today`,
} as const;

/** POST /api/events/:id/messages: the form's resolver and the server's check (trimmed, 1–280 characters). */
export const runMessageInputSchema = z
  .object({
    body: z
      .string()
      .trim()
      .min(1, runMessageMessages.required)
      .max(RUN_MESSAGE_MAX, runMessageMessages.tooLong),
  })
  .strict();
export type RunMessageInput = z.infer<typeof runMessageInputSchema>;
export type RunMessageFormValues = z.input<typeof runMessageInputSchema>;

export const runMessageSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  /** ISO 8601 UTC instant. */
  sentAt: z.string(),
});
export type RunMessage = z.infer<typeof runMessageSchema>;

/** GET /api/events/:id/messages (the host): today's count against the limit, and the messages sent, newest first. */
export const runMessagesSchema = z.object({
  items: z.array(runMessageSchema),
  dailyLimit: z.number().int(),
  remainingToday: z.number().int(),
});
export type RunMessages = z.infer<typeof runMessagesSchema>;

/**
 * POST /api/events/:id/messages answers 201 with the message, how many got it, and what is left today; 200 with
 * `alreadySent` and the earlier message when the same words were sent to the run in the last
 * RUN_MESSAGE_REPEAT_MINUTES (a retry after a lost answer, a second click): nobody is mailed twice.
 */
export const sentRunMessageSchema = z.object({
  message: runMessageSchema,
  recipients: z.number().int(),
  remainingToday: z.number().int(),
  alreadySent: z.boolean().optional(),
});
export type SentRunMessage = z.infer<typeof sentRunMessageSchema>;
