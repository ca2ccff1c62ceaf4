// A host's community metrics, and the whole dashboard answer, kept for a few seconds (docs/decisions/031): the
// metrics aggregate the host's whole history, and a host's dashboard is the same for every load in between
// writes. Any write through this instance's API empties both; with Redis, every instance's; a change made on
// another instance without Redis (or bypassing the API) is seen within the TTL.
import type { FastifyInstance } from 'fastify';
import type { AttendanceMetricCounts } from '../attendance/attendance.repository';
import type { MetricCounts } from './dashboard.repository';
import { invalidationChannel, mayChangeSharedData } from '../../plugins/invalidation-channel';
import type { EncodedBody } from '../../plugins/public-read-cache';

/** Everything a host's metrics cost: the registration counts and the attendance counts (issue 18). */
export type HostMetricCounts = MetricCounts & { attendance: AttendanceMetricCounts };

/** Values kept per host for the TTL, for one metrics window (a new month computes them again at once). */
export interface HostCache<T> {
  /** The host's value for the window starting at `since`, computed by `compute` when missing or expired. */
  get(hostId: string, since: Date, compute: () => Promise<T>): Promise<T>;
  clear(): void;
}

export interface MetricsCache extends HostCache<HostMetricCounts> {
  /**
   * Whole dashboard answers, kept and emptied with the metrics: serialized, and compressed once per encoding,
   * so a load between two writes costs neither the JSON nor the brotli again.
   */
  readonly answers: HostCache<EncodedBody>;
}

const MAX_HOSTS = 10_000;

export function createHostCache<T>(ttlMs: number, now: () => number = Date.now): HostCache<T> {
  const entries = new Map<string, { expires: number; since: number; value: Promise<T> }>();
  return {
    get(hostId, since, compute) {
      if (ttlMs <= 0) return compute();
      const entry = entries.get(hostId);
      if (entry && entry.expires > now() && entry.since === since.getTime()) return entry.value;
      if (entries.size >= MAX_HOSTS) entries.clear();
      // The promise itself is kept: hosts reloading together share one computation; a failure is not kept.
      const value = compute();
      const kept = { expires: now() + ttlMs, since: since.getTime(), value };
      value.catch(() => {
        if (entries.get(hostId) === kept) entries.delete(hostId);
      });
      entries.set(hostId, kept);
      return value;
    },
    // An answer still being computed is dropped too: the loads that asked for it already have it, later ones
    // compute again and so see the write.
    clear: () => entries.clear(),
  };
}

export function createMetricsCache(ttlMs: number, now: () => number = Date.now): MetricsCache {
  const metrics = createHostCache<HostMetricCounts>(ttlMs, now);
  const answers = createHostCache<EncodedBody>(ttlMs, now);
  return {
    get: (hostId, since, count) => metrics.get(hostId, since, count),
    answers,
    clear() {
      metrics.clear();
      answers.clear();
    },
  };
}

/**
 * Any change made through the API (a registration, a cancellation, a run edited) empties the cache, as the
 * public read cache does: a host who reloads after a change sees it. With Redis the write also empties every
 * other instance's; without it, changes made on another instance are seen within the TTL.
 */
export function forgetOnWrites(app: FastifyInstance, cache: MetricsCache, redisKeyPrefix = '') {
  const others = invalidationChannel(app, `${redisKeyPrefix}dashboard:invalidate`, {
    message: () => cache.clear(),
    reconnected: () => cache.clear(),
  });
  app.addHook('onResponse', async (request, reply) => {
    if (!mayChangeSharedData(request, reply)) return;
    cache.clear();
    await others.publish('1');
  });
}
