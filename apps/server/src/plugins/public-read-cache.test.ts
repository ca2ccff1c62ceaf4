// The anonymous public read cache: reused within its TTL, emptied by any write through the API, never used
// with a session, and (with Redis) emptied on every instance by a write on one.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { RunList } from '@runtogether/shared/runs/run.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertHost, insertRun, insertSession, insertUser } from '../test/factories';
import { announceSkipWithoutRedis, testRedisUrl, uniqueRedisPrefix } from '../test/redis';
import { createTestApp, type TestApp } from '../test/test-app';

const TTL = 3000;
const DAY = 86_400_000;
let clock = 1_000_000;
const now = () => clock;

const titles = async (t: TestApp, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ url: '/api/events', headers });
  expect(response.statusCode).toBe(200);
  return response.json<RunList>().items.map((run) => run.title);
};

describe('public read cache', () => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof insertHost>>;
  beforeAll(async () => {
    t = await createTestApp({ config: { publicCacheTtlMs: TTL }, now });
    host = await insertHost(t.db);
    await insertRun(t.db, host.id, { title: 'First', startsAt: new Date(Date.now() + DAY) });
  });
  afterAll(() => t.close());

  it('answers anonymous reads from memory until the TTL passes', async () => {
    expect(await titles(t)).toEqual(['First']);
    // Written behind the API's back: the cache cannot know until its copy expires.
    await insertRun(t.db, host.id, { title: 'Second', startsAt: new Date(Date.now() + 2 * DAY) });
    expect(await titles(t)).toEqual(['First']);
    clock += TTL - 1;
    expect(await titles(t)).toEqual(['First']);
    clock += 1;
    expect(await titles(t)).toEqual(['First', 'Second']);
  });

  it('never answers a signed-in request from it', async () => {
    await titles(t);
    await insertRun(t.db, host.id, { title: 'Third', startsAt: new Date(Date.now() + 3 * DAY) });
    const runner = await insertUser(t.db);
    const authorization = `Bearer ${await insertSession(t.db, runner.id)}`;
    expect(await titles(t, { authorization })).toEqual(['First', 'Second', 'Third']);
    expect(await titles(t)).toEqual(['First', 'Second']);
    clock += TTL;
  });

  it('is emptied by a write through the API, so the change shows at once', async () => {
    const run = (await t.app.inject({ url: '/api/events' })).json<RunList>().items[0];
    expect(run).toBeDefined();
    const detail = await t.app.inject({ url: `/api/events/${run?.id}` });
    expect(detail.json<{ currentParticipants: number }>().currentParticipants).toBe(0);
    const runner = await insertUser(t.db);
    const registered = await t.app.inject({
      method: 'POST',
      url: `/api/events/${run?.id}/registrations`,
      headers: { authorization: `Bearer ${await insertSession(t.db, runner.id)}` },
      payload: { name: 'Lucía Pérez', email: 'lucia@example.test', pace: 5.5 },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const after = await t.app.inject({ url: `/api/events/${run?.id}` });
    expect(after.json<{ currentParticipants: number }>().currentParticipants).toBe(1);
  });

  it("is kept by an anonymous language choice (only a cookie), emptied by an account's", async () => {
    clock += TTL;
    const before = await titles(t);
    await insertRun(t.db, host.id, { title: 'Behind the back', startsAt: new Date(Date.now() + 9 * DAY) });
    const choose = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'PUT', url: '/api/me/language', headers, payload: { language: 'es' } });
    expect((await choose()).statusCode).toBe(200);
    expect(await titles(t)).toEqual(before);
    const runner = await insertUser(t.db);
    expect(
      (await choose({ authorization: `Bearer ${await insertSession(t.db, runner.id)}` })).statusCode,
    ).toBe(200);
    expect(await titles(t)).toEqual([...before, 'Behind the back']);
  });

  it('answers a cached answer compressed by the compression plugin, with its Content-Encoding and Vary', async () => {
    for (let i = 0; i < 12; i++) {
      await insertRun(t.db, host.id, {
        title: `Long list ${i}`,
        startsAt: new Date(Date.now() + (10 + i) * DAY),
      });
    }
    clock += TTL;
    const plain = await t.app.inject({ url: '/api/events' });
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const cached = await t.app.inject({
        url: '/api/events',
        headers: { 'accept-encoding': `${encoding}` },
      });
      expect(cached.headers['content-encoding']).toBe(encoding);
      expect(String(cached.headers.vary)).toMatch(/Accept-Encoding/i);
      expect(cached.headers.etag).toBe(plain.headers.etag);
      expect(decode(cached.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('keeps an answer as compressed, for the Accept-Encoding it was asked with', async () => {
    clock += TTL;
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const first = await t.app.inject({ url: '/api/events', headers: browser });
    expect(first.headers['content-encoding']).toBe('br');
    await insertRun(t.db, host.id, { title: 'Not yet seen', startsAt: new Date(Date.now() + 30 * DAY) });

    const again = await t.app.inject({ url: '/api/events', headers: browser });
    expect(again.headers['content-encoding']).toBe('br');
    expect(String(again.headers.vary)).toMatch(/Accept-Encoding/i);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(brotliDecompressSync(again.rawPayload).toString()).not.toContain('Not yet seen');

    // Another header is another answer: asked of the route now, so it has the new run.
    const other = await t.app.inject({ url: '/api/events', headers: { 'accept-encoding': 'gzip' } });
    expect(other.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(other.rawPayload).toString()).toContain('Not yet seen');

    const revalidated = await t.app.inject({
      url: '/api/events',
      headers: { ...browser, 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['content-encoding']).toBeUndefined();
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it('keeps the ETag and Cache-Control of a public answer', async () => {
    const first = await t.app.inject({ url: '/api/events' });
    const second = await t.app.inject({ url: '/api/events' });
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe('public, no-cache');
    const revalidated = await t.app.inject({
      url: '/api/events',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });
});

announceSkipWithoutRedis('the public read cache across instances');
describe.runIf(testRedisUrl())('public read cache across instances (Redis)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const config = {
      publicCacheTtlMs: 60_000,
      redisUrl: testRedisUrl() ?? null,
      redisKeyPrefix: uniqueRedisPrefix(),
    };
    a = await createTestApp({ config, now });
    b = await createTestApp({ config, now });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it("a write on one instance empties the other's copy", async () => {
    // Two apps over two databases: the same run inserted in both, then read through b's cache.
    const hostB = await insertHost(b.db);
    await insertRun(b.db, hostB.id, { title: 'Before', startsAt: new Date(Date.now() + DAY) });
    expect(await titles(b)).toEqual(['Before']);
    await insertRun(b.db, hostB.id, { title: 'After', startsAt: new Date(Date.now() + 2 * DAY) });
    expect(await titles(b)).toEqual(['Before']);
    // Any successful write on a publishes the invalidation.
    const hostA = await insertHost(a.db);
    const renamed = await a.app.inject({
      method: 'PATCH',
      url: `/api/users/${hostA.id}`,
      headers: {
        authorization: `Bearer ${await insertSession(a.db, hostA.id)}`,
        origin: 'http://localhost:3000',
      },
      payload: { name: 'Renamed host' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await expect.poll(() => titles(b), { timeout: 5000 }).toEqual(['Before', 'After']);
  });
});
