import { authApiMessages } from '@runtogether/shared/auth/auth.schemas';
import { AppError } from '@runtogether/shared/errors/app-error';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionUser } from './session-user';
import { changesState, isSameOrigin } from './same-origin';
import { SESSION_COOKIE, setSessionCookie } from '../../plugins/session-cookie';
import { resolveSession } from './session.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Resolved for /api requests only. */
    user: SessionUser | null;
  }
}

export interface SessionPluginOptions {
  publicUrl: string;
}

interface PresentedToken {
  token: string;
  via: 'bearer' | 'cookie';
}

/** The web app sends the httpOnly cookie; API clients send `Authorization: Bearer <token>`. */
export function sessionTokenOf(request: FastifyRequest): PresentedToken | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice('Bearer '.length).trim(), via: 'bearer' };
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : undefined;
}

function registerSession(app: FastifyInstance, options: SessionPluginOptions, done: () => void) {
  const { publicUrl } = options;
  const publicOrigin = new URL(publicUrl).origin;
  const secureCookie = publicUrl.startsWith('https:');

  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') || request.routeOptions.config.withoutSession) return;
    const presented = sessionTokenOf(request);
    if (!presented) return;
    const session = await resolveSession(app.db, presented.token, new Date());
    if (!session) return;

    // A cookie rides along on requests other sites make the browser send; a bearer token never does.
    if (presented.via === 'cookie' && changesState(request.method) && !isSameOrigin(request, publicOrigin)) {
      throw new AppError('FORBIDDEN', authApiMessages.crossSite, 403);
    }
    request.user = session.user;
    if (session.renewedUntil && presented.via === 'cookie') {
      setSessionCookie(reply, presented.token, session.renewedUntil, secureCookie);
    }
  });

  done();
}

export const sessionPlugin = fp(registerSession, {
  name: 'session',
  dependencies: ['db', '@fastify/cookie'],
});
