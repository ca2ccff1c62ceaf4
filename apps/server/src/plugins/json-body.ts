// Some HTTP clients send `Content-Type: application/json` on every request, a DELETE with no body included.
// Fastify's JSON parser refuses an empty body outright; here a DELETE reads it as no body (one that needs a body,
// deleting an account, then says what it lacks), while an empty POST, PUT or PATCH is still not valid JSON.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

function registerJsonBody(app: FastifyInstance, _options: object, done: () => void) {
  // Fastify's own parser (secure-json-parse, with its defaults for __proto__ and constructor keys).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, parsed) => {
    if (body.length === 0 && request.method === 'DELETE') parsed(null, undefined);
    // Fastify's type allows a promise here; its default parser answers through the callback and returns nothing.
    else void parseJson(request, String(body), parsed);
  });
  done();
}

export const jsonBodyPlugin = fp(registerJsonBody, { name: 'json-body' });
