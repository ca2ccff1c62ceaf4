import { errors } from '../../plugins/error-responses';
import { reportCreatedSchema, reportInputSchema } from '@runtogether/shared/trust/trust.schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { signedIn } from '../auth/permissions';
import { fileReport } from './reports.service';

export interface ReportsRoutesOptions {
  now?: () => number;
}

/** POST /api/reports (docs/decisions/049). */
export const reportsRoutes: FastifyPluginCallbackZod<ReportsRoutesOptions> = (app, { now }, done) => {
  app.post(
    '/reports',
    {
      preValidation: signedIn(),
      // A report changes nothing anyone reads until an admin acts (which empties the caches itself).
      config: { keepsSharedCaches: () => true },
      schema: {
        tags: ['reports'],
        summary: `Report a run, a host, a post or a person to the admins; a few per person a day (429 after)`,
        body: reportInputSchema,
        response: { 201: reportCreatedSchema, ...errors(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const created = await fileReport(
        app.db,
        request.user,
        request.body,
        now ? new Date(now()) : new Date(),
      );
      return reply.code(201).send(created);
    },
  );
  done();
};
