// Rate limits shared through Redis: what one instance counted holds on another, and a Redis outage degrades
// to unenforced limits (logged) instead of failing requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_LIMITS } from '../modules/auth/auth.limits';
import { closedPort } from '../test/closed-port';
import { createTestApp, type TestApp } from '../test/test-app';
import { announceSkipWithoutRedis, testRedisUrl, uniqueRedisPrefix } from '../test/redis';
import { createRedisClient } from './redis';

const redisUrl = testRedisUrl();
announceSkipWithoutRedis('shared rate limits in Redis');

const resend = (t: TestApp, email: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email }, remoteAddress });

describe.skipIf(!redisUrl)('rate limits with REDIS_URL', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    // Two instances of one deployment: the same Redis and key prefix.
    const config = { redisUrl, redisKeyPrefix: uniqueRedisPrefix() };
    [one, two] = await Promise.all([createTestApp({ config }), createTestApp({ config })]);
  });
  afterAll(async () => {
    await Promise.all([one.close(), two.close()]);
  });

  it('a limit reached through one instance holds on the other', async () => {
    const email = 'shared-limit@example.test';
    for (let i = 0; i < AUTH_LIMITS.resendPerAddress.max; i++) {
      expect((await resend(i % 2 ? two : one, email, `198.51.100.${i + 1}`)).statusCode).toBe(200);
    }
    const limited = await resend(two, email, '198.51.100.99');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect((await resend(one, email, '198.51.100.98')).statusCode).toBe(429);
    // Another address is counted apart.
    expect((await resend(one, 'other-address@example.test', '198.51.100.97')).statusCode).toBe(200);
  });

  it('keeps the counters in Redis under the deployment prefix', async () => {
    const redis = one.app.redis;
    expect(redis).not.toBeNull();
    const keys = await redis?.keys(`${one.config.redisKeyPrefix}rate-limit:*`);
    expect(keys?.some((key) => key.includes('resendPerAddress:shared-limit@example.test'))).toBe(true);
  });
});

describe('rate limits while Redis is unreachable', () => {
  it('answers limited routes without enforcing the limit', async () => {
    const port = await closedPort();
    const t = await createTestApp({
      config: { redisUrl: `redis://127.0.0.1:${port}`, redisKeyPrefix: uniqueRedisPrefix() },
    });
    try {
      expect(t.app.redis?.status).not.toBe('ready');
      // More than the per-address limit: with the store down, nothing is counted and nothing fails.
      for (let i = 0; i <= AUTH_LIMITS.resendPerAddress.max; i++) {
        expect((await resend(t, 'redis-down@example.test', `198.51.100.${i + 1}`)).statusCode).toBe(200);
      }
      const list = await t.app.inject({ method: 'GET', url: '/api/events' });
      expect(list.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('logs the first failure, not every reconnect attempt', async () => {
    const lines: { level: string; message: string }[] = [];
    const log = {
      error: (_obj: unknown, message: string) => lines.push({ level: 'error', message }),
      info: (message: string) => lines.push({ level: 'info', message }),
    };
    const redis = createRedisClient(`redis://127.0.0.1:${await closedPort()}`, log);
    try {
      // Wait for several failed attempts (each emits 'error'); reconnects are 200 ms apart at first.
      let failures = 0;
      await new Promise<void>((resolve) => {
        redis.on('error', () => {
          if (++failures === 3) resolve();
        });
      });
      expect(lines).toEqual([
        { level: 'error', message: 'Redis unavailable: rate limits are not enforced until it is back' },
      ]);
    } finally {
      redis.disconnect();
    }
  });
});
