// Cache-Control for every API answer and ETags for every body (docs/decisions/012): public reads revalidate
// cheaply with If-None-Match (304, no body), and nothing a session can see is ever stored by a shared cache.
import etag from '@fastify/etag';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from './session-cookie';

/**
 * GET routes whose answer is the same for every anonymous visitor. Everything else under /api is private.
 * (The participants list is public without e-mail addresses; with a session it is answered privately.)
 */
export const PUBLIC_READS = new Set([
  '/api/events',
  '/api/events/:id',
  '/api/events/:id.ics',
  '/api/events/:id/participants',
  '/api/businesses/:id',
  '/api/businesses/:id/past-runs',
  '/api/businesses/:id/posts',
  '/api/users/:id',
]);

// Participant counts change with every registration, so a copy is always revalidated (a 304 costs no body).
export const PUBLIC_CACHE = 'public, no-cache';
// The browser may keep it and revalidate; proxies and CDNs must not store it.
export const PRIVATE_CACHE = 'private, no-cache';
export const NO_STORE = 'no-store';

export const presentsCredentials = (request: FastifyRequest) =>
  request.headers.authorization !== undefined ||
  request.headers.cookie?.includes(`${SESSION_COOKIE}=`) === true;

function cacheControlFor(request: FastifyRequest, statusCode: number): string {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || statusCode !== 200) return NO_STORE;
  const route = request.routeOptions.url ?? '';
  // Probes must reach the server every time.
  if (route === '/api/health' || route === '/api/ready') return NO_STORE;
  if (presentsCredentials(request)) return PRIVATE_CACHE;
  return PUBLIC_READS.has(route) ? PUBLIC_CACHE : PRIVATE_CACHE;
}

async function registerHttpCaching(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    // Routes that chose their own policy (CSV exports: no-store) and non-API files (their plugins decide) keep it.
    if (!request.url.startsWith('/api/') || reply.hasHeader('cache-control')) return;
    const policy = cacheControlFor(request, reply.statusCode);
    reply.header('cache-control', policy);
    // A shared cache must not answer a signed-in request with the copy it stored for an anonymous one, nor one
    // language's visitor with another's (labels such as a series' are written in the visitor's language).
    if (policy === PUBLIC_CACHE) reply.header('vary', 'Accept-Language, Authorization, Cookie');
  });
  // Weak: the compression plugin (registered after this one) changes the bytes but not the meaning.
  await app.register(etag, { weak: true });
}

/** Register before the compression plugin, so ETags are computed over the uncompressed body. */
export const httpCachingPlugin = fp(registerHttpCaching, { name: 'http-caching' });
