// Compression with the static files: built assets and index.html arrive compressed and intact, keep their
// caching headers, and still revalidate with their ETag.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertHost, insertRun } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

const SCRIPT = `console.log(${JSON.stringify('run together '.repeat(200))});`;
let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'rt-web-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><title>RunTogether</title>${'<p>x</p>'.repeat(200)}`,
  );
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), SCRIPT);
  t = await createTestApp({ config: { webDistDir: dist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('compression of static files', () => {
  it('sends a built script gzipped, byte for byte the file, still immutable', async () => {
    const response = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString('utf8')).toBe(SCRIPT);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends index.html with brotli and no-cache, and answers its ETag with 304', async () => {
    const first = await t.app.inject({ url: '/', headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.rawPayload).toString('utf8')).toContain('<title>RunTogether</title>');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      url: '/',
      headers: { accept: 'text/html', 'accept-encoding': 'br', 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});

describe('compression of API answers', () => {
  it('compresses a page of runs in one piece, with its length, not as a chunked stream', async () => {
    const host = await insertHost(t.db);
    const startsAt = new Date(Date.now() + 86_400_000);
    for (let i = 0; i < 20; i += 1) {
      await insertRun(t.db, host.id, { startsAt, description: `A long, friendly run. ${'x'.repeat(400)}` });
    }
    const response = await t.app.inject({ url: '/api/events', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const body = brotliDecompressSync(response.rawPayload);
    // Well above the 8 KB where @fastify/compress streams by default on two cores (plugins/compression.ts).
    expect(body.length).toBeGreaterThan(10_000);
    expect((JSON.parse(body.toString('utf8')) as { items: unknown[] }).items).toHaveLength(20);
    expect(response.headers['transfer-encoding']).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  });
});
