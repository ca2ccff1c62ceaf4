// A few seconds of memory for the anonymous public reads (docs/decisions/026): the run list, a run and a business
// profile are the same for every anonymous visitor, so one answer serves everyone who asks within the TTL.
// Any successful write through the API empties this instance's cache at once (and, with Redis, every instance's);
// a change that bypasses the API is seen after the TTL at the latest. Signed-in requests never use it. The kept
// answer is the one that went out, as the compression plugin wrote it, for the Accept-Encoding it was written for.
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { clearOnApiWrites, memoryCache } from '../lib/memory-cache';
import { presentsCredentials } from './http-caching';

/**
 * The routes whose anonymous answer is cached, keyed by the full URL (path and query): the public reads of the
 * API. Pages are not: each carries its own CSP nonce (plugins/security-headers.ts), so a kept copy's scripts would
 * be refused under the next answer's policy.
 */
export const CACHED_PUBLIC_READS = new Set(['/api/events', '/api/events/:id', '/api/businesses/:id']);
/** Headers set for the answer (by its route or a plugin) that a cached answer must carry again. */
const KEPT_HEADERS = ['cache-control', 'vary', 'x-robots-tag', 'content-encoding'] as const;
const MAX_ENTRIES = 1000;

interface Entry {
  /** As sent: brotli or gzip bytes when the compression plugin compressed it, else the serialized JSON. */
  body: string | Buffer;
  contentType: string;
  /** Kept so the ETag plugin does not hash the same body again. */
  etag: string | null;
  headers: Partial<Record<(typeof KEPT_HEADERS)[number], string>>;
}

export interface PublicReadCacheOptions {
  ttlMs: number;
  redisKeyPrefix: string;
  /** The clock, injectable so tests move time instead of sleeping. */
  now?: () => number;
}

/**
 * An answer's key: its language, the Accept-Encoding it was compressed for, and its URL. Anonymous visitors are
 * answered in their device's language (decision 038), so the same URL has one answer per language. The header is
 * taken as sent, not parsed: as an HTTP cache keys on the request headers its answer varies on (RFC 9111 §4.1),
 * each browser's one fixed header string finds the bytes compressed for it, and no second Accept-Encoding parser
 * or brotli/gzip writer is needed here.
 */
const keyOf = (request: FastifyRequest) =>
  `${request.locale} ${request.headers['accept-encoding'] ?? ''} ${request.url}`;

const cacheable = (request: FastifyRequest) =>
  request.method === 'GET' &&
  CACHED_PUBLIC_READS.has(request.routeOptions.url ?? '') &&
  !presentsCredentials(request);

function registerPublicReadCache(
  app: FastifyInstance,
  options: PublicReadCacheOptions,
  done: (error?: Error) => void,
) {
  if (options.ttlMs <= 0) return done();
  const entries = memoryCache<Entry>({ ttlMs: options.ttlMs, max: MAX_ENTRIES, now: options.now });
  clearOnApiWrites(app, 'public-read-cache', options.redisKeyPrefix, entries);

  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, next: () => void) => {
    const entry = cacheable(request) ? entries.peek(keyOf(request)) : undefined;
    if (!entry) return next();
    reply.header('content-type', entry.contentType);
    for (const [name, value] of Object.entries(entry.headers)) reply.header(name, value);
    if (entry.etag) reply.header('etag', entry.etag);
    // Answered here: the route (and its database work) is skipped. The onSend hooks still run; the compression
    // plugin passes on an answer that already has its Content-Encoding.
    void reply.send(entry.body);
  });

  // Kept after the compression plugin has written the answer: a route's own onSend hooks run after every
  // app-wide one, in the order they were added, and the compression plugin (registered before this one) adds
  // its hook to each route as the route is declared.
  const keep: onSendHookHandler = (request, reply, payload, done) => {
    const sent = typeof payload === 'string' || Buffer.isBuffer(payload);
    const key = reply.statusCode === 200 && cacheable(request) ? keyOf(request) : null;
    if (sent && key !== null && !entries.peek(key)) {
      entries.set(key, {
        body: payload,
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        etag: (reply.getHeader('etag') as string | undefined) ?? null,
        headers: Object.fromEntries(
          KEPT_HEADERS.flatMap((name) => {
            const value = reply.getHeader(name);
            return value === undefined ? [] : [[name, String(value)]];
          }),
        ),
      });
    }
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    if (!CACHED_PUBLIC_READS.has(route.url)) return;
    const own = route.onSend === undefined ? [] : [route.onSend].flat();
    route.onSend = [...own, keep];
  });
  // A 304 has no body, so no encoding (the ETag plugin answered it from a kept answer's ETag).
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 304 && cacheable(request)) reply.removeHeader('content-encoding');
    return payload;
  });
  done();
}

/** Register after http-caching (so a cached answer still gets its ETag and Cache-Control) and before routes. */
export const publicReadCachePlugin = fp(registerPublicReadCache, {
  name: 'public-read-cache',
  dependencies: ['redis', 'locale'],
});
