import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';

// An id from a proxy or client is kept so logs line up across systems, but only a short plain token:
// anything else could forge log lines or bloat every log entry.
const safeRequestId = /^[A-Za-z0-9._:-]{1,64}$/;

/** Fastify's genReqId: the caller's x-request-id when it is safe, otherwise a new UUID. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && safeRequestId.test(incoming) ? incoming : randomUUID();
}

function registerRequestIdEcho(app: FastifyInstance, _opts: unknown, done: () => void) {
  app.addHook('onRequest', (request, reply, next) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    next();
  });
  done();
}

/** Echoes the request id on every response, errors and 404s included, so users can quote it. */
export const requestIdPlugin = fp(registerRequestIdEcho, { name: 'request-id' });
