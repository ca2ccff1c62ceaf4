// Compression with the web build: built scripts and pages arrive compressed and intact, keep their caching
// headers, and files still revalidate with their ETag.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertHost, insertRun } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { pageEcho, writeWebBuild } from '../test/web-build';

const SCRIPT = `console.log(${JSON.stringify('run together '.repeat(200))});`;
const build = writeWebBuild({ client: { 'assets/app-abc123.js': SCRIPT } });
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { webDistDir: build.dir } });
});
afterAll(async () => {
  await t.close();
  build.remove();
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

  it("answers a built script's ETag with 304 and no body", async () => {
    const first = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } });
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});

describe('compression of pages', () => {
  const page = (headers: Record<string, string>) =>
    t.app.inject({ url: '/', headers: { accept: 'text/html', ...headers } });

  it('sends a page with brotli or gzip, as it is drawn, with its caching and language headers', async () => {
    const br = await page({ 'accept-encoding': 'br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(br.rawPayload).toString('utf8');
    expect(html).toContain('<title>RunTogether</title>');
    expect(html).toMatch(/<\/html>$/);
    expect(pageEcho(html).url).toBe(`${t.config.publicUrl}/`);
    const gz = await page({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toContain('<title>RunTogether</title>');
    for (const response of [br, gz]) {
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/Cookie, Accept-Language/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      // Streamed as the framework writes it, compressed on the way (modules/pages/pages.ts).
      expect(response.headers['transfer-encoding']).toBe('chunked');
      expect(response.headers.etag).toBeUndefined();
    }
  });

  it("never answers a page 304 with a copy whose scripts carry an earlier answer's CSP nonce", async () => {
    const first = await page({ 'accept-encoding': 'br' });
    const again = await page({ 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag ?? '*') });
    expect(again.statusCode).toBe(200);
    const nonce = pageEcho(brotliDecompressSync(again.rawPayload).toString('utf8')).nonce;
    expect(nonce).not.toBe(pageEcho(brotliDecompressSync(first.rawPayload).toString('utf8')).nonce);
    expect(String(again.headers['content-security-policy'])).toContain(`'nonce-${nonce}'`);
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
