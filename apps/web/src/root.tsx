// The document every page is drawn in (docs/decisions/062): its head (the framework's <Meta/> and <Links/>), the
// app's providers and shell around the matched page, and the framework's scripts.
import { use, useEffect, useState, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Scripts,
  useLoaderData,
  useRouteLoaderData,
  type DataStrategyResult,
  type LoaderFunctionArgs,
  type MetaFunction,
  type MiddlewareFunction,
} from 'react-router';
import { AppProvider } from '@/app/provider';
import { NonceContext, pageContext } from '@/app/page-context';
import { canonicalSearch } from '@/app/canonical-address';
import { shellQueries } from '@/app/page-loaders';
import { pageMeta } from '@/app/page-meta';
import { pageCatalogueFor } from '@/app/page-words';
import { TeamNavSlot } from '@/app/team-nav';
import { RouteError } from '@/components/errors/route-error';
import { paths } from '@/config/paths';
import { RootLayout } from '@/components/layout/root-layout';
import { ensureBrowserMessages } from '@/lib/i18n';
import { createSessionStore } from '@/lib/session-store';
import stylesheet from './index.css?url';

export const links = () => [
  // With a precedence React writes the stylesheet first in the head, ahead of the framework's module preloads:
  // the first paint waits on it alone, and it no longer queues behind the scripts (decision 062).
  { rel: 'stylesheet', href: stylesheet, precedence: 'default' },
  { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
];

/**
 * Who is asking, in which language, with that language's words: the page needs nothing more before it hydrates
 * (decision 038). The site's head parts (its share card) are every page's defaults.
 */
export async function loader({ context, url, pattern }: LoaderFunctionArgs) {
  const page = context.get(pageContext);
  const [queries, site] = await Promise.all([shellQueries(context, page.user), page.heads.site()]);
  // The offline page is kept by the service worker for anyone on the device: it names no one, and the app asks
  // for the session (answered from the worker's cache) as it starts.
  const offline = url.pathname === paths.offline.path;
  return {
    queries,
    user: offline ? undefined : page.user,
    locale: page.locale,
    catalogue: pageCatalogueFor(page, pattern, url.pathname),
    origin: page.origin,
    // A page without a loader of its own (/about, /terms…) is named by its path and language alone, as the
    // others are (app/canonical-address.ts): a shared link's tracking parameters stay out of its canonical.
    site: { ...site, search: canonicalSearch(url.search) },
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

// The session, the language and the words belong to the document: a navigation keeps them (a change of either
// reloads the page, lib/auth.tsx).
export const shouldRevalidate = () => false;

export const meta: MetaFunction = (args) => pageMeta(args, {});

// A page's document carries its own words; once it is up the rest load, and a navigation waits for them (decision
// 064). Never before it hydrates: the page has what it shows.
let pageIsUp = false;
const loadAllWords = () =>
  import('@/lib/all-words').then((words) => words.loadAllWords()).catch(() => undefined);

export const clientMiddleware: MiddlewareFunction<Record<string, DataStrategyResult>>[] = [
  async (_args, next) => {
    if (pageIsUp) await loadAllWords();
    return next();
  },
];

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootData>('root');
  const locale = data?.locale ?? 'en';
  ensureBrowserMessages(data?.catalogue);
  // The rest of the words, once the page is up: an error page's links lead on too (decision 064).
  useEffect(() => {
    pageIsUp = true;
    void loadAllWords();
  }, []);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#c2410c" />
        {/* The installable app's manifest in the page's language (scripts/localize-manifest.mjs). */}
        <link
          rel="manifest"
          href={locale === 'en' ? '/manifest.webmanifest' : `/manifest.${locale}.webmanifest`}
        />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts nonce={use(NonceContext)} />
      </body>
    </html>
  );
}

export default function App() {
  const { user } = useLoaderData<RootData>();
  const [session] = useState(() => createSessionStore(user));
  return (
    <AppProvider session={session} hydrating>
      <RootLayout teamNav={TeamNavSlot} />
    </AppProvider>
  );
}

/** What a loader or the shell threw: the page offers a reload. */
export function ErrorBoundary() {
  return <RouteError />;
}
