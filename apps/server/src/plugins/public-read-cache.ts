// A few seconds of memory for the anonymous public reads (docs/decisions/026): the run list, a run and a business
// profile are the same for every anonymous visitor, so one answer serves everyone who asks within the TTL.
// Any successful write through the API empties this instance's cache at once (and, with Redis, every instance's);
// a change that bypasses the API is seen after the TTL at the latest. Signed-in requests never use it.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { presentsCredentials } from './http-caching';
import { mayChangeSharedData } from './invalidation-channel';

/**
 * The routes whose anonymous answer is cached, keyed by the full URL (path and query): the public reads of the
 * API, and the server-rendered pages (modules/pages), which cost far more to make.
 */
export const CACHED_PUBLIC_READS = new Set([
  '/api/events',
  '/api/events/:id',
  '/api/businesses/:id',
  '/',
  '/*',
]);
/** Headers a route sets itself that a cached answer must carry again. */
const KEPT_HEADERS = ['cache-control', 'vary', 'x-robots-tag'] as const;
const MAX_ENTRIES = 1000;

interface Entry extends EncodedBody {
  expires: number;
  contentType: string;
  /** Kept so the ETag plugin does not hash the same body again. */
  etag: string | null;
  headers: Partial<Record<(typeof KEPT_HEADERS)[number], string>>;
}

type Encoding = 'br' | 'gzip';
/** As plugins/compression.ts: smaller answers go uncompressed. */
const COMPRESS_FROM_BYTES = 1024;

/** The encoding to answer with: brotli, else gzip, when the client accepts it (q=0 refuses). */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  const offered = new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?\s*$/.test(part))
      .map((part) => part.split(';')[0]?.trim()),
  );
  if (offered.has('br')) return 'br';
  if (offered.has('gzip')) return 'gzip';
  return null;
}

const encode = (encoding: Encoding, body: string): Buffer =>
  encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })
    : gzipSync(body);

/** A serialized answer kept in memory, with its bytes in each encoding asked for so far. */
export interface EncodedBody {
  body: string;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/**
 * The bytes to send for a kept answer, and their Content-Encoding: compressed once per encoding and kept, instead
 * of once per request. Small answers go as they are (as the compression plugin does with them).
 */
export function encodedFor(
  kept: EncodedBody,
  acceptEncoding: string | string[] | undefined,
): { bytes: string | Buffer; encoding: Encoding | null } {
  const encoding =
    Buffer.byteLength(kept.body) >= COMPRESS_FROM_BYTES ? acceptedEncoding(acceptEncoding) : null;
  if (!encoding) return { bytes: kept.body, encoding: null };
  return { bytes: (kept.encoded[encoding] ??= encode(encoding, kept.body)), encoding };
}

const servedEncoded = new WeakSet<FastifyRequest>();

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
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  if (options.ttlMs <= 0) return done();

  const channel = `${options.redisKeyPrefix}public-read-cache:invalidate`;
  const redis = app.redis;
  const subscriber = redis?.duplicate() ?? null;
  if (subscriber) {
    subscriber.on('error', () => {}); // the main client already logs Redis outages; the TTL bounds staleness
    subscriber.on('message', () => entries.clear());
    // The client refuses commands while disconnected (no offline queue), so subscribe on every (re)connect;
    // invalidations missed while Redis was away are covered by dropping everything held.
    subscriber.on('ready', () => {
      entries.clear();
      subscriber.subscribe(channel).catch(() => {});
    });
    app.addHook('onClose', (_app, closed) => {
      subscriber.disconnect();
      closed();
    });
  }

  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, next: () => void) => {
    const entry = cacheable(request) ? entries.get(keyOf(request)) : undefined;
    if (entry && entry.expires <= now()) entries.delete(keyOf(request));
    if (!entry || entry.expires <= now()) return next();
    reply.header('content-type', entry.contentType);
    for (const [name, value] of Object.entries(entry.headers)) reply.header(name, value);
    if (entry.etag) reply.header('etag', entry.etag);
    // Answered here: the route (and its database work) is skipped; onSend hooks still run, and the compression
    // plugin leaves an answer that already has its Content-Encoding alone.
    const { bytes, encoding } = encodedFor(entry, request.headers['accept-encoding']);
    if (encoding) {
      reply.header('content-encoding', encoding);
      servedEncoded.add(request);
    }
    void reply.send(bytes);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (servedEncoded.has(request)) {
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
      return payload;
    }
    if (reply.statusCode !== 200 || typeof payload !== 'string' || !cacheable(request)) return payload;
    if (entries.has(keyOf(request))) return payload;
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value ?? '');
    entries.set(keyOf(request), {
      expires: now() + options.ttlMs,
      body: payload,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      etag: (reply.getHeader('etag') as string | undefined) ?? null,
      headers: Object.fromEntries(
        KEPT_HEADERS.flatMap((name) => {
          const value = reply.getHeader(name);
          return value === undefined ? [] : [[name, String(value)]];
        }),
      ),
      encoded: {},
    });
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    if (!mayChangeSharedData(request, reply)) return;
    entries.clear();
    if (redis?.status === 'ready') await redis.publish(channel, '1').catch(() => 0);
  });
  done();
}

/** Register after http-caching (so a cached answer still gets its ETag and Cache-Control) and before routes. */
export const publicReadCachePlugin = fp(registerPublicReadCache, {
  name: 'public-read-cache',
  dependencies: ['redis', 'locale'],
});
