import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from './session-cookie';
import { insertHost, insertRegistration, insertRun, insertSession, insertUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let runId: number;
let hostId: string;
let hostToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const host = await insertHost(t.db);
  hostId = host.id;
  hostToken = await insertSession(t.db, host.id);
  // Enough runs for a list above the compression threshold (1 KB).
  for (let i = 1; i <= 5; i++) {
    const run = await insertRun(t.db, host.id, { startsAt: new Date(Date.now() + i * 86_400_000) });
    runId ??= run.id;
  }
});
afterAll(() => t.close());

describe('ETag and Cache-Control on public reads', () => {
  it('answers a repeated anonymous read with 304 and no body, cacheable by anyone but always revalidated', async () => {
    for (const url of ['/api/events', `/api/events/${runId}`, `/api/businesses/${hostId}`]) {
      const first = await t.app.inject({ url });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('public, no-cache');
      expect(first.headers.vary).toContain('Authorization');
      // One language's visitors never get another's copy from a shared cache.
      expect(first.headers.vary).toContain('Accept-Language');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/".+"$/);

      const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers['cache-control']).toBe('public, no-cache');
    }
  });

  it('sends the new body once the data changed', async () => {
    const url = `/api/events/${runId}`;
    const before = await t.app.inject({ url });
    const runner = await insertUser(t.db);
    await insertRegistration(t.db, runId, runner);
    const after = await t.app.inject({ url, headers: { 'if-none-match': String(before.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ currentParticipants: 1 });
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});

describe('Cache-Control where a session is involved', () => {
  it('keeps answers to a signed-in request private, even on public routes', async () => {
    const withBearer = await t.app.inject({
      url: `/api/events/${runId}/participants`,
      headers: { authorization: `Bearer ${hostToken}` },
    });
    expect(withBearer.statusCode).toBe(200);
    expect(withBearer.headers['cache-control']).toBe('private, no-cache');

    const withCookie = await t.app.inject({
      url: '/api/business/dashboard',
      cookies: { [SESSION_COOKIE]: hostToken },
    });
    expect(withCookie.statusCode).toBe(200);
    expect(withCookie.headers['cache-control']).toBe('private, no-cache');
  });

  it('never lets errors, writes or health probes be stored', async () => {
    const unauthorized = await t.app.inject({ url: '/api/business/dashboard' });
    expect(unauthorized.statusCode).toBe(401);
    expect(unauthorized.headers['cache-control']).toBe('no-store');
    const write = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(write.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ url: '/api/health' })).headers['cache-control']).toBe('no-store');
  });

  it('leaves a route that set its own policy alone (the CSV export stays no-store)', async () => {
    const csv = await t.app.inject({
      url: '/api/business/participants.csv',
      headers: { authorization: `Bearer ${hostToken}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['cache-control']).toBe('private, no-store');
  });
});

describe('compression', () => {
  it('compresses JSON above 1 KB for clients that accept it, with the same body after inflating', async () => {
    const plain = await t.app.inject({ url: '/api/events' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const gzipped = await t.app.inject({ url: '/api/events', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toContain('accept-encoding');
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    // One representation's ETag revalidates the other: the validator is weak.
    const revalidated = await t.app.inject({
      url: '/api/events',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(plain.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('prefers brotli and leaves small answers as they are', async () => {
    const br = await t.app.inject({ url: '/api/events', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const small = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'gzip, br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });
});
