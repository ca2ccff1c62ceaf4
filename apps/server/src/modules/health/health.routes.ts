import { healthSchema, readySchema } from '@runtogether/shared/health/health.schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { isDatabaseUp } from './health.service';

export const healthRoutes: FastifyPluginCallbackZod = (app, _opts, done) => {
  // Liveness: the process answers; deliberately independent of the database.
  app.get('/health', { schema: { tags: ['health'], response: { 200: healthSchema } } }, () => ({
    status: 'ok' as const,
  }));

  // Readiness: this instance can serve traffic, which needs the database.
  app.get(
    '/ready',
    { schema: { tags: ['health'], response: { 200: readySchema, 503: readySchema } } },
    async (_request, reply) => {
      if (await isDatabaseUp(app.db)) return { status: 'ready' as const, database: 'up' as const };
      return reply.code(503).send({ status: 'unavailable', database: 'down' });
    },
  );
  done();
};
