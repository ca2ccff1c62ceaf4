// The calendar subscriptions: a host's public feed and a runner's private one (docs/decisions/033).
import { z } from 'zod';
import { msg } from '../i18n/keys';

/** GET /api/me/calendar-feed and POST /api/me/calendar-feed/reset: where the runner's private feed is. */
export const calendarFeedSchema = z.object({
  /** The feed over https, to paste into a calendar's "subscribe from URL". */
  url: z.string(),
  /** The same address as webcal://, which opens the device's calendar app on a subscription form. */
  webcalUrl: z.string(),
});
export type CalendarFeedLinks = z.infer<typeof calendarFeedSchema>;

/** GET /api/calendar/:token.ics: the private feed's secret. */
export const calendarFeedTokenParamsSchema = z.object({ token: z.string() });

export const calendarFeedMessages = {
  runnerOnly: msg('validation.calendarFeed.runnerOnly'),
  notFound: msg('validation.calendarFeed.notFound'),
} as const;
