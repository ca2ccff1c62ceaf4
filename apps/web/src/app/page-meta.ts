// Every page's head (docs/decisions/062): title, description, canonical address, its address in each language,
// Open Graph and Twitter tags and its schema.org data, from the route's head parts over the site's.
import { OG_LOCALE, type Locale } from '@runtogether/shared/i18n/locales';
import type { HeadParts } from '@runtogether/shared/pages/page-context';
import type { ClientLoaderFunctionArgs, MetaArgs, MetaDescriptor } from 'react-router';
import { t } from '@/lib/i18n';

export const SITE_NAME = 'RunTogether';

/** What the root loader gives every page's head (root.tsx). */
interface SiteHead {
  origin: string;
  locale: Locale;
  site: HeadParts;
}

/** A page's address in each language (?lang=), and without it for x-default (the visitor's own language). */
function languageVersions(pageUrl: string): Record<Locale | 'x-default', string> {
  const at = (lang: string | null) => {
    const version = new URL(pageUrl);
    version.searchParams.delete('lang');
    if (lang) version.searchParams.set('lang', lang);
    return version.href;
  };
  return { en: at('en'), es: at('es'), 'x-default': at(null) };
}

/** The head of a page: `parts` (the route's) over the site's (the root loader's). */
export function pageMeta({ location, matches }: Pick<MetaArgs, 'location' | 'matches'>, parts: HeadParts) {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as SiteHead | undefined;
  const locale = root?.locale ?? 'en';
  const origin = root?.origin ?? '';
  const head = { ...root?.site, ...parts };
  const title = parts.title ? `${parts.title} | ${SITE_NAME}` : t('core.app.title');
  const description = head.description ?? '';
  const url = new URL(location.pathname + (head.search ?? location.search), origin || 'http://localhost')
    .href;
  const image = head.image ?? null;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...(head.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: head.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: OG_LOCALE[locale] },
    ...Object.entries(OG_LOCALE).flatMap(([code, og]) =>
      code === locale ? [] : [{ property: 'og:locale:alternate', content: og }],
    ),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  ];
  if (image) {
    tags.push(
      { property: 'og:image', content: image.url },
      { property: 'og:image:width', content: String(image.width) },
      { property: 'og:image:height', content: String(image.height) },
      { property: 'og:image:alt', content: image.alt },
      { name: 'twitter:image', content: image.url },
      { name: 'twitter:image:alt', content: image.alt },
    );
  }
  // Search engines find the page's other languages, unless the page is not for them.
  if (!head.noindex) {
    for (const [hrefLang, href] of Object.entries(languageVersions(url)))
      tags.push({ tagName: 'link', rel: 'alternate', hrefLang, href });
  }
  if (head.jsonLd) tags.push({ 'script:ld+json': head.jsonLd });
  return tags;
}

/** The `meta` of a route whose loader returns its head parts (`head`). */
export const loaderMeta = (args: MetaArgs) =>
  pageMeta(args, (args.loaderData as { head?: HeadParts } | undefined)?.head ?? {});

/**
 * The browser's side of a server-drawn page's loader (app/page-loaders.ts), beside its `meta`: every page that has
 * one loads this module with the root. Moving to the page asks the server for its data; when that fails (offline,
 * or the server is down) the page is drawn without it and asks the API for itself, which the service worker may
 * answer from what it kept (decision 037). A redirect still redirects.
 */
export async function loaderOrOffline({ serverLoader }: ClientLoaderFunctionArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    if (error instanceof Response) throw error;
    return { queries: undefined, head: {} };
  }
}
