import { CATALOGUES } from '@runtogether/shared/i18n/catalogue';
import type { Locale } from '@runtogether/shared/i18n/locales';
import type { HeadParts, ShareImage } from '@runtogether/shared/pages/page-context';
import type { Location, MetaArgs, MetaDescriptor } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { loaderArgs } from '@/app/test-loader-args';
import { setBrowserMessages } from '@/lib/i18n';
import { loader as rootLoader } from '@/root';
import { loaderMeta, pageMeta } from './page-meta';

const ORIGIN = 'https://runtogether.example';
const SITE_TITLE = 'RunTogether — Find community group runs near you';

const shareCard: ShareImage = {
  url: `${ORIGIN}/files/share/run-7.png`,
  width: 1200,
  height: 630,
  alt: 'Sunrise 5K, Saturday 18 May',
};

const at = (path: string): Location => {
  const url = new URL(path, ORIGIN);
  return { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: 'default' };
};

/** What the meta function is given: the location, and the root route's data (root.tsx's loader) among the matches. */
function metaArgs(
  path: string,
  { locale = 'en', site = {} }: { locale?: Locale; site?: HeadParts } = {},
  loaderData?: unknown,
): MetaArgs {
  const matches: MetaArgs['matches'] = [
    { id: 'root', pathname: '/', params: {}, loaderData: { origin: ORIGIN, locale, site }, meta: [] },
    { id: 'app/routes/runs/runs', pathname: path, params: {}, loaderData, meta: [] },
  ];
  return { location: at(path), params: {}, loaderData, matches };
}

/** The `content` of the tags named `name` (by `name` or `property`). */
const contents = (tags: MetaDescriptor[], name: string) =>
  tags.flatMap((tag) => {
    const t = tag as Record<string, unknown>;
    return t.name === name || t.property === name ? [t.content] : [];
  });

const titleOf = (tags: MetaDescriptor[]) => tags.flatMap((tag) => ('title' in tag ? [tag.title] : []));

const links = (tags: MetaDescriptor[], rel: string) =>
  tags.filter(
    (tag) => (tag as Record<string, unknown>).tagName === 'link' && 'rel' in tag && tag.rel === rel,
  );

const jsonLd = (tags: MetaDescriptor[]) => tags.filter((tag) => 'script:ld+json' in tag);

