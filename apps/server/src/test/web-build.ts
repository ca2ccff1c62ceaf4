// A stand-in for the web app's build (apps/web/dist, docs/decisions/062) in tests of what the server does with
// it: the static files of client/ as a test lists them, and a server/index.js whose handlePageRequest answers a
// small page that echoes what the server handed it (the request, the visitor, the language, the CSP nonce).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** What the stand-in page says it was given (in its `<script id="echo">`, or as the body of a `.data` answer). */
export interface PageEcho {
  /** The Request's URL: the public origin, the path and the query. */
  url: string;
  method: string;
  locale: string;
  nonce: string;
  origin: string;
  user: { id: string; language: string } | null;
  /** The user GET /api/auth/me names when asked through `page.api` (the in-process API, as the visitor). */
  apiUser: string | null;
  /** How many messages the page's catalogue holds, and (as JSON) the one that titles the app. */
  messages: number;
  appTitle: string;
  /** The version of the catalogue's immutable address. */
  catalogueVersion: string;
  /** How many of them are the server's own words (e-mails, heads, cards, calendars, CSV). */
  serverOnly: number;
  /** The site's description from `page.heads.site()`. */
  siteDescription: string | undefined;
  headers: { cookie: string | null; acceptLanguage: string | null; accept: string | null };
}

/** Pages the stand-in answers as missing; everything else is a 200. */
export const MISSING_PAGE = '/no-such-page';

// A plain ES module, as the framework's build is: it must load without any transform.
const PAGE_MODULE = `
export async function handlePageRequest(request, page) {
  const url = new URL(request.url);
  const me = await page.api(new URL('/api/auth/me', page.origin), { method: 'GET' });
  const site = await page.heads.site();
  const catalogue = JSON.parse(page.catalogue);
  const echo = {
    url: request.url,
    method: request.method,
    locale: page.locale,
    nonce: page.nonce,
    origin: page.origin,
    user: page.user && { id: page.user.id, language: page.user.language },
    apiUser: me.status === 200 ? ((await me.json()).user?.id ?? null) : null,
    catalogueLocale: catalogue.locale,
    messages: Object.keys(catalogue.messages).length,
    catalogueVersion: page.catalogueVersion,
    appTitle: JSON.stringify(catalogue.messages['core.app.title']),
    serverOnly: Object.keys(catalogue.messages).filter((key) => /^(email|ics|csv|head|card)\\./.test(key)).length,
    siteDescription: site.description,
    headers: {
      cookie: request.headers.get('cookie'),
      acceptLanguage: request.headers.get('accept-language'),
      accept: request.headers.get('accept'),
    },
  };
  const json = JSON.stringify(echo).replace(/</g, '\\\\u003c');
  if (url.pathname.endsWith('.data')) {
    return new Response(json, { headers: { 'content-type': 'text/x-script', 'x-page': 'data' } });
  }
  const html =
    '<!doctype html><html lang="' + page.locale + '"><head><title>RunTogether</title></head><body>' +
    '<main>' + '<p>Find a group run near you and run it together.</p>'.repeat(60) + '</main>' +
    '<script type="application/json" id="echo">' + json + '</script>' +
    '<script nonce="' + page.nonce + '">window.started = true;</script></body></html>';
  return new Response(html, {
    status: url.pathname === '${MISSING_PAGE}' ? 404 : 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'x-page': 'document', 'cache-control': 'max-age=600' },
  });
}
`;

export interface WebBuildOptions {
  /** Files of client/ by their path there ('assets/app-abc123.js'). */
  client?: Record<string, string | Buffer>;
  /** Writes server/index.js (default true). */
  pages?: boolean;
}

/** Writes a web build into a new temporary folder; `remove` deletes it. */
export function writeWebBuild({ client = {}, pages = true }: WebBuildOptions = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rt-web-dist-'));
  fs.mkdirSync(path.join(dir, 'client'));
  for (const [file, content] of Object.entries(client)) {
    fs.mkdirSync(path.dirname(path.join(dir, 'client', file)), { recursive: true });
    fs.writeFileSync(path.join(dir, 'client', file), content);
  }
  if (pages) {
    fs.mkdirSync(path.join(dir, 'server'));
    fs.writeFileSync(path.join(dir, 'server', 'index.js'), PAGE_MODULE);
  }
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** The echo inside a page the stand-in drew. */
export function pageEcho(html: string): PageEcho {
  const match = /<script type="application\/json" id="echo">(.*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error(`No echo in the page: ${html.slice(0, 200)}`);
  return JSON.parse(match[1]) as PageEcho;
}
