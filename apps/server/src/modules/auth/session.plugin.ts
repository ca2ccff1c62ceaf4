import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionUser } from './auth.repository';
import { resolveSessionUser } from './auth.service';

export const SESSION_COOKIE = 'rt_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Resolved for /api requests only. */
    user: SessionUser | null;
  }
}

/** The web app sends the httpOnly cookie; API clients send `Authorization: Bearer <token>`. */
function sessionTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim();
  return request.cookies[SESSION_COOKIE];
}

function registerSession(app: FastifyInstance, _opts: unknown, done: () => void) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = sessionTokenOf(request);
    request.user = token ? await resolveSessionUser(app.db, token) : null;
  });
  done();
}

export const sessionPlugin = fp(registerSession, {
  name: 'session',
  dependencies: ['db', '@fastify/cookie'],
});
