// What the server hands the web app with each page request (docs/decisions/062): who is asking, in which
// language, and the server's own services the page's loaders and head need. apps/server fills it in
// (modules/pages), apps/web reads it (app/page-context.ts).
import type { Locale } from '../i18n/locales';
import type { Run } from '../runs/run.schemas';
import type { PublicUser, User } from '../users/user.schemas';

/** A share card (modules/share-cards) as previews read it. */
export interface ShareImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** The parts of a page's head that depend on its data; the rest (title, canonical, languages) the page knows. */
export interface HeadParts {
  /** The page's own title, without ' | RunTogether'; undefined for the site's title. */
  title?: string;
  description?: string;
  image?: ShareImage | null;
  type?: 'website' | 'profile';
  jsonLd?: object | null;
  noindex?: boolean;
  /** The query of the page's canonical address (its loader's: apps/web/src/app/canonical-address.ts); else the asked one. */
  search?: string;
}

export interface PageContext {
  /** The signed-in visitor, or null. */
  user: User | null;
  /** The page's language: ?lang=, the account's, the rt_lang cookie's, Accept-Language's, English. */
  locale: Locale;
  /**
   * The browser's catalogue in that language, as GET /api/i18n/:locale answers it (`{ locale, messages }` as
   * JSON): handed over as one string, it costs the page its own size and no more.
   */
  catalogue: string;
  /** The version in that catalogue's immutable address (GET /api/i18n/:locale?v=). */
  catalogueVersion: string;
  /** The site's public origin (https://runtogether.example): canonical addresses and absolute links. */
  origin: string;
  /** A GET to the API, answered in-process with the visitor's cookie. */
  api: (url: URL, init: RequestInit) => Promise<Response>;
  /** The nonce of this answer's Content-Security-Policy, for the framework's inline scripts. */
  nonce: string;
  /** Head parts that need the server's words and share cards. */
  heads: {
    site(): Promise<HeadParts>;
    run(run: Run, participants: boolean, pageUrl: string): Promise<HeadParts>;
    business(business: PublicUser, pageUrl: string): Promise<HeadParts>;
  };
}
