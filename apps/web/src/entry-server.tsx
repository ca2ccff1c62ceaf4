// The server's way into the app (decision 030): renders a public page to HTML with the same components the
// browser hydrates, after running the page's own queries against the API in-process. Built by
// `vite build --ssr` into dist-server/, loaded by apps/server/src/modules/pages.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { I18n } from '@lingui/core';
import { CATALOGUES } from '@runtogether/shared/i18n/catalogue';
import { compileCatalogue } from '@runtogether/shared/i18n/compile';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@runtogether/shared/i18n/locales';
import { createI18n } from '@runtogether/shared/i18n/translator';
import type { User } from '@runtogether/shared/users/user.schemas';
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import { loadShell, serverRenderedPages } from '@/app/page-loaders';
import { paths } from '@/config/paths';
import { setApiTransport } from '@/lib/api-client';
import { setI18nSource } from '@/lib/i18n';
import { setServerOrigin } from '@/lib/page-origin';
import { queryConfig } from '@/lib/query-client';
import { RequestQueryClientContext } from '@/lib/query-layer';
import { ServerRenderContext, type ServerRenderRecord } from '@/lib/server-render';
import { serializeError, type ServerState } from '@/lib/server-state';
import { createSessionStore } from '@/lib/session-store';

/** How the page's API requests reach the API: the server answers them in-process, with the visitor's cookie. */
export type Transport = (url: URL, init: RequestInit) => Promise<Response>;

const requestTransport = new AsyncLocalStorage<Transport>();
setApiTransport((url, init) => {
  const transport = requestTransport.getStore();
  if (!transport) throw new Error('An API request outside a page render');
  return transport(url, init);
});

// Each request renders in its own language (decision 038): the page's `t` reads the request's instance.
const requestI18n = new AsyncLocalStorage<I18n>();
const instances = Object.fromEntries(
  LOCALES.map((locale) => {
    const fallback = compileCatalogue(CATALOGUES[DEFAULT_LOCALE]);
    return [locale, createI18n(locale, compileCatalogue(CATALOGUES[locale]), fallback)];
  }),
) as Record<Locale, I18n>;
setI18nSource(() => requestI18n.getStore() ?? null);

/**
 * 'server' for a public page and for a path no route knows (its 404 page); 'client' for the signed-in areas,
 * which the browser draws from the plain shell as before.
 */
export function pageKind(pathname: string): 'server' | 'client' {
  if (serverRenderedPages.some((page) => matchPath(page.path, pathname))) return 'server';
  return Object.values(paths).some((entry) => matchPath(entry.path, pathname)) ? 'client' : 'server';
}

export interface RenderedPage {
  html: string;
  /** Parts that failed on the server and fall back to the browser: a bug to fix, reported by the server. */
  errors: string[];
  status: number;
  /** The page's title without the site's suffix; undefined for the app's own title. */
  title: string | undefined;
  state: ServerState;
  /** Queries the page asked for that its loader had not fetched (page-loaders.ts): each cost another pass. */
  missed: string[];
}

/** Passes at most: one, and a few more for queries a loader missed (a bug the server reports). */
const MAX_PASSES = 4;

export interface RenderOptions {
  url: string;
  user: User | null;
  transport: Transport;
  /** The site's public origin, for the absolute links a page shows (calendar entries, shares). */
  origin: string;
  /** The language the page is drawn in (the server chose it: account, cookie, Accept-Language). */
  locale: Locale;
}

export async function renderPage(options: RenderOptions): Promise<RenderedPage> {
  return requestI18n.run(instances[options.locale], () => render(options));
}

async function render({ url, user, transport, origin }: RenderOptions): Promise<RenderedPage> {
  setServerOrigin(origin);
  return requestTransport.run(transport, async () => {
    // Retries belong to the browser: a failed answer is rendered as it is (a 404 is the page's answer).
    const queryClient = new QueryClient({
      defaultOptions: { queries: { ...queryConfig.queries, retry: false, retryOnMount: false } },
    });
    const record: ServerRenderRecord = { status: 200 };
    const session = createSessionStore(user);
    const page = (
      <StrictMode>
        <ServerRenderContext value={record}>
          <RequestQueryClientContext value={queryClient}>
            <AppProvider session={session} hydrating>
              <StaticRouter location={url}>
                <AppRoutes />
              </StaticRouter>
            </AppProvider>
          </RequestQueryClientContext>
        </ServerRenderContext>
      </StrictMode>
    );

    // Each query keeps a timer for its gcTime (30 minutes, the browser's setting), and the timer keeps the whole
    // client, the page's answers and its HTML alive that long: TanStack Query's server-rendering guide clears the
    // request's client once its state is taken (docs/decisions/059).
    try {
      await load(url, queryClient, user);
      return await drawWithData(page, queryClient, record, user);
    } finally {
      queryClient.clear();
    }
  });
}

/** Fetches what the page and its shell need (app/page-loaders.ts) before it is drawn. */
async function load(path: string, queryClient: QueryClient, user: User | null) {
  const url = new URL(path, 'http://page');
  const found = serverRenderedPages
    .map((page) => ({ page, match: matchPath(page.path, url.pathname) }))
    .find(({ match }) => match !== null);
  const args = { params: found?.match?.params ?? {}, url, queryClient, user };
  await Promise.all([loadShell(args), found?.page.load(args)]);
}

/**
 * Draws the page once, with its loader's answers. A query the loader missed is fetched and the page drawn again,
 * so it is still right, and named in `missed` for the server to report.
 */
async function drawWithData(
  page: ReactNode,
  queryClient: QueryClient,
  record: ServerRenderRecord,
  user: User | null,
): Promise<RenderedPage> {
  let html = '';
  let errors: string[] = [];
  const missed: string[] = [];
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    record.status = 200;
    record.title = undefined;
    ({ html, errors } = await renderToHtml(page));
    // Drawing registers every query the page asked for; one still unanswered was missed by the loader.
    const waiting = queryClient.getQueryCache().getAll().filter(isWaiting);
    if (waiting.length === 0) break;
    missed.push(...waiting.map((query) => JSON.stringify(query.queryKey)));
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  }

  const dehydrated = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status !== 'pending',
  });
  for (const query of dehydrated.queries) {
    if (query.state.error) {
      query.state.error = serializeError(query.state.error) as unknown as Error;
      query.state.fetchFailureReason = query.state.error;
    }
  }
  return {
    html,
    errors,
    status: record.status,
    title: record.title,
    state: { user, queries: dehydrated },
    missed,
  };
}

/** A query the page wants (enabled) that has neither data nor an error yet. */
function isWaiting(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const options = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  const enabled = typeof options.enabled === 'function' ? options.enabled(query) : options.enabled;
  return enabled !== false && typeof query.options.queryFn === 'function';
}

/** The whole page, every lazy part loaded: crawlers and link previews read it without running scripts. */
async function renderToHtml(element: ReactNode): Promise<{ html: string; errors: string[] }> {
  const errors: string[] = [];
  const { prelude } = await prerenderToNodeStream(element, {
    signal: AbortSignal.timeout(10_000),
    // Inline every boundary, however large: outlined ones need an inline script to move them into place, which
    // our CSP forbids and crawlers do not run.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      errors.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return { html: Buffer.concat(chunks).toString('utf8'), errors };
}
