// The web app's build as the server serves it (docs/decisions/062): client/'s files with their caching, and
// every page from server/index.js (here a stand-in that echoes what it was handed, src/test/web-build.ts).
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSession, insertUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { MISSING_PAGE, pageEcho, writeWebBuild } from '../test/web-build';
import { SESSION_COOKIE } from './session-cookie';

const BIG = `export const runs = ${JSON.stringify(Array.from({ length: 300 }, (_, id) => ({ id, title: `Run ${id}` })))};`;
const SW = 'self.addEventListener("install", () => self.skipWaiting());';
const build = writeWebBuild({
  client: {
    'assets/x-abc123.js': 'console.log("app");',
    // A built script with the brotli and gzip copies the web build writes beside it.
    'assets/big-abc123.js': BIG,
    'assets/big-abc123.js.br': brotliCompressSync(BIG),
    'assets/big-abc123.js.gz': gzipSync(BIG),
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'sw.js': SW,
    'manifest.webmanifest': '{"name":"RunTogether"}',
    'manifest.es.webmanifest': '{"name":"RunTogether"}',
  },
});
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { webDistDir: build.dir } });
});
afterAll(async () => {
  await t.close();
  build.remove();
});

const BROWSER = 'text/html,application/xhtml+xml,*/*;q=0.8';
const get = (url: string, accept = BROWSER, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { accept, ...headers } });

describe('static files', () => {
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
    expect(
      br.rawPayload.equals(fs.readFileSync(path.join(build.dir, 'client', 'assets', 'big-abc123.js.br'))),
    ).toBe(true);
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

  it('has the service worker and the manifests revalidated on every visit', async () => {
    for (const url of ['/sw.js', '/manifest.webmanifest', '/manifest.es.webmanifest']) {
      const response = await get(url, '*/*');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await get('/sw.js', '*/*')).body).toBe(SW);
  });

  it('gives other static files a short cache', async () => {
    const response = await get('/favicon.svg', 'image/*');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves nothing from outside client/: the server build is not a static file', async () => {
    for (const url of ['/server/index.js', '/client/favicon.svg', '/index.html']) {
      const response = await get(url, '*/*');
      expect(response.statusCode, url).toBe(404);
    }
  });
});

