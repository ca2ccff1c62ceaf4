// The one way the server keeps answers in memory (docs/decisions/026 and 031): an lru-cache bounded in entries
// and in time, emptied by every successful write through the API, on every instance through the invalidation
// channel when Redis is there. Without Redis, or while it is away, the TTL bounds how long another instance
// keeps what a write changed; a change that bypasses the API (SQL by hand, a scheduled clean-up) likewise.
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { invalidationChannel, mayChangeSharedData } from '../plugins/invalidation-channel';

export interface MemoryCache<V> {
  /** The kept value, or what `load` answers (kept); concurrent loads of one key share one; a failure is not kept. */
  get(key: string, load: () => Promise<V>): Promise<V>;
  /** The kept value, if any and not expired. */
  peek(key: string): V | undefined;
  /** Keeps a value made elsewhere (an answer already sent). */
  set(key: string, value: V): void;
  /** Drops everything, loads in flight included: the requests that asked have their answer, later ones load again. */
  clear(): void;
}

export interface MemoryCacheOptions {
  /** How long a value is kept; 0 keeps nothing (the test app's default). */
  ttlMs: number;
  max: number;
  /** The clock, injectable so tests move time instead of sleeping. */
  now?: () => number;
}

export function memoryCache<V extends NonNullable<unknown>>(options: MemoryCacheOptions): MemoryCache<V> {
  if (options.ttlMs <= 0) {
    return { get: (_key, load) => load(), peek: () => undefined, set: () => {}, clear: () => {} };
  }
  // The clock is asked on every read: lru-cache otherwise reuses one reading for a millisecond, which a busy
  // event loop stretches, and an expiry timer that finds its value not yet stale re-arms with a negative delay
  // (Node's TimeoutNegativeWarning).
  const clock = { ...(options.now ? { perf: { now: options.now } } : {}), ttlResolution: 0 };
  // lru-cache counts a value stale once its age is above `ttl`; here it is gone once ttlMs have passed. Without
  // ttlAutopurge an expired value stays in memory until its key is asked again or `max` newer ones push it out:
  // after a burst of distinct pages that was up to `max` rendered pages held at rest (docs/decisions/059).
  const values = new LRUCache<string, V>({
    max: options.max,
    ttl: Math.max(1, options.ttlMs - 1),
    ttlAutopurge: true,
    ...clock,
  });
  // Loads in flight, at most one per key (bounded by the requests in flight).
  const loads = new Map<string, Promise<V>>();
  return {
    get(key, load) {
      const kept = values.get(key);
      if (kept !== undefined) return Promise.resolve(kept);
      const running = loads.get(key);
      if (running) return running;
      const loading = load();
      loads.set(key, loading);
      loading.then(
        (value) => {
          // Not kept when a clear() overtook the load: it may have read what the write changed.
          if (loads.get(key) === loading) values.set(key, value);
          loads.delete(key);
        },
        () => {
          if (loads.get(key) === loading) loads.delete(key);
        },
      );
      return loading;
    },
    peek: (key) => values.get(key),
    set: (key, value) => void values.set(key, value),
    clear() {
      values.clear();
      loads.clear();
    },
  };
}

/**
 * Empties `cache` after every successful write under /api/ (signing in, out or up and geocoding change nothing
 * kept), here at once and on the other instances through `{redisKeyPrefix}{name}:invalidate`; an instance that
 * (re)connects to Redis empties it too, having maybe missed messages.
 */
export function clearOnApiWrites(
  app: FastifyInstance,
  name: string,
  redisKeyPrefix: string,
  cache: Pick<MemoryCache<unknown>, 'clear'>,
) {
  const others = invalidationChannel(app, `${redisKeyPrefix}${name}:invalidate`, {
    message: () => cache.clear(),
    reconnected: () => cache.clear(),
  });
  app.addHook('onResponse', async (request, reply) => {
    if (!mayChangeSharedData(request, reply)) return;
    cache.clear();
    await others.publish('1');
  });
}
