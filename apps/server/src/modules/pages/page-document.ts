// The HTML document of a page: the built index.html (its scripts and styles) with the page's head, its
// server-rendered body and the state the browser hydrates with.
import { OG_LOCALE, type Locale } from '@runtogether/shared/i18n/locales';
import { clientCatalogueUrl } from '../../lib/i18n';
import { headTags, scriptJson, type PageHead } from './page-head';

export interface RenderedBody {
  html: string;
  state: unknown;
}

/** Tags of the built template that every page replaces with its own. */
const TEMPLATE_HEAD = [/<title>[\s\S]*?<\/title>\s*/, /<meta\s+name="description"[\s\S]*?\/>\s*/];
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>\s*/;
const ROOT = '<div id="root"></div>';

/** The page's language (decision 038) and, for a public page, its address in every language (hreflang). */
export interface PageLanguage {
  locale: Locale;
  alternates: Record<string, string> | null;
}

const HTML_OPEN = /<html[^>]*>/;
const MANIFEST_LINK = 'href="/manifest.webmanifest"';
/** The installable app's manifest in the page's language (apps/web/scripts/localize-manifest.mjs writes them). */
const manifestLink = (locale: Locale) =>
  locale === 'en' ? MANIFEST_LINK : `href="/manifest.${locale}.webmanifest"`;
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** <html lang> and the address of the page's catalogue, which the browser loads before it draws anything. */
const htmlOpen = (locale: Locale) =>
  `<html lang="${locale}" data-messages="${escapeAttribute(clientCatalogueUrl(locale))}">`;

function languageTags({ locale, alternates }: PageLanguage): string {
  const others = Object.entries(OG_LOCALE).filter(([code]) => code !== locale);
  const tags = others.map(([, og]) => `<meta property="og:locale:alternate" content="${og}" />`);
  for (const [hreflang, href] of Object.entries(alternates ?? {})) {
    tags.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(href)}" />`);
  }
  return tags.join('\n    ');
}

export function pageDocument(
  template: string,
  head: PageHead,
  body: RenderedBody | null,
  language: PageLanguage,
): string {
  let html = TEMPLATE_HEAD.reduce((document, pattern) => document.replace(pattern, ''), template);
  html = html
    .replace(HTML_OPEN, htmlOpen(language.locale))
    .replace(MANIFEST_LINK, manifestLink(language.locale));
  // og:locale names the page's language; the alternates follow it.
  const tags = headTags(head).replace(
    /(<meta property="og:locale" content=")[^"]*(")/,
    `$1${OG_LOCALE[language.locale]}$2`,
  );
  html = html.replace('</head>', `  ${tags}\n    ${languageTags(language)}\n  </head>`);
  if (!body) return html;
  // The page reads without scripts now: the "needs JavaScript" notice would only be wrong.
  html = html.replace(NOSCRIPT, '');
  return html.replace(
    ROOT,
    `<div id="root">${body.html}</div>\n    <script type="application/json" id="rt-state">${scriptJson(body.state)}</script>`,
  );
}
