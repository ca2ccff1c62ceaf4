// The geocoder's one-request-per-second budget shared through Redis: two instances draw on one budget.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort } from '../../test/closed-port';
import { announceSkipWithoutRedis, testRedisUrl, uniqueRedisPrefix } from '../../test/redis';
import { createRedisRequestSpacer } from './request-spacer';

const redisUrl = testRedisUrl();
announceSkipWithoutRedis('the geocoder budget in Redis');
// Long enough that no slot frees up while a test runs: answers depend on reservations, not on timing.
const INTERVAL_MS = 60_000;

describe.skipIf(!redisUrl)('the geocoder budget in Redis', () => {
  let one: Redis;
  let two: Redis;
  beforeAll(() => {
    one = new Redis(redisUrl ?? '');
    two = new Redis(redisUrl ?? '');
  });
  afterAll(async () => {
    await Promise.all([one.quit(), two.quit()]);
  });

  it('gives the next slot to one instance only: the other is refused rather than sent upstream', async () => {
    const key = `${uniqueRedisPrefix()}geocode:next-slot`;
    const first = createRedisRequestSpacer(one, key, INTERVAL_MS);
    const second = createRedisRequestSpacer(two, key, INTERVAL_MS);
    expect(await first.waitForSlot(0)).toBe(true);
    expect(await second.waitForSlot(1000)).toBe(false);
    expect(await first.waitForSlot(1000)).toBe(false);
    // The reservation is in Redis, about one interval ahead, and expires by itself.
    const ttl = await one.pttl(key);
    expect(ttl).toBeGreaterThan(INTERVAL_MS - 5000);
    expect(ttl).toBeLessThanOrEqual(INTERVAL_MS + 1000);
  });

  it('a refused caller reserves nothing', async () => {
    const key = `${uniqueRedisPrefix()}geocode:next-slot`;
    const spacer = createRedisRequestSpacer(one, key, INTERVAL_MS);
    expect(await spacer.waitForSlot(0)).toBe(true);
    const before = await one.get(key);
    expect(await spacer.waitForSlot(10)).toBe(false);
    expect(await one.get(key)).toBe(before);
  });

  it('spaces two requests from different instances by the interval when the caller can wait', async () => {
    const key = `${uniqueRedisPrefix()}geocode:next-slot`;
    const first = createRedisRequestSpacer(one, key, 50);
    const second = createRedisRequestSpacer(two, key, 50);
    expect(await first.waitForSlot(0)).toBe(true);
    const reservedAfterFirst = Number(await one.get(key));
    expect(await second.waitForSlot(1000)).toBe(true);
    // The second caller took the slot one interval after the first one's.
    expect(Number(await one.get(key))).toBe(reservedAfterFirst + 50);
  });
});

describe('the geocoder budget while Redis is unreachable', () => {
  it('falls back to spacing in this process', async () => {
    const redis = new Redis(await closedPort(), '127.0.0.1', {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    redis.on('error', () => {});
    try {
      const spacer = createRedisRequestSpacer(redis, 'rt-test:unreachable', INTERVAL_MS);
      expect(await spacer.waitForSlot(0)).toBe(true);
      // The local spacer now holds the reservation.
      expect(await spacer.waitForSlot(1000)).toBe(false);
    } finally {
      redis.disconnect();
    }
  });
});
