import { authApiMessages } from '@runtogether/shared/auth/auth.schemas';
import { AppError } from '@runtogether/shared/errors/app-error';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionUser } from './session-user';
import { changesState, isSameOrigin } from './same-origin';
import { SESSION_COOKIE, setSessionCookie } from '../../plugins/session-cookie';
import { invalidationChannel } from '../../plugins/invalidation-channel';
import { createSessionCache, type SessionCache } from './session-cache';
import { resolveSession } from './session.service';
import { hashToken } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Resolved for /api requests only. */
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /** Sessions resolved in the last few seconds (decision 039). */
    sessionCache: SessionCache;
    /**
     * Drops another account's cached sessions here and on every instance (an admin's suspension, an account's
     * deletion: docs/decisions/049), after its sessions rows are gone.
     */
    forgetSessionsOf(userId: string): Promise<void>;
  }
  interface FastifyContextConfig {
    /**
     * A write that changes neither the users nor the sessions table (registering): it keeps the writer's
     * cached session. Every other successful write drops it (decision 039).
     */
    keepsSession?: boolean;
  }
}

export interface SessionPluginOptions {
  publicUrl: string;
  /** How long a resolved session is kept in memory; 0 turns the cache off. */
  cacheTtlMs?: number;
  redisKeyPrefix?: string;
  /** The cache's clock (tests move it); session expiry and renewal keep the real time. */
  now?: () => number;
}

/** Default for cacheTtlMs: how long a revoked session may still be used on another instance without Redis. */
export const SESSION_CACHE_TTL_MS = 5000;

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
  const cache = createSessionCache(options.cacheTtlMs ?? SESSION_CACHE_TTL_MS, options.now);
  app.decorate('sessionCache', cache);

  // Messages: `token:<hash>` (a log-out), `user:<id>` (an account changed), `all`.
  const drop = (message: string) => {
    if (message.startsWith('token:')) cache.forgetToken(message.slice('token:'.length));
    else if (message.startsWith('user:')) cache.forgetUser(message.slice('user:'.length));
    else cache.clear();
  };
  const others = invalidationChannel(app, `${options.redisKeyPrefix ?? ''}session-cache:invalidate`, {
    message: drop,
    reconnected: () => cache.clear(),
  });

  app.decorate('forgetSessionsOf', async (userId: string) => {
    drop(`user:${userId}`);
    await others.publish(`user:${userId}`);
  });

  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') || request.routeOptions.config.withoutSession) return;
    const presented = sessionTokenOf(request);
    if (!presented) return;
    const session = await resolveSession(app.db, presented.token, new Date(), cache);
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

  // Dropped before the answer leaves (onSend, not onResponse): the client's next request must not find it.
  // The writer's own writes drop their sessions; log-out drops its token; a write without a session (a link
  // from an e-mail turning reminders off) may change any account, so it drops everything.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return payload;
    if (!request.url.startsWith('/api/') || request.routeOptions.config.keepsSession) return payload;
    // An anonymous language choice is only a cookie: it must not empty every instance's sessions.
    if (request.routeOptions.config.keepsSharedCaches?.(request)) return payload;
    let message: string | null;
    if (request.routeOptions.url === '/api/auth/logout') {
      const token = sessionTokenOf(request)?.token;
      message = token ? `token:${hashToken(token)}` : null;
    } else if (request.user) {
      message = `user:${request.user.id}`;
    } else {
      // Signing up, verifying, resending and signing in change no account that has a session.
      message = /^\/api\/auth\//.test(request.url) ? null : 'all';
    }
    if (message) {
      drop(message);
      await others.publish(message);
    }
    return payload;
  });
  done();
}

export const sessionPlugin = fp(registerSession, {
  name: 'session',
  dependencies: ['db', '@fastify/cookie', 'redis'],
});
