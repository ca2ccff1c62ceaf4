// Answers a browser's (or a crawler's) request for a page (decision 030): public pages are rendered here by the
// web app's own components, with the page's API requests answered in-process; signed-in areas get the plain
// shell the browser draws. Every page gets its head: title, description, previews, structured data.
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import type { PublicUser, User } from '@runtogether/shared/users/user.schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLocale, type Locale } from '@runtogether/shared/i18n/locales';
import { deviceLocale } from '../../plugins/locale';
import { SESSION_COOKIE } from '../../plugins/session-cookie';
import { pageDocument, type PageLanguage } from './page-document';
import {
  businessDescription,
  businessJsonLd,
  businessName,
  runDescription,
  runJsonLd,
  runParticipantsDescription,
  siteDescription,
  siteTitle,
  type PageHead,
  type ShareImage,
} from './page-head';

/** What dist-server/entry-server.js exports (apps/web/src/entry-server.tsx). */
interface WebRenderer {
  pageKind(pathname: string): 'server' | 'client';
  renderPage(options: {
    url: string;
    user: User | null;
    transport: (url: URL, init: RequestInit) => Promise<Response>;
    origin: string;
    locale: Locale;
  }): Promise<{
    html: string;
    errors: string[];
    status: number;
    title: string | undefined;
    state: unknown;
    /** Queries the page's loader left out: each cost the page another pass (apps/web/src/app/page-loaders.ts). */
    missed: string[];
  }>;
}

/** Share-card images for previews (modules/share-cards); absent, pages go without og:image. */
export interface ShareImages {
  run(run: Run, locale: Locale): Promise<ShareImage>;
  business(business: PublicUser, locale: Locale): Promise<ShareImage>;
  site(locale: Locale): Promise<ShareImage | null>;
}

export interface PagesOptions {
  webDistDir: string;
  publicUrl: string;
  shareImages?: ShareImages;
}

export type PageResponder = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

const ROLE_HOME = { business: '/business/home', runner: '/user-home' } as const;

