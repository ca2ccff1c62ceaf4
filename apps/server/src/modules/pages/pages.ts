// Answers a browser's (or a crawler's) request for a page (docs/decisions/062): the web app's framework build
// draws it, in this process, with what the server knows of the visitor (their session and language) and the
// server's own services (the API in-process, the words of the page's head, share cards).
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { isLocale, LOCALE_COOKIE, type Locale } from '@runtogether/shared/i18n/locales';
import type { PageContext, ShareImage } from '@runtogether/shared/pages/page-context';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import type { PublicUser, User } from '@runtogether/shared/users/user.schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientCatalogue } from '../../lib/i18n';
import { deviceLocale, setLocaleCookie } from '../../plugins/locale';
import { cspNonce } from '../../plugins/security-headers';
import { SESSION_COOKIE } from '../../plugins/session-cookie';
import {
  businessDescription,
  businessJsonLd,
  runDescription,
  runJsonLd,
  runParticipantsDescription,
  siteDescription,
} from './page-head';

/** What the web app's server build exports (apps/web/src/server.ts). */
export interface WebServer {
  handlePageRequest(request: Request, page: PageContext): Promise<Response>;
}

/** Share-card images for previews (modules/share-cards); absent, pages go without og:image. */
export interface ShareImages {
  run(run: Run, locale: Locale): Promise<ShareImage>;
  business(business: PublicUser, locale: Locale): Promise<ShareImage>;
  site(locale: Locale): Promise<ShareImage | null>;
}

export interface PagesOptions {
  /** The web app's server side: its build (webFromBuild) or, in development, its sources (web-dev.ts). */
  web: () => Promise<WebServer>;
  publicUrl: string;
  shareImages?: ShareImages;
}

export type PageResponder = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** The web app's build (client/ served as files, server/index.js draws the pages), or null when it is not built. */
export async function webFromBuild(webBuildDir: string): Promise<(() => Promise<WebServer>) | null> {
  const entry = path.join(webBuildDir, 'server', 'index.js');
  const found = await fs.stat(entry).then(
    () => true,
    () => false,
  );
  if (!found) return null;
  const web = (await import(pathToFileURL(entry).href)) as WebServer;
  return () => Promise.resolve(web);
}

/** Answers page requests with the web app's server side. */
export function createPageResponder(
  app: FastifyInstance,
  { web, publicUrl, shareImages }: PagesOptions,
): PageResponder {
  const origin = new URL(publicUrl).origin;
  const secureCookie = publicUrl.startsWith('https:');
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

  const heads = (locale: Locale): PageContext['heads'] => ({
    site: async () => ({
      description: siteDescription(locale),
      image: (await shareImages?.site(locale)) ?? null,
    }),
    run: async (run, participants, pageUrl) => {
      const image = (await shareImages?.run(run, locale)) ?? null;
      const hostUrl = absolute(`/business/${encodeURIComponent(run.hostId)}/profile`);
      return {
        description: participants ? runParticipantsDescription(run, locale) : runDescription(run, locale),
        image,
        jsonLd: participants ? null : runJsonLd(run, pageUrl, hostUrl, image, locale),
      };
    },
    business: async (business, pageUrl) => {
      const image = (await shareImages?.business(business, locale)) ?? null;
      return {
        description: businessDescription(business, locale),
        type: 'profile',
        image,
        jsonLd: businessJsonLd(business, pageUrl, image, absolute, locale),
      };
    },
  });

  return async (request, reply) => {
    const cookie = request.headers.cookie;
    const user = await visitor(cookie);
    // ?lang= names a language version (the pages' hreflang alternates link to them); otherwise the visitor's.
    const asked = new URLSearchParams(request.url.split('?')[1] ?? '').get('lang');
    const locale = isLocale(asked) ? asked : (user?.language ?? deviceLocale(request));
    // A visitor's ?lang= (a shared link, a hreflang alternate) becomes the device's language, as the footer's switch
    // makes it: the requests the page then sends (a sign-up, a guest joining) and the next pages are answered in the
    // language the visitor is reading (decision 038). An account's own language stays its own.
    if (!user && isLocale(asked) && request.cookies[LOCALE_COOKIE] !== asked) {
      setLocaleCookie(reply, asked, secureCookie);
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    // The path as it came, after the site's origin: resolved as a relative URL, a path such as //other.example/x
    // would become that host's address.
    const page = await (
      await web()
    ).handlePageRequest(new Request(`${origin}${request.url}`, { headers }), {
      user,
      locale,
      catalogue: clientCatalogue(locale).body,
      catalogueVersion: clientCatalogue(locale).version,
      origin,
      nonce: cspNonce(reply),
      api: async (target) => {
        const answer = await inject(target.pathname + target.search, cookie);
        return new Response(answer.statusCode === 204 ? null : answer.body, {
          status: answer.statusCode,
          headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
        });
      },
      heads: heads(locale),
    });
    page.headers.forEach((value, name) => void reply.header(name, value));
    // A page differs by visitor and language, unless it says otherwise (the offline page names no one).
    if (!page.headers.has('vary')) reply.header('vary', 'Cookie, Accept-Language');
    return (
      reply
        .code(page.status)
        .header('cache-control', user ? 'private, no-cache' : 'no-cache')
        // Sent as the framework writes it: no copy of the whole page, and no ETag (@fastify/etag hashes only
        // whole bodies) for an answer whose nonce makes every copy new.
        .send(page.body ? Readable.fromWeb(page.body) : null)
    );
  };
}
