// Spacing of requests to the geocoder (Nominatim allows one per second per application): in this process, or in
// Redis so that every instance draws on one budget.
import type { Redis } from 'ioredis';

// The global timer (not node:timers/promises) so tests can drive the clock with fake timers.
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface RequestSpacer {
  /** Waits for a slot; false (at once) when the slot is further away than `maxWaitMs`. */
  waitForSlot(maxWaitMs: number): Promise<boolean>;
}

/**
 * Spaces outgoing requests at least `minIntervalMs` apart, first come first served: each caller reserves the
 * next free slot. A caller that would wait longer than it can afford gets no slot and nothing is reserved.
 */
export function createRequestSpacer(minIntervalMs: number): RequestSpacer {
  let nextFreeAt = 0;
  return {
    async waitForSlot(maxWaitMs) {
      const now = Date.now();
      const at = Math.max(now, nextFreeAt);
      if (at - now > maxWaitMs) return false;
      nextFreeAt = at + minIntervalMs;
      if (at > now) await sleep(at - now);
      return true;
    },
  };
}

/**
 * The same reservation made atomically in Redis, on Redis's clock (instances' clocks may differ): answers the
 * wait in milliseconds, or -1 when the slot is further away than the caller can wait (nothing reserved).
 */
const RESERVE_SLOT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local interval = tonumber(ARGV[1])
local at = math.max(now, tonumber(redis.call('GET', KEYS[1]) or '0'))
local wait = at - now
if wait > tonumber(ARGV[2]) then return -1 end
redis.call('SET', KEYS[1], at + interval, 'PX', wait + interval + 1000)
return wait
`;

/**
 * One budget for all instances. While Redis is unreachable each instance spaces its own requests (the redis
 * plugin logs the outage): briefly over budget with several instances, rather than no geocoding at all.
 */
export function createRedisRequestSpacer(redis: Redis, key: string, minIntervalMs: number): RequestSpacer {
  const local = createRequestSpacer(minIntervalMs);
  return {
    async waitForSlot(maxWaitMs) {
      let wait: unknown;
      try {
        wait = await redis.eval(RESERVE_SLOT, 1, key, minIntervalMs, maxWaitMs);
      } catch {
        return local.waitForSlot(maxWaitMs);
      }
      if (typeof wait !== 'number' || wait < 0) return false;
      if (wait > 0) await sleep(wait);
      return true;
    },
  };
}
