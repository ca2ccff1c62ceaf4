import { dashboardSchema } from '@runtogether/shared/business/dashboard.schemas';
import {
  hostParticipantsQuerySchema,
  hostParticipantsSchema,
} from '@runtogether/shared/business/participants.schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CSV_CONTENT_TYPE, csvAttachmentHeader } from '../../lib/csv';
import { asBusiness, getDashboard } from './dashboard.service';
import type { Dashboard } from '@runtogether/shared/business/dashboard.schemas';
import type { MemoryCache } from '../../lib/memory-cache';
import { hostParticipantsCsv, listHostParticipants } from './participants.service';
import { actingForQuerySchema } from '@runtogether/shared/team/team.schemas';
import { requireActingFor, withHostPower } from '../auth/permissions';
import { errors } from '../../plugins/error-responses';

export interface DashboardRoutesOptions {
  /** Hosts' dashboards kept a few seconds (decision 031; app.ts makes it and empties it on every API write). */
  answers: MemoryCache<Dashboard>;
  /** The clock (tests move it). */
  now?: () => number;
}

/** The signed-in business's own pages: its dashboard and everyone registered for its runs. */
export const dashboardRoutes: FastifyPluginCallbackZod<DashboardRoutesOptions> = (app, options, done) => {
  const { answers } = options;

  app.get(
    '/business/dashboard',
    {
      preValidation: withHostPower(asBusiness, 'runs'),
      schema: {
        tags: ['business'],
        summary:
          "The signed-in business's dashboard (or, with `businessId`, a team's a manager acts for): runs, totals, recent sign-ups, community metrics and who did what",
        querystring: actingForQuerySchema,
        response: { 200: dashboardSchema, ...errors(401, 403) },
      },
    },
    async (request) => {
      const now = new Date(options.now?.() ?? Date.now());
      const acting = await requireActingFor(
        app.db,
        request.user,
        request.query.businessId,
        'runs',
        asBusiness,
      );
      const host = { id: acting.businessId };
      // Loads between two writes share one answer (decision 031). Its few seconds may show last month's
      // figures just after midnight on the 1st, in the host's zone.
      return answers.get(host.id, () => getDashboard(app.db, request.user, now, host.id));
    },
  );

  app.get(
    '/business/participants',
    {
      preValidation: withHostPower(asBusiness, 'participantEmails'),
      schema: {
        tags: ['business'],
        summary:
          "Everyone registered for the signed-in business's runs (or, with `businessId`, a manager's team's), newest first, paged by cursor",
        querystring: hostParticipantsQuerySchema.extend(actingForQuerySchema.shape),
        response: { 200: hostParticipantsSchema, ...errors(400, 401, 403) },
      },
    },
    (request) => listHostParticipants(app.db, request.user, request.query),
  );

  app.get(
    '/business/participants.csv',
    {
      preValidation: withHostPower(asBusiness, 'participantEmails'),
      schema: {
        tags: ['business'],
        summary:
          "Everyone registered for the signed-in business's runs (or, with `businessId`, a manager's team's) as a CSV file (UTF-8 with BOM)",
        produces: ['text/csv'],
        querystring: actingForQuerySchema,
        response: {
          200: z.string().describe('text/csv; the file name is in Content-Disposition'),
          ...errors(401, 403),
        },
      },
    },
    async (request, reply) => {
      const { csv, fileName } = await hostParticipantsCsv(
        app.db,
        request.user,
        new Date(options.now?.() ?? Date.now()),
        request.locale,
        request.query.businessId,
      );
      return reply
        .header('content-type', CSV_CONTENT_TYPE)
        .header('content-disposition', csvAttachmentHeader(fileName))
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
  done();
};
