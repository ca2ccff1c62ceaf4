import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const INDEX = '<!doctype html><title>RunTogether</title><div id="root"></div>';
const BIG = `export const runs = ${JSON.stringify(Array.from({ length: 300 }, (_, id) => ({ id, title: `Run ${id}` })))};`;
let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'rt-web-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'assets', 'x-abc123.js'), 'console.log("app");');
  // A built script with the brotli and gzip copies the web build writes beside it.
  fs.writeFileSync(path.join(dist, 'assets', 'big-abc123.js'), BIG);
  fs.writeFileSync(path.join(dist, 'assets', 'big-abc123.js.br'), brotliCompressSync(BIG));
  fs.writeFileSync(path.join(dist, 'assets', 'big-abc123.js.gz'), gzipSync(BIG));
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ config: { webDistDir: dist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, accept = 'text/html,application/xhtml+xml,*/*;q=0.8') =>
  t.app.inject({ url, headers: { accept } });

describe('static SPA', () => {
  it('serves hashed assets as immutable', async () => {
    const response = await get('/assets/x-abc123.js', '*/*');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app");');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sends the build's precompressed copies of an asset, with the asset's type and cache policy", async () => {
    const asset = (encoding: string) =>
      t.app.inject({ url: '/assets/big-abc123.js', headers: { accept: '*/*', 'accept-encoding': encoding } });
    const br = await asset('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    // The stored copy as it is, not compressed again on the way out.
    expect(br.rawPayload.equals(fs.readFileSync(path.join(dist, 'assets', 'big-abc123.js.br')))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG);
    const gz = await asset('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG);
    const plain = await asset('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG);
    for (const response of [br, gz, plain]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('serves index.html with no-cache', async () => {
    for (const url of ['/', '/index.html']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('gives other static files a short cache', async () => {
    const response = await get('/favicon.svg', 'image/*');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers client routes with index.html', async () => {
    for (const url of ['/runs/5', '/business/home', '/anything?x=1', '/runs/5/participants/']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps API, file and asset misses as 404s', async () => {
    const api = await get('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Route not found' } });
    for (const url of ['/files/avatars/x.webp', '/assets/gone-123.js']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    expect((await get('/missing.png', 'image/avif,image/webp,*/*')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/runs/5' })).statusCode).toBe(404);
  });
});
