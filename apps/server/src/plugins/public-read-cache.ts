// A few seconds of memory for the anonymous public reads (docs/decisions/026): the run list, a run and a business
// profile are the same for every anonymous visitor, so one answer serves everyone who asks within the TTL.
// Any successful write through the API empties this instance's cache at once (and, with Redis, every instance's);
// a change that bypasses the API is seen after the TTL at the latest. Signed-in requests never use it. The kept
// answer is the serialized body; the compression plugin compresses it as it compresses every answer.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { clearOnApiWrites, memoryCache } from '../lib/memory-cache';
import { presentsCredentials } from './http-caching';

/**
 * The routes whose anonymous answer is cached, keyed by the full URL (path and query): the public reads of the
 * API. Pages are not: each carries its own CSP nonce (plugins/security-headers.ts), so a kept copy's scripts would
 * be refused under the next answer's policy.
 */
export const CACHED_PUBLIC_READS = new Set(['/api/events', '/api/events/:id', '/api/businesses/:id']);
/** Headers a route sets itself that a cached answer must carry again. */
const KEPT_HEADERS = ['cache-control', 'vary', 'x-robots-tag'] as const;
const MAX_ENTRIES = 1000;

interface Entry {
  body: string;
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
 * An answer's key: its language and its URL. Anonymous visitors are answered in their device's language
 * (decision 038), so the same URL has one answer per language.
 */
const keyOf = (request: FastifyRequest) => `${request.locale} ${request.url}`;

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
    // Answered here: the route (and its database work) is skipped; onSend hooks (compression) still run.
    void reply.send(entry.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 200 || typeof payload !== 'string' || !cacheable(request)) return payload;
    if (entries.peek(keyOf(request))) return payload;
    entries.set(keyOf(request), {
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
    return payload;
  });
  done();
}

/** Register after http-caching (so a cached answer still gets its ETag and Cache-Control) and before routes. */
export const publicReadCachePlugin = fp(registerPublicReadCache, {
  name: 'public-read-cache',
  dependencies: ['redis', 'locale'],
});