/** The page responder, or null when the web app has no server bundle (then index.html serves every page). */
export async function createPageResponder(
  app: FastifyInstance,
  { webDistDir, publicUrl, shareImages }: PagesOptions,
): Promise<PageResponder | null> {
  const bundle = path.join(webDistDir, '..', 'dist-server', 'entry-server.js');
  const found = await fs.stat(bundle).then(
    () => true,
    () => false,
  );
  if (!found) {
    app.log.warn(`No server-rendering bundle at ${bundle}: pages are drawn in the browser only.`);
    return null;
  }
  const web = (await import(pathToFileURL(bundle).href)) as WebRenderer;
  const template = await fs.readFile(path.join(webDistDir, 'index.html'), 'utf8');
  const absolute = (url: string) => new URL(url, `${publicUrl}/`).href;

  /** A GET to our own API, in-process, as the visitor (their cookie) and as JSON. */
  const inject = (url: string, cookie: string | undefined) =>
    app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) },
    });

  async function visitor(cookie: string | undefined): Promise<User | null> {
    if (!cookie?.includes(`${SESSION_COOKIE}=`)) return null;
    const answer = await inject('/api/auth/me', cookie);
    return answer.statusCode === 200 ? (answer.json<{ user: User | null }>().user ?? null) : null;
  }

  return async (request, reply) => {
    const url = request.url;
    const pathname = url.split('?')[0] ?? '/';
    const canonicalUrl = absolute(url);
    // ?lang= names a language version (the hreflang alternates link to them); otherwise the visitor's.
    const asked = new URLSearchParams(url.split('?')[1] ?? '').get('lang');
    const chosen = (user: User | null): Locale =>
      isLocale(asked) ? asked : (user?.language ?? deviceLocale(request));
    const language = (locale: Locale, alternates: boolean): PageLanguage => ({
      locale,
      alternates: alternates ? languageVersions(absolute(url)) : null,
    });
    const send = (status: number, html: string, personal: boolean) =>
      reply
        .code(status)
        .header('cache-control', personal ? 'private, no-cache' : 'no-cache')
        .header('vary', 'Cookie, Accept-Language')
        .type('text/html; charset=utf-8')
        .send(html);

    if (web.pageKind(pathname) === 'client') {
      // A signed-in area: the browser draws it; search engines are asked to leave it out.
      reply.header('x-robots-tag', 'noindex');
      const head = {
        ...siteHead(chosen(null), canonicalUrl, await shareImages?.site(chosen(null))),
        noindex: true,
      };
      return send(200, pageDocument(template, head, null, language(chosen(null), false)), false);
    }

    const cookie = request.headers.cookie;
    const user = await visitor(cookie);
    const locale = chosen(user);
    // '/' is the landing page for visitors; a signed-in user belongs on their own home.
    if (pathname === '/' && user) return reply.redirect(ROLE_HOME[user.role], 302);

    const answers = new Map<string, { status: number; body: string }>();
    let page;
    try {
      page = await web.renderPage({
        url,
        user,
        locale,
        origin: new URL(publicUrl).origin,
        transport: async (target) => {
          const answer = await inject(target.pathname + target.search, cookie);
          answers.set(target.pathname, { status: answer.statusCode, body: answer.body });
          return new Response(answer.statusCode === 204 ? null : answer.body, {
            status: answer.statusCode,
            headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
          });
        },
      });
    } catch (error) {
      // A page that cannot be drawn here is still drawn by the browser, as before server rendering.
      request.log.error({ err: error }, 'server rendering failed: sending the shell');
      const shell = pageDocument(
        template,
        siteHead(locale, canonicalUrl, null),
        null,
        language(locale, false),
      );
      return send(200, shell, user !== null);
    }
    // Parts React had to leave to the browser still work there, but each one is a bug worth a log line.
    for (const error of page.errors)
      request.log.error({ err: error }, 'server rendering left a part to the browser');
    // Still right, but drawn more than once: the page's loader should fetch these too.
    if (page.missed.length > 0)
      request.log.warn(
        { queries: page.missed, url },
        'the page was drawn again for queries its loader missed',
      );
    const json = <T>(apiPath: string): T | null => {
      const answer = answers.get(apiPath);
      return answer?.status === 200 ? (JSON.parse(answer.body) as T) : null;
    };

    const title = page.title ? `${page.title} | RunTogether` : siteTitle(locale);
    let head: PageHead = { ...siteHead(locale, canonicalUrl, null), title };
    const runMatch = /^\/runs\/(\d+)(\/participants)?$/.exec(pathname);
    const businessMatch = /^\/business\/([^/]+)\/profile$/.exec(pathname);
    // The participants page asks only for its list (with a few of the run's fields): its preview reads the run.
    const readRun = async (id: string) => {
      const answer = json<Run>(`/api/events/${id}`);
      if (answer || page.status >= 400) return answer;
      const fetched = await inject(`/api/events/${id}`, cookie);
      return fetched.statusCode === 200 ? (JSON.parse(fetched.body) as Run) : null;
    };
    const run = runMatch?.[1] ? await readRun(runMatch[1]) : null;
    const business = businessMatch ? json<PublicUser>(`/api/businesses/${businessMatch[1]}`) : null;
    if (page.status >= 400) {
      head = { ...head, noindex: true, image: (await shareImages?.site(locale)) ?? null };
    } else if (run) {
      const image = (await shareImages?.run(run, locale)) ?? null;
      const participants = Boolean(runMatch?.[2]);
      head = {
        ...head,
        description: participants ? runParticipantsDescription(run, locale) : runDescription(run, locale),
        image,
        // A list of people's names is not for search engines.
        noindex: participants,
        jsonLd: participants
          ? null
          : runJsonLd(
              run,
              canonicalUrl,
              absolute(`/business/${encodeURIComponent(run.hostId)}/profile`),
              image,
              locale,
            ),
      };
    } else if (business) {
      const image = (await shareImages?.business(business, locale)) ?? null;
      head = {
        ...head,
        title: `${businessName(business)} | RunTogether`,
        description: businessDescription(business, locale),
        type: 'profile',
        image,
        jsonLd: businessJsonLd(business, canonicalUrl, image, absolute, locale),
      };
    } else {
      head = { ...head, image: (await shareImages?.site(locale)) ?? null };
    }
    const alternates = page.status < 400 && !head.noindex;
    return send(page.status, pageDocument(template, head, page, language(locale, alternates)), user !== null);
  };
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

function siteHead(locale: Locale, canonicalUrl: string, image: ShareImage | null | undefined): PageHead {
  return {
    title: siteTitle(locale),
    description: siteDescription(locale),
    canonicalUrl,
    image: image ?? null,
    type: 'website',
    jsonLd: null,
    noindex: false,
  };
}
