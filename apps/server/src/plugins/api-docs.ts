import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

async function registerApiDocs(app: FastifyInstance) {
  // Registered before the routes: @fastify/swagger collects each route's zod schemas as it is added.
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'RunTogether API',
        description: 'Community running events: runs, registrations, hosts and runners.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/docs/json', { schema: { hide: true } }, () => app.swagger());
  app.get('/api/docs', { schema: { hide: true } }, (_request, reply) => reply.redirect('/api/docs/json'));
}

/** The OpenAPI document of every route at /api/docs/json. */
export const apiDocsPlugin = fp(registerApiDocs, { name: 'api-docs' });
