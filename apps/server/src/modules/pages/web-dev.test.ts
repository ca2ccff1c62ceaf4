// `npm run dev`: the server draws pages from the web app's sources through Vite (web-dev.ts), and serves the
// browser's modules itself, while the API answers as ever.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { webDev: true } });
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('pages from the web app sources (WEB_DEV)', () => {
  it('draws a page from the sources, with hot reload, and leaves the API alone', async () => {
    const page = await t.app.inject({ url: '/about', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    // (Booleans, not toContain: a failure would print the whole page with its catalogue.)
    expect(page.body.includes('<html lang="en"')).toBe(true);
    expect(page.body.includes('<title>About RunTogether | RunTogether</title>')).toBe(true);
    // The browser's modules are the sources, compiled by Vite and served through this server.
    expect(page.body.includes('import("/src/entry.client.tsx")')).toBe(true);
    const entry = await t.app.inject({ url: '/src/entry.client.tsx' });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['content-type']).toMatch(/javascript/);
    expect(entry.body).toContain('hydrateRoot');

    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    // A page's data asks the API in-process, not through a proxy.
    const runs = await t.app.inject({ url: '/runs', headers: { accept: 'text/html' } });
    expect(runs.statusCode).toBe(200);
    expect(runs.body.includes('<title>Find Runs | RunTogether</title>')).toBe(true);
  }, 60_000);
});
