// A host's community metrics, kept for a few seconds (docs/decisions/031): they aggregate the host's whole
// history, which costs more than the rest of the dashboard together. Any write through this instance's API
// empties it; a change made on another instance is seen within the TTL.
import type { FastifyInstance } from 'fastify';
import type { AttendanceMetricCounts } from '../attendance/attendance.repository';
import type { MetricCounts } from './dashboard.repository';

/** Everything a host's metrics cost: the registration counts and the attendance counts (issue 18). */
export type HostMetricCounts = MetricCounts & { attendance: AttendanceMetricCounts };

export interface MetricsCache {
  /** The host's counts for the window starting at `since`, computed by `count` when missing or expired. */
  get(hostId: string, since: Date, count: () => Promise<HostMetricCounts>): Promise<HostMetricCounts>;
  clear(): void;
}

const MAX_HOSTS = 10_000;

export function createMetricsCache(ttlMs: number, now: () => number = Date.now): MetricsCache {
  const entries = new Map<string, { expires: number; since: number; counts: Promise<HostMetricCounts> }>();
  return {
    get(hostId, since, count) {
      if (ttlMs <= 0) return count();
      const entry = entries.get(hostId);
      if (entry && entry.expires > now() && entry.since === since.getTime()) return entry.counts;
      if (entries.size >= MAX_HOSTS) entries.clear();
      // The promise itself is kept: hosts reloading together share one computation; a failure is not kept.
      const counts = count();
      counts.catch(() => entries.delete(hostId));
      entries.set(hostId, { expires: now() + ttlMs, since: since.getTime(), counts });
      return counts;
    },
    clear: () => entries.clear(),
  };
}

/**
 * Any change made through the API on this instance (a registration, a cancellation, a run edited) empties the
 * cache, as the public read cache does: a host who reloads after a change sees it. Changes made on another
 * instance are seen within the TTL.
 */
export function forgetOnWrites(app: FastifyInstance, cache: MetricsCache) {
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
    if (!request.url.startsWith('/api/') || /^\/api\/(auth|geocode)\//.test(request.url)) return;
    cache.clear();
  });
}
