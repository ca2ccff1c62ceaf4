// A host's community metrics, kept for a few seconds (docs/decisions/031): they aggregate the host's whole
// history, which costs more than the rest of the dashboard together, and a figure that is ten seconds old tells a
// host the same thing. The host's own writes on this instance drop their entry at once.
import type { FastifyInstance } from 'fastify';
import type { MetricCounts } from './dashboard.repository';

export interface MetricsCache {
  /** The host's counts for the window starting at `since`, computed by `count` when missing or expired. */
  get(hostId: string, since: Date, count: () => Promise<MetricCounts>): Promise<MetricCounts>;
  forget(hostId: string): void;
}

const MAX_HOSTS = 10_000;

export function createMetricsCache(ttlMs: number, now: () => number = Date.now): MetricsCache {
  const entries = new Map<string, { expires: number; since: number; counts: Promise<MetricCounts> }>();
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
    forget: (hostId) => entries.delete(hostId),
  };
}

/** A host who just changed something (a run, a post, their profile) sees it in their figures at once. */
export function forgetOnHostWrites(app: FastifyInstance, cache: MetricsCache) {
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 400 && request.user?.role === 'business') {
      cache.forget(request.user.id);
    }
  });
}
