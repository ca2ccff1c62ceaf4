import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/map', () => {
  it('names the tile server and its credit, and the CSP allows images from exactly that origin', async () => {
    const response = await t.app.inject({ url: '/api/map' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ tileUrl: t.config.map.tileUrl, attribution: t.config.map.attribution });
    const csp = String(response.headers['content-security-policy']);
    const imgSrc = csp.split(';').find((directive) => directive.trim().startsWith('img-src'));
    expect(imgSrc?.trim().split(' ')).toContain(t.config.map.tileOrigin);
    // Scripts, styles and connections stay our own: tiles are only ever images.
    expect(csp).toContain("connect-src 'self'");
  });
});
