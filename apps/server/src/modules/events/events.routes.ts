import { errorBodySchema } from '@runtogether/shared/errors/app-error';
import {
  runIdParamsSchema,
  runListQuerySchema,
  runListSchema,
  runSchema,
} from '@runtogether/shared/runs/run.schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { getRun, listUpcomingRuns } from './events.service';

export const eventsRoutes: FastifyPluginCallbackZod = (app, _opts, done) => {
  app.get(
    '/events',
    {
      schema: {
        tags: ['events'],
        summary: 'Upcoming runs, soonest first, paged by cursor',
        querystring: runListQuerySchema,
        response: { 200: runListSchema, 400: errorBodySchema },
      },
    },
    (request) => listUpcomingRuns(app.db, request.query),
  );

  app.get(
    '/events/:id',
    {
      schema: {
        tags: ['events'],
        summary: 'One run, past or upcoming',
        params: runIdParamsSchema,
        response: { 200: runSchema, 404: errorBodySchema },
      },
    },
    (request) => getRun(app.db, request.params.id),
  );
  done();
};
