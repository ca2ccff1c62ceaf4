// The accounts routes' limits, counted by the rate-limit plugin in Redis: what one instance counted holds on
// another, and a Redis outage degrades to unenforced limits (logged) instead of failing requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_LIMITS } from './auth.limits';
import { closedPort } from '../../test/closed-port';
import { startTcpProxy } from '../../test/tcp-proxy';
import { createTestApp, type TestApp } from '../../test/test-app';
import { announceSkipWithoutRedis, testRedisUrl, uniqueRedisPrefix } from '../../test/redis';
import { createRedisClient } from '../../plugins/redis';

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

describe.skipIf(!redisUrl)('rate limits when Redis goes away and comes back', () => {
  it('answers without counting while it is gone, and counts on from where it was once it is back', async () => {
    const port = Number(new URL(redisUrl ?? 'redis://127.0.0.1:6379').port || 6379);
    const proxy = await startTcpProxy(port, new URL(redisUrl ?? 'redis://127.0.0.1').hostname);
    const t = await createTestApp({
      config: { redisUrl: `redis://127.0.0.1:${proxy.port}`, redisKeyPrefix: uniqueRedisPrefix() },
    });
    const email = 'redis-flaps@example.test';
    const max = AUTH_LIMITS.resendPerAddress.max;
    try {
      for (let i = 1; i < max; i++) expect((await resend(t, email, `198.51.100.${i}`)).statusCode).toBe(200);

      const redis = t.app.redis;
      const down = new Promise((resolve) => redis?.once('close', resolve));
      await proxy.stop();
      await down;
      // Over the limit while Redis is gone: nothing is counted, nothing fails.
      for (let i = 0; i <= max; i++)
        expect((await resend(t, email, `198.51.100.${50 + i}`)).statusCode).toBe(200);

      const back = new Promise((resolve) => redis?.once('ready', resolve));
      await proxy.start();
      await back;
      // The counter kept in Redis is intact: one more attempt fits, the next one is refused.
      expect((await resend(t, email, '198.51.100.90')).statusCode).toBe(200);
      expect((await resend(t, email, '198.51.100.91')).statusCode).toBe(429);
    } finally {
      await t.close();
      await proxy.stop();
    }
  });
});

describe.skipIf(!redisUrl)('the Redis client log', () => {
  it('says once that Redis is gone and once that it is back', async () => {
    const target = new URL(redisUrl ?? 'redis://127.0.0.1:6379');
    const proxy = await startTcpProxy(Number(target.port || 6379), target.hostname);
    const lines: string[] = [];
    const log = {
      error: (_obj: unknown, message: string) => lines.push(message),
      info: (m: string) => lines.push(m),
    };
    const redis = await createRedisClient(`redis://127.0.0.1:${proxy.port}`, log);
    try {
      await new Promise((resolve) => redis.once('ready', resolve));
      let failures = 0;
      const failing = new Promise<void>((resolve) => {
        redis.on('error', () => {
          if (++failures === 3) resolve();
        });
      });
      await proxy.stop();
      await failing;
      const back = new Promise((resolve) => redis.once('ready', resolve));
      await proxy.start();
      await back;
      expect(lines).toEqual([
        'Redis unavailable: rate limits are not enforced until it is back',
        'Redis is back: shared rate limits apply again',
      ]);
    } finally {
      redis.disconnect();
      await proxy.stop();
    }
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
    const redis = await createRedisClient(`redis://127.0.0.1:${await closedPort()}`, log);
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
