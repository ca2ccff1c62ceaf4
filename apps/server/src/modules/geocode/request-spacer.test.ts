// The geocoder's one-request-per-second budget shared through Redis: two instances draw on one budget.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort } from '../../test/closed-port';
import { startNominatimFixture } from '../../test/nominatim-fixture';
import { createTestApp } from '../../test/test-app';
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

describe.skipIf(!redisUrl)('two instances geocoding with REDIS_URL', () => {
  it('share one budget: what one instance spent, the other cannot send upstream', async () => {
    const upstream = await startNominatimFixture(
      { 'plaza mayor': { lat: '40.4155', lon: '-3.7074', display_name: 'Plaza Mayor, Madrid' } },
      {},
    );
    // A minute between requests and a second to wait: the second instance finds no slot within its wait.
    const config = {
      redisUrl,
      redisKeyPrefix: uniqueRedisPrefix(),
      nominatimUrl: upstream.url,
      geocodeMinIntervalMs: INTERVAL_MS,
      geocodeTimeoutMs: 1000,
    };
    const [a, b] = await Promise.all([createTestApp({ config }), createTestApp({ config })]);
    try {
      const first = await a.app.inject({ url: '/api/geocode?q=Plaza%20Mayor' });
      expect(first.statusCode).toBe(200);
      const second = await b.app.inject({ url: '/api/geocode?q=Plaza%20Mayor' });
      expect(second.statusCode).toBe(504);
      expect(upstream.requests).toHaveLength(1);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await upstream.close();
    }
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
