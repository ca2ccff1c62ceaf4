// robots.txt and the sitemap on the real database: upcoming runs and hosts listed with their last change, past runs
// left out, and an index of numbered parts once the URLs outgrow one file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertHost, insertRun } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sitemapRoutes } from './sitemap.routes';

const DAY = 86_400_000;
let t: TestApp;
const now = Date.now();

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  // The same routes with 4 URLs per file, so a handful of rows reaches the index.
  await t.app.register(sitemapRoutes, {
    prefix: '/small',
    publicUrl: t.config.publicUrl,
    perFile: 4,
    now: () => new Date(now),
  });
});
afterAll(() => t.close());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('sitemap', () => {
  it('lists the fixed pages, every host and the upcoming runs only, with lastmod; robots.txt names it', async () => {
    const host = await insertHost(t.db);
    const upcoming = await insertRun(t.db, host.id, { startsAt: new Date(now + DAY) });
    const past = await insertRun(t.db, host.id, { startsAt: new Date(now - DAY) });
    const answer = await t.app.inject({ url: '/sitemap.xml' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urls = locs(answer.body);
    const base = t.config.publicUrl;
    expect(urls).toEqual(expect.arrayContaining([`${base}/`, `${base}/runs`, `${base}/about`]));
    expect(urls).toContain(`${base}/runs/${upcoming.id}`);
    expect(urls).toContain(`${base}/business/${host.id}/profile`);
    expect(urls).not.toContain(`${base}/runs/${past.id}`);
    expect(answer.body).toMatch(
      new RegExp(`<loc>${base}/runs/${upcoming.id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T`),
    );

    // Each page names its language versions (hreflang), as the pages themselves do.
    expect(answer.body).toContain(
      `<xhtml:link rel="alternate" hreflang="es" href="${base}/runs/${upcoming.id}?lang=es"/>`,
    );
    expect(answer.body).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${base}/runs/${upcoming.id}"/>`,
    );

    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.body).toContain(`Sitemap: ${base}/sitemap.xml`);
    expect(robots.body).toContain('Disallow: /business/home');
  });

  it('becomes an index of parts when the URLs outgrow one file, each part a sitemap of its own', async () => {
    const whole = locs((await t.app.inject({ url: '/sitemap.xml' })).body);
    const index = await t.app.inject({ url: '/small/sitemap.xml' });
    expect(index.body).toContain('<sitemapindex');
    const parts = locs(index.body);
    expect(parts.length).toBeGreaterThanOrEqual(2);
    expect(parts.length).toBe(Math.ceil(whole.length / 4));
    expect(parts[0]).toBe(`${t.config.publicUrl}/sitemap-1.xml`);
    const seen: string[] = [];
    for (let part = 1; part <= parts.length; part++) {
      const file = await t.app.inject({ url: `/small/sitemap-${part}.xml` });
      expect(file.statusCode).toBe(200);
      expect(file.body).toContain('<urlset');
      const urls = locs(file.body);
      expect(urls.length).toBeLessThanOrEqual(4);
      seen.push(...(urls as string[]));
    }
    // Every URL once, across the parts, as in the single file.
    expect(seen.sort()).toEqual([...whole].sort());
    expect((await t.app.inject({ url: `/small/sitemap-${parts.length + 1}.xml` })).statusCode).toBe(404);
  });
});
