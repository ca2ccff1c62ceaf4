// The shared Redis connection (REDIS_URL): rate-limit counters and the geocoder's request budget live there,
// so several instances count together. Without REDIS_URL, app.redis is null and both stay in process.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | null;
  }
}

/** The two calls the client makes on the app's logger (a test passes its own). */
export interface RedisLog {
  error(obj: unknown, message: string): void;
  info(message: string): void;
}

/** How long start-up waits for a first connection before going on without one (it keeps trying). */
const FIRST_CONNECT_WAIT_MS = 3000;

/**
 * A client that fails fast rather than queueing: while Redis is down, a command errors at once, and the callers
 * (rate limits, the geocoder's spacer) fall back instead of holding the request.
 */
export async function createRedisClient(url: string, log: RedisLog): Promise<Redis> {
  // Loaded only with REDIS_URL, as the S3 client is only with S3: an instance on its own never runs it.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 1000,
    // Reconnect forever, at most every 2 s: Redis coming back restores the shared counters by itself.
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  // Log the transitions, not every failed reconnect.
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.error({ err: error }, 'Redis unavailable: rate limits are not enforced until it is back');
  });
  redis.on('ready', () => {
    if (down) log.info('Redis is back: shared rate limits apply again');
    down = false;
  });
  return redis;
}

function waitUntilReady(redis: Redis, ms: number): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      redis.off('ready', onReady);
      resolve(false);
    }, ms);
    const onReady = () => {
      clearTimeout(timer);
      resolve(true);
    };
    redis.once('ready', onReady);
  });
}

async function registerRedis(app: FastifyInstance, { config }: { config: Pick<Config, 'redisUrl'> }) {
  if (!config.redisUrl) {
    app.decorate('redis', null);
    return;
  }
  const redis = await createRedisClient(config.redisUrl, app.log.child({ module: 'redis' }));
  app.decorate('redis', redis);
  app.addHook('onClose', async () => {
    // quit() waits for a reply that a dead connection never sends.
    if (redis.status === 'ready') await redis.quit();
    else redis.disconnect();
  });
  // An instance may start while Redis is down: it serves anyway (limits unenforced) and connects later.
  const ready = await waitUntilReady(redis, FIRST_CONNECT_WAIT_MS);
  app.log.info(ready ? 'Redis: shared rate limits and geocoder budget' : 'Redis: not reachable yet');
}

export const redisPlugin = fp(registerRedis, { name: 'redis' });
