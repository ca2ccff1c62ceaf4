// Telling every instance to drop what it keeps in memory (the pattern of public-read-cache.ts, decision 026):
// one Redis channel per cache, a message per drop. Without Redis, or while it is away, nothing is sent and each
// cache's TTL bounds how long another instance keeps a dropped entry; on every (re)connect the subscriber calls
// `reconnected`, as messages may have been missed while Redis was away.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** True when this request, though a successful write, changed nothing a shared cache holds. */
    keepsSharedCaches?: (request: FastifyRequest) => boolean;
  }
}

/**
 * Whether a finished request may have changed what the shared caches (public reads, dashboard metrics) hold:
 * any successful write through the API, except signing in, out or up, geocoding, and routes that say so.
 */
export function mayChangeSharedData(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return false;
  if (!request.url.startsWith('/api/') || /^\/api\/(auth|geocode)\//.test(request.url)) return false;
  return !request.routeOptions.config.keepsSharedCaches?.(request);
}

export interface InvalidationChannel {
  /** Sends `message` to every instance (this one included, which has already dropped it). */
  publish(message: string): Promise<void>;
}

export interface InvalidationHandlers {
  message(message: string): void;
  reconnected(): void;
}

export function invalidationChannel(
  app: FastifyInstance,
  channel: string,
  handlers: InvalidationHandlers,
): InvalidationChannel {
  const redis = app.redis;
  const subscriber = redis?.duplicate() ?? null;
  if (subscriber) {
    subscriber.on('error', () => {}); // the main client already logs Redis outages; the TTL bounds staleness
    subscriber.on('message', (_channel: string, message: string) => handlers.message(message));
    // The client refuses commands while disconnected (no offline queue), so subscribe on every (re)connect.
    subscriber.on('ready', () => {
      handlers.reconnected();
      subscriber.subscribe(channel).catch(() => {});
    });
    app.addHook('onClose', (_app, closed) => {
      subscriber.disconnect();
      closed();
    });
  }
  return {
    async publish(message) {
      if (redis?.status === 'ready') await redis.publish(channel, message).catch(() => 0);
    },
  };
}
