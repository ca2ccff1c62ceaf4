import { dashboardSchema } from '@runtogether/shared/business/dashboard.schemas';
import {
  hostParticipantsQuerySchema,
  hostParticipantsSchema,
} from '@runtogether/shared/business/participants.schemas';
import { errorBodySchema } from '@runtogether/shared/errors/app-error';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CSV_CONTENT_TYPE, csvAttachmentHeader } from '../../lib/csv';
import { asBusiness, getDashboard } from './dashboard.service';
import type { MetricsCache } from './metrics-cache';
import { encodedFor } from '../../plugins/public-read-cache';
import { hostParticipantsCsv, listHostParticipants } from './participants.service';
import { requireRole, withRole } from '../auth/permissions';
import { metricsWindowStart } from './dashboard.repository';

export interface DashboardRoutesOptions {
  /**
   * A host's community metrics and dashboard answer for a few seconds (app.ts makes it, and empties it on every
   * API write).
   */
  metrics: MetricsCache;
  /** The clock (tests move it). */
  now?: () => number;
}

/** The signed-in business's own pages: its dashboard and everyone registered for its runs. */
export const dashboardRoutes: FastifyPluginCallbackZod<DashboardRoutesOptions> = (app, options, done) => {
  const { metrics } = options;

  app.get(
    '/business/dashboard',
    {
      preValidation: withRole(asBusiness),
      schema: {
        tags: ['business'],
        summary: "The signed-in business's dashboard: runs, totals, recent sign-ups and community metrics",
        response: { 200: dashboardSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      const now = new Date(options.now?.() ?? Date.now());
      const host = requireRole(request.user, asBusiness);
      // The whole answer is kept with the metrics (decision 031), serialized by the route's own serializer:
      // loads between two writes share one answer and its compressed bytes.
      const kept = await metrics.answers.get(host.id, metricsWindowStart(now), async () => ({
        // The route's JSON serializer answers a string.
        body: reply.serialize(await getDashboard(app.db, host, now, metrics)) as string,
        encoded: {},
      }));
      const { bytes, encoding } = encodedFor(kept, request.headers['accept-encoding']);
      reply.type('application/json; charset=utf-8');
      if (encoding) {
        // The compression plugin leaves an answer that has its Content-Encoding alone.
        reply.header('content-encoding', encoding).header('vary', 'Accept-Encoding');
      }
      // Bytes already serialized by the route's schema: the type provider only knows the object they came from.
      return reply.send(bytes as never);
    },
  );

  app.get(
    '/business/participants',
    {
      preValidation: withRole(asBusiness),
      schema: {
        tags: ['business'],
        summary: "Everyone registered for the signed-in business's runs, newest first, paged by cursor",
        querystring: hostParticipantsQuerySchema,
        response: {
          200: hostParticipantsSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    (request) => listHostParticipants(app.db, request.user, request.query),
  );

  app.get(
    '/business/participants.csv',
    {
      preValidation: withRole(asBusiness),
      schema: {
        tags: ['business'],
        summary: "Everyone registered for the signed-in business's runs as a CSV file (UTF-8 with BOM)",
        produces: ['text/csv'],
        response: {
          200: z.string().describe('text/csv; the file name is in Content-Disposition'),
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { csv, fileName } = await hostParticipantsCsv(app.db, request.user, undefined, request.locale);
      return reply
        .header('content-type', CSV_CONTENT_TYPE)
        .header('content-disposition', csvAttachmentHeader(fileName))
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
  done();
};