describe('pages', () => {
  it('has the web build answer pages, each revalidated and varying with the cookie and language', async () => {
    for (const url of ['/', '/runs/5', '/business/home', '/anything?x=1', '/runs/5/participants/']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      // The page's own headers pass, but its caching is the server's to say.
      expect(response.headers['x-page']).toBe('document');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toBe('Cookie, Accept-Language');
      const echo = pageEcho(response.body);
      // The request as the visitor made it, at the site's public address.
      expect(echo.url).toBe(`${t.config.publicUrl}${url}`);
      expect(echo.method).toBe('GET');
      expect(echo.headers.accept).toBe(BROWSER);
      expect(echo.origin).toBe(new URL(t.config.publicUrl).origin);
      expect(echo.user).toBeNull();
      expect(echo.apiUser).toBeNull();
    }
  });

  it("keeps a page's address on the site even when its path looks like another host's (//host/…)", async () => {
    const response = await get('//evil.example/runs/5');
    expect(response.statusCode).toBe(200);
    const url = new URL(pageEcho(response.body).url);
    expect(url.origin).toBe(new URL(t.config.publicUrl).origin);
    expect(url.pathname).toBe('//evil.example/runs/5');
  });

  it("passes the page's status on: a missing page is a 404 the web build draws", async () => {
    const response = await get(MISSING_PAGE);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(pageEcho(response.body).url).toBe(`${t.config.publicUrl}${MISSING_PAGE}`);
  });

  it("draws a signed-in visitor's page as them, with private caching", async () => {
    const runner = await insertUser(t.db, { language: 'en' });
    const cookie = `${SESSION_COOKIE}=${await insertSession(t.db, runner.id)}`;
    const response = await get('/runs/5', BROWSER, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toBe('Cookie, Accept-Language');
    const echo = pageEcho(response.body);
    expect(echo.user).toEqual({ id: runner.id, language: 'en' });
    // The page's API requests are answered in-process, as the visitor.
    expect(echo.apiUser).toBe(runner.id);
    expect(echo.headers.cookie).toBe(cookie);
  });

  it('treats an unknown or expired session as a visitor', async () => {
    const runner = await insertUser(t.db);
    const expired = await insertSession(t.db, runner.id, new Date(Date.now() - 1000));
    for (const token of ['not-a-session', expired]) {
      const response = await get('/runs/5', BROWSER, { cookie: `${SESSION_COOKIE}=${token}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(pageEcho(response.body).user).toBeNull();
    }
  });

  it("hands the framework's data requests (the path with .data) to the web build, whatever they accept", async () => {
    for (const url of ['/runs/5.data', '/_root.data', '/business/abc/profile.data?lang=es']) {
      const response = await get(url, '*/*');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['x-page'], url).toBe('data');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toBe('Cookie, Accept-Language');
      expect((JSON.parse(response.body) as { url: string }).url).toBe(`${t.config.publicUrl}${url}`);
    }
  });

  it('keeps API, file and asset misses as 404s, not pages', async () => {
    const api = await get('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Route not found' } });
    // The pages' catch-all takes GET anywhere: it does not make an unknown API address a wrong method.
    const posted = await t.app.inject({ method: 'POST', url: '/api/nope' });
    expect(posted.statusCode).toBe(404);
    const wrongMethod = await t.app.inject({ method: 'DELETE', url: '/api/events' });
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.headers.allow).toBe('GET, HEAD, POST');
    for (const url of [
      '/files/avatars/x.webp',
      '/assets/gone-123.js',
      '/api/events.data',
      '/assets/x.data',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['x-page'], url).toBeUndefined();
    }
    // A missing script or image asked for as one: a 404, not a page with the wrong type.
    expect((await get('/missing.png', 'image/avif,image/webp,*/*')).statusCode).toBe(404);
    expect((await get('/gone-abc.js', '*/*')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/runs/5' })).statusCode).toBe(404);
  });

  it('answers a GET or HEAD of an over-long API address 414, as the other methods, not a 405', async () => {
    for (const method of ['GET', 'HEAD', 'POST'] as const) {
      for (const url of [`/api/events/${'A'.repeat(500)}`, `/api/spots/give-up/${'A'.repeat(500)}`]) {
        const response = await t.app.inject({ method, url, headers: { accept: BROWSER } });
        expect(response.statusCode, `${method} ${url.slice(0, 30)}`).toBe(414);
        expect(response.headers.allow).toBeUndefined();
        if (method !== 'HEAD') {
          expect(response.json()).toEqual({
            error: { code: 'URI_TOO_LONG', message: 'The address is too long.' },
          });
        }
      }
    }
  });
});

describe("a page's language", () => {
  const localeOf = async (url: string, headers: Record<string, string>) =>
    pageEcho((await get(url, BROWSER, headers)).body);

  it('is ?lang= first, then the account, the rt_lang cookie, Accept-Language, and English', async () => {
    const spanish = await insertUser(t.db, { language: 'es' });
    const english = await insertUser(t.db, { language: 'en' });
    const session = async (id: string) => `${SESSION_COOKIE}=${await insertSession(t.db, id)}`;
    const englishSession = await session(english.id);
    const spanishSession = await session(spanish.id);
    const cases: [string, Record<string, string>, string][] = [
      // ?lang= names a language version, over the account, the cookie and the browser.
      ['/runs/5?lang=es', { cookie: `${englishSession}; rt_lang=en`, 'accept-language': 'en' }, 'es'],
      ['/runs/5?lang=en', { cookie: `${spanishSession}; rt_lang=es`, 'accept-language': 'es' }, 'en'],
      // The account's language, over the device's.
      ['/runs/5', { cookie: `${spanishSession}; rt_lang=en`, 'accept-language': 'en' }, 'es'],
      ['/runs/5', { cookie: `${englishSession}; rt_lang=es`, 'accept-language': 'es' }, 'en'],
      // An unknown ?lang= is ignored.
      ['/runs/5?lang=fr', { cookie: spanishSession }, 'es'],
      // A visitor: the cookie of the footer's switch, over the browser's.
      ['/runs/5', { cookie: 'rt_lang=es', 'accept-language': 'en-GB,en;q=0.9' }, 'es'],
      ['/runs/5', { cookie: 'rt_lang=en', 'accept-language': 'es-ES,es;q=0.9' }, 'en'],
      // Then Accept-Language, then English.
      ['/runs/5', { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' }, 'es'],
      ['/runs/5', { 'accept-language': 'fr-FR,de;q=0.8' }, 'en'],
      ['/runs/5', {}, 'en'],
    ];
    for (const [url, headers, expected] of cases) {
      const echo = await localeOf(url, headers);
      expect(echo.locale, `${url} ${JSON.stringify(headers)}`).toBe(expected);
    }
  });

  // A shared link in Spanish: the sign-up or the guest's join the page then sends must be answered in Spanish too.
  it("makes a visitor's ?lang= the device's language, as the footer's switch does", async () => {
    const asked = await get('/runs/5?lang=es', BROWSER, { 'accept-language': 'en' });
    const cookie = String(asked.headers['set-cookie'] ?? '');
    expect(cookie).toMatch(/^rt_lang=es;/);
    expect(cookie).toMatch(/Path=\//);
    const api = await t.app.inject({
      url: '/api/events?limit=nope',
      headers: { cookie: 'rt_lang=es', 'accept-language': 'en' },
    });
    expect(api.statusCode).toBe(400);
    expect(api.json<{ error: { message: string } }>().error.message).not.toBe(
      (await t.app.inject({ url: '/api/events?limit=nope', headers: { 'accept-language': 'en' } })).json<{
        error: { message: string };
      }>().error.message,
    );
    // Nothing to set when the device has it already, for an unknown language, or for an account (its own wins).
    expect(
      (await get('/runs/5?lang=es', BROWSER, { cookie: 'rt_lang=es' })).headers['set-cookie'],
    ).toBeUndefined();
    expect((await get('/runs/5?lang=fr')).headers['set-cookie']).toBeUndefined();
    const user = await insertUser(t.db, { language: 'en' });
    const session = `${SESSION_COOKIE}=${await insertSession(t.db, user.id)}`;
    expect(
      (await get('/runs/5?lang=es', BROWSER, { cookie: session })).headers['set-cookie'],
    ).toBeUndefined();
  });

  it("hands the page the browser's catalogue and the site's words in that language", async () => {
    const es = await localeOf('/', { 'accept-language': 'es' });
    const en = await localeOf('/', { 'accept-language': 'en' });
    expect(es.messages).toBeGreaterThan(100);
    expect(es.messages).toBe(en.messages);
    expect(es.appTitle).toMatch(/Encuentra quedadas/);
    expect(en.appTitle).toMatch(/Find community group runs/);
    expect(es.siteDescription).toBeTruthy();
    expect(en.siteDescription).toBeTruthy();
    expect(es.siteDescription).not.toBe(en.siteDescription);
    // The browser's catalogue only: the server's own words (e-mails, heads, cards) stay behind.
    expect(es.serverOnly).toBe(0);
  });

  it("names the version of the catalogue's immutable address, where the page finds the words it lacks", async () => {
    for (const locale of ['en', 'es']) {
      const page = await localeOf('/', { 'accept-language': locale });
      const whole = await t.app.inject({ url: `/api/i18n/${locale}?v=${page.catalogueVersion}` });
      expect(whole.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Object.keys(whole.json<{ messages: object }>().messages)).toHaveLength(page.messages);
    }
  });
});

describe('without a web build', () => {
  it('answers the API only: no client/ and no server build', async () => {
    // createTestApp points webDistDir at a folder that does not exist.
    const bare = await createTestApp();
    try {
      const home = await bare.app.inject({ url: '/', headers: { accept: BROWSER } });
      expect(home.statusCode).toBe(200);
      expect(home.headers['content-type']).toMatch(/^text\/plain/);
      expect(home.body).toMatch(/RunTogether API is running/);
      expect((await bare.app.inject({ url: '/runs/5', headers: { accept: BROWSER } })).statusCode).toBe(404);
      expect((await bare.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });

  it('answers the API only when client/ was built but not the server build', async () => {
    const half = writeWebBuild({ client: { 'favicon.svg': '<svg/>' }, pages: false });
    const app = await createTestApp({ config: { webDistDir: half.dir } });
    try {
      const home = await app.app.inject({ url: '/', headers: { accept: BROWSER } });
      expect(home.statusCode).toBe(200);
      expect(home.body).toMatch(/RunTogether API is running/);
      expect((await app.app.inject({ url: '/runs/5', headers: { accept: BROWSER } })).statusCode).toBe(404);
      expect((await app.app.inject({ url: '/favicon.svg' })).statusCode).toBe(404);
    } finally {
      await app.close();
      half.remove();
    }
  });
});