describe('pageMeta', () => {
  afterEach(() => setBrowserMessages('en', CATALOGUES.en));

  it("titles a page '{title} | RunTogether', everywhere a title goes", () => {
    const tags = pageMeta(metaArgs('/runs'), { title: 'Find Runs' });
    expect(titleOf(tags)).toEqual(['Find Runs | RunTogether']);
    expect(contents(tags, 'og:title')).toEqual(['Find Runs | RunTogether']);
    expect(contents(tags, 'twitter:title')).toEqual(['Find Runs | RunTogether']);
    expect(contents(tags, 'og:site_name')).toEqual(['RunTogether']);
  });

  it("gives a page without a title of its own the site's title, in the page's language", () => {
    expect(titleOf(pageMeta(metaArgs('/'), {}))).toEqual([SITE_TITLE]);
    // A site head's title is not the page's: the route names it, or the catalogue does.
    expect(titleOf(pageMeta(metaArgs('/', { site: { title: 'Ignored' } }), {}))).toEqual([SITE_TITLE]);

    setBrowserMessages('es', CATALOGUES.es);
    const tags = pageMeta(metaArgs('/', { locale: 'es' }), {});
    expect(titleOf(tags)).toEqual(['RunTogether — Encuentra quedadas para correr en grupo cerca de ti']);
    expect(contents(tags, 'og:title')).toEqual(titleOf(tags));
  });

  it("describes the page with the route's description over the site's, else none", () => {
    const site = { description: 'Group runs near you.' };
    const own = pageMeta(metaArgs('/runs/7', { site }), { description: 'A 5K at sunrise.' });
    for (const name of ['description', 'og:description', 'twitter:description'])
      expect(contents(own, name)).toEqual(['A 5K at sunrise.']);

    expect(contents(pageMeta(metaArgs('/about', { site }), {}), 'description')).toEqual([
      'Group runs near you.',
    ]);
    expect(contents(pageMeta(metaArgs('/about'), {}), 'description')).toEqual(['']);
  });

  it("names the page's address as canonical: the site's origin, the path and the query, without the hash", () => {
    const tags = pageMeta(metaArgs('/runs?pace=beginner&distance=medium#map'), {});
    const canonical = `${ORIGIN}/runs?pace=beginner&distance=medium`;
    expect(links(tags, 'canonical')).toEqual([{ tagName: 'link', rel: 'canonical', href: canonical }]);
    expect(contents(tags, 'og:url')).toEqual([canonical]);
  });

  it("names the page with its loader's canonical query when it has one, in every language", () => {
    const url = `${ORIGIN}/runs/7?lang=es`;
    const tags = pageMeta(metaArgs('/runs/7?utm_source=whatsapp&lang=es&fbclid=abc'), { search: '?lang=es' });
    expect(links(tags, 'canonical')).toEqual([{ tagName: 'link', rel: 'canonical', href: url }]);
    expect(contents(tags, 'og:url')).toEqual([url]);
    expect(links(tags, 'alternate').map((link) => (link as { href: string }).href)).toEqual([
      `${ORIGIN}/runs/7?lang=en`,
      `${ORIGIN}/runs/7?lang=es`,
      `${ORIGIN}/runs/7`,
    ]);
  });

  it("names a page without a loader of its own by the root loader's query: its language, no tracking", async () => {
    const root = await rootLoader(
      loaderArgs(ORIGIN, null, { path: '/about?utm_source=whatsapp&lang=es&fbclid=abc' }),
    );
    const args = metaArgs('/about?utm_source=whatsapp&lang=es&fbclid=abc', { site: root.site });
    const url = `${ORIGIN}/about?lang=es`;
    expect(links(pageMeta(args, {}), 'canonical')).toEqual([
      { tagName: 'link', rel: 'canonical', href: url },
    ]);
    expect(contents(pageMeta(args, {}), 'og:url')).toEqual([url]);
  });

  it("links the page's address in each language (?lang=), and without it for x-default", () => {
    const tags = pageMeta(metaArgs('/runs?pace=beginner&lang=es'), {});
    expect(links(tags, 'alternate')).toEqual([
      { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: `${ORIGIN}/runs?pace=beginner&lang=en` },
      { tagName: 'link', rel: 'alternate', hrefLang: 'es', href: `${ORIGIN}/runs?pace=beginner&lang=es` },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${ORIGIN}/runs?pace=beginner` },
    ]);
    expect(contents(tags, 'robots')).toEqual([]);
  });

  it('keeps a noindex page out of search engines, with no addresses in other languages', () => {
    const tags = pageMeta(metaArgs('/runs/7/participants'), { title: 'Who is going', noindex: true });
    expect(contents(tags, 'robots')).toEqual(['noindex']);
    expect(links(tags, 'alternate')).toEqual([]);
    // Still its own canonical address and title.
    expect(links(tags, 'canonical')).toHaveLength(1);
    expect(titleOf(tags)).toEqual(['Who is going | RunTogether']);

    // The site's head may say it too (the route's parts stand over it).
    expect(contents(pageMeta(metaArgs('/'), { noindex: true }), 'robots')).toEqual(['noindex']);
  });

  it("gives Open Graph the page's locale and the other languages as alternates", () => {
    const english = pageMeta(metaArgs('/runs'), {});
    expect(contents(english, 'og:locale')).toEqual(['en_US']);
    expect(contents(english, 'og:locale:alternate')).toEqual(['es_ES']);

    const spanish = pageMeta(metaArgs('/runs', { locale: 'es' }), {});
    expect(contents(spanish, 'og:locale')).toEqual(['es_ES']);
    expect(contents(spanish, 'og:locale:alternate')).toEqual(['en_US']);
  });

  it("is a 'website' unless the page says otherwise", () => {
    expect(contents(pageMeta(metaArgs('/'), {}), 'og:type')).toEqual(['website']);
    expect(contents(pageMeta(metaArgs('/business/b-1/profile'), { type: 'profile' }), 'og:type')).toEqual([
      'profile',
    ]);
  });

  it('shares a page without a picture as a summary card, with no image tags', () => {
    const tags = pageMeta(metaArgs('/about'), { title: 'About' });
    expect(contents(tags, 'twitter:card')).toEqual(['summary']);
    const imageTags = [
      'og:image',
      'og:image:width',
      'og:image:height',
      'og:image:alt',
      'twitter:image',
      'twitter:image:alt',
    ];
    for (const name of imageTags) expect(contents(tags, name)).toEqual([]);
  });

  it('shares a page with a picture as a large-image card, with its size and words', () => {
    const tags = pageMeta(metaArgs('/runs/7'), { title: 'Sunrise 5K', image: shareCard });
    expect(contents(tags, 'twitter:card')).toEqual(['summary_large_image']);
    expect(contents(tags, 'og:image')).toEqual([shareCard.url]);
    expect(contents(tags, 'og:image:width')).toEqual(['1200']);
    expect(contents(tags, 'og:image:height')).toEqual(['630']);
    expect(contents(tags, 'og:image:alt')).toEqual([shareCard.alt]);
    expect(contents(tags, 'twitter:image')).toEqual([shareCard.url]);
    expect(contents(tags, 'twitter:image:alt')).toEqual([shareCard.alt]);
  });

  it("takes the site's picture unless the route has its own, or none (null)", () => {
    const site = { image: shareCard };
    expect(contents(pageMeta(metaArgs('/', { site }), {}), 'og:image')).toEqual([shareCard.url]);
    const own = { ...shareCard, url: `${ORIGIN}/files/share/business-1.png` };
    expect(contents(pageMeta(metaArgs('/', { site }), { image: own }), 'og:image')).toEqual([own.url]);
    const none = pageMeta(metaArgs('/', { site }), { image: null });
    expect(contents(none, 'og:image')).toEqual([]);
    expect(contents(none, 'twitter:card')).toEqual(['summary']);
  });

  it('adds the schema.org data only for a page that has some', () => {
    const event = { '@context': 'https://schema.org', '@type': 'Event', name: 'Sunrise 5K' };
    expect(jsonLd(pageMeta(metaArgs('/runs/7'), { jsonLd: event }))).toEqual([{ 'script:ld+json': event }]);
    expect(jsonLd(pageMeta(metaArgs('/runs/7'), {}))).toEqual([]);
    expect(jsonLd(pageMeta(metaArgs('/runs/7'), { jsonLd: null }))).toEqual([]);
  });
});

describe('loaderMeta', () => {
  it("builds the head from the route loader's head parts", () => {
    const head: HeadParts = { title: 'Sunrise 5K', description: 'A 5K at sunrise.', image: shareCard };
    const tags = loaderMeta(metaArgs('/runs/7', {}, { queries: { queries: [], mutations: [] }, head }));
    expect(tags).toEqual(pageMeta(metaArgs('/runs/7'), head));
    expect(titleOf(tags)).toEqual(['Sunrise 5K | RunTogether']);
  });

  it("falls back to the site's head when the loader gave none", () => {
    const site = { description: 'Group runs near you.' };
    const tags = loaderMeta(metaArgs('/runs', { site }, undefined));
    expect(titleOf(tags)).toEqual([SITE_TITLE]);
    expect(contents(tags, 'description')).toEqual(['Group runs near you.']);
    expect(tags).toEqual(pageMeta(metaArgs('/runs', { site }), {}));
  });
});
