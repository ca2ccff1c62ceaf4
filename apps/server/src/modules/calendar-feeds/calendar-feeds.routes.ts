import { businessIdParamsSchema } from '@runtogether/shared/business/dashboard.schemas';
import {
  calendarFeedSchema,
  calendarFeedTokenParamsSchema,
} from '@runtogether/shared/calendar-feeds/calendar-feed.schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { withRole } from '../auth/permissions';
import {
  calendarFeedOwners,
  getMyCalendarFeed,
  hostCalendar,
  privateCalendar,
  resetMyCalendarFeed,
  type FeedFile,
} from './calendar-feeds.service';
import { errors } from '../../plugins/error-responses';

export interface CalendarFeedsRoutesOptions {
  config: Pick<Config, 'publicUrl' | 'sessionSecret'>;
}

/**
 * A feed answers with its own strong ETag (a hash of bytes that depend only on the data) and Cache-Control,
 * which the http-caching plugin leaves alone; @fastify/etag keeps a route's ETag and answers a matching
 * If-None-Match with 304. Not compressed: one representation, so the strong ETag stays true.
 */
function sendFeed(reply: FastifyReply, feed: FeedFile, cacheControl: string) {
  return reply
    .type('text/calendar; charset=utf-8')
    .header('cache-control', cacheControl)
    .header('etag', feed.etag)
    .send(feed.body);
}

export const calendarFeedsRoutes: FastifyPluginCallbackZod<CalendarFeedsRoutesOptions> = (
  app,
  { config },
  done,
) => {
  const feedDeps = { db: app.db, publicUrl: config.publicUrl, secret: config.sessionSecret };
  app.get(
    '/businesses/:id/calendar.ics',
    {
      compress: false,
      schema: {
        tags: ['calendar'],
        summary: "A host's runs as a calendar to subscribe to (iCalendar), with its cancelled runs",
        params: businessIdParamsSchema,
        response: { 200: z.string(), ...errors(404) },
      },
    },
    async (request, reply) => {
      const feed = await hostCalendar(app.db, config.publicUrl, request.params.id, undefined, request.locale);
      // The same for everyone who asks in one language: browsers, calendar services and proxies may keep it
      // five minutes, one copy per language (chosen by the language cookie or Accept-Language).
      reply.header('vary', 'Accept-Language, Cookie');
      return sendFeed(reply, feed, 'public, max-age=300');
    },
  );

  app.get(
    '/calendar/:token.ics',
    {
      compress: false,
      schema: {
        tags: ['calendar'],
        summary:
          "A runner's private calendar of the runs they registered for (the address is the secret; no session)",
        params: calendarFeedTokenParamsSchema,
        response: { 200: z.string(), ...errors(404) },
      },
    },
    async (request, reply) => {
      const feed = await privateCalendar(app.db, config.publicUrl, request.params.token);
      // One runner's runs: only the calendar that asked may keep it, never a shared cache.
      reply.header('x-robots-tag', 'noindex');
      return sendFeed(reply, feed, 'private, max-age=300');
    },
  );

  app.get(
    '/me/calendar-feed',
    {
      preValidation: withRole(calendarFeedOwners),
      schema: {
        tags: ['calendar'],
        summary: "The signed-in runner's private calendar address (made on first ask)",
        response: { 200: calendarFeedSchema, ...errors(401, 403) },
      },
    },
    (request) => getMyCalendarFeed(feedDeps, request.user),
  );

  app.post(
    '/me/calendar-feed/reset',
    {
      preValidation: withRole(calendarFeedOwners),
      schema: {
        tags: ['calendar'],
        summary: 'A new private calendar address for the signed-in runner; the old one stops working',
        response: { 200: calendarFeedSchema, ...errors(401, 403) },
      },
    },
    (request) => resetMyCalendarFeed(feedDeps, request.user),
  );
  done();
};
