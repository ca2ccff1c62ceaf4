// /robots.txt and /sitemap.xml: what search engines may read, and every page worth finding (upcoming runs and
// host profiles, dated by their last change). Over 50 000 URLs the sitemap becomes an index of numbered parts.
import { LOCALES } from '@runtogether/shared/i18n/locales';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { countHosts, countUpcomingRuns, findHostPage, findUpcomingRunPage } from './sitemap.repository';

/** The sitemap protocol's limit per file. */
export const URLS_PER_SITEMAP = 50_000;
/** Pages that are always there; counted in part 1. */
const FIXED_PAGES = ['/', '/runs', '/about', '/contact', '/privacy', '/terms'];

/** Paths the browser draws for a signed-in user only: nothing there for a search engine. */
const PRIVATE_PATHS = [
  '/api/',
  '/login',
  '/verify-email',
  '/verification-reminder',
  '/confirm-email-change',
  '/cancel-email-change',
  '/forgot-password',
  '/reset-password',
  '/user-home',
  '/my-runs',
  '/profile',
  '/business/home',
  '/business/dashboard',
  '/business/profile',
  '/business/create-run',
  '/business/runs/',
  '/business/all-participants',
];

interface SitemapEntry {
  path: string;
  lastmod: Date | null;
}

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

async function countEntries(db: Database, now: Date): Promise<number> {
  return FIXED_PAGES.length + (await countUpcomingRuns(db, now)) + (await countHosts(db));
}

/** URLs `start` to `start + size` of the list: the fixed pages, then host profiles, then upcoming runs, by id. */
async function entries(db: Database, now: Date, start: number, size: number): Promise<SitemapEntry[]> {
  const fixed = FIXED_PAGES.slice(start, start + size).map((path) => ({ path, lastmod: null }));
  let offset = Math.max(0, start - FIXED_PAGES.length);
  let room = size - fixed.length;
  const hostCount = await countHosts(db);
  const hosts = room > 0 && offset < hostCount ? await findHostPage(db, offset, room) : [];
  room -= hosts.length;
  offset = Math.max(0, offset - hostCount);
  const runs = room > 0 ? await findUpcomingRunPage(db, now, offset, room) : [];
  return [
    ...fixed,
    ...hosts.map((h) => ({ path: `/business/${encodeURIComponent(h.id)}/profile`, lastmod: h.updatedAt })),
    ...runs.map((r) => ({ path: `/runs/${r.id}`, lastmod: r.updatedAt })),
  ];
}

/** Each page's language versions (decision 038): ?lang= for each language, the bare address as x-default. */
function alternates(url: string): string {
  const version = (lang: string | null) => {
    const address = new URL(url);
    if (lang) address.searchParams.set('lang', lang);
    return address.href;
  };
  return [...LOCALES.map((lang) => [lang, version(lang)]), ['x-default', version(null)]]
    .map(
      ([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href!)}"/>`,
    )
    .join('');
}

function urlset(publicUrl: string, list: SitemapEntry[]): string {
  const urls = list.map(
    ({ path, lastmod }) =>
      `<url><loc>${escapeXml(publicUrl + path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}${alternates(publicUrl + path)}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

function sitemapIndex(publicUrl: string, parts: number): string {
  const items = Array.from(
    { length: parts },
    (_, i) => `<sitemap><loc>${escapeXml(`${publicUrl}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

export interface SitemapOptions {
  publicUrl: string;
  /** The clock (tests move it). */
  now?: () => Date;
  /** URLs per file; the protocol's 50 000 unless a test needs a small number. */
  perFile?: number;
}

export function sitemapRoutes(app: FastifyInstance, options: SitemapOptions, done: () => void) {
  const now = options.now ?? (() => new Date());
  const perFile = options.perFile ?? URLS_PER_SITEMAP;
  const xml = 'application/xml; charset=utf-8';
  // Search engines come back daily at most; an hour of caching keeps them off the database.
  const cacheControl = 'public, max-age=3600';

  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) => {
    const lines = [
      'User-agent: *',
      ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${options.publicUrl}/sitemap.xml`,
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', cacheControl)
      .send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const at = now();
    const total = await countEntries(app.db, at);
    const body =
      total <= perFile
        ? urlset(options.publicUrl, await entries(app.db, at, 0, perFile))
        : sitemapIndex(options.publicUrl, Math.ceil(total / perFile));
    return reply.type(xml).header('cache-control', cacheControl).send(body);
  });

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/sitemap-:part.xml',
      { schema: { hide: true, params: z.object({ part: z.coerce.number().int().min(1).max(100_000) }) } },
      async (request, reply) => {
        const at = now();
        const parts = Math.ceil((await countEntries(app.db, at)) / perFile);
        if (request.params.part > parts) return reply.callNotFound();
        const body = urlset(
          options.publicUrl,
          await entries(app.db, at, (request.params.part - 1) * perFile, perFile),
        );
        return reply.type(xml).header('cache-control', cacheControl).send(body);
      },
    );
  done();
}
