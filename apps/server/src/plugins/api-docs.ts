import swagger, { type SwaggerTransform } from '@fastify/swagger';
import { errorBodySchema } from '@runtogether/shared/errors/app-error';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * Every route that reads a path parameter, a query or a body can answer 400: its zod schema refuses what does
 * not fit, and input hygiene refuses a NUL anywhere. A route that left 400 out of its response schema was
 * documented as never answering it, though GET /api/events/abc does; the document now says so for each.
 */
const withInputErrors: SwaggerTransform<FastifySchema & { hide?: boolean }> = (input) => {
  // A route declared without any schema (a test's, say) has none at all.
  const schema = input.schema as typeof input.schema | undefined;
  if (!schema) return jsonSchemaTransform(input);
  const readsInput = Boolean(schema.params ?? schema.querystring ?? schema.body);
  const response = (schema.response ?? {}) as Record<string, unknown>;
  if (!readsInput || '400' in response) return jsonSchemaTransform(input);
  return jsonSchemaTransform({
    ...input,
    schema: { ...schema, response: { ...response, 400: errorBodySchema } },
  });
};

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
    transform: withInputErrors,
  });
  app.get('/api/docs/json', { schema: { hide: true } }, () => app.swagger());
  app.get('/api/docs', { schema: { hide: true } }, (_request, reply) => reply.redirect('/api/docs/json'));
}

/** The OpenAPI document of every route at /api/docs/json. */
export const apiDocsPlugin = fp(registerApiDocs, { name: 'api-docs' });
