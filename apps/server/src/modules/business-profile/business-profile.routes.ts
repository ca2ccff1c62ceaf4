import { businessIdParamsSchema, pastRunsQuerySchema } from '@runtogether/shared/business/dashboard.schemas';
import { runListSchema } from '@runtogether/shared/runs/run.schemas';
import { publicUserSchema } from '@runtogether/shared/users/user.schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { getBusiness, listPastRuns } from './business-profile.service';
import { errors } from '../../plugins/error-responses';

/** What anyone may see of a business: its profile and its past runs. */
export const businessProfileRoutes: FastifyPluginCallbackZod = (app, _opts, done) => {
  app.get(
    '/businesses/:id',
    {
      schema: {
        tags: ['business'],
        summary: 'The public profile of a business (no e-mail address)',
        params: businessIdParamsSchema,
        response: { 200: publicUserSchema, ...errors(404) },
      },
    },
    (request) => getBusiness(app.db, request.params.id),
  );

  app.get(
    '/businesses/:id/past-runs',
    {
      schema: {
        tags: ['business'],
        summary: "A business's runs that have started, latest first, paged by cursor",
        params: businessIdParamsSchema,
        querystring: pastRunsQuerySchema,
        response: { 200: runListSchema, ...errors(400, 404) },
      },
    },
    (request) => listPastRuns(app.db, request.params.id, request.query),
  );
  done();
};
