// The server build's entry (vite.config.ts): the Fastify server (apps/server/src/modules/pages) hands each page
// request here, with what it knows of the visitor (docs/decisions/062). The framework does the rest: it runs the
// matched routes' loaders, draws the page (entry.server.tsx) or answers a navigation's data request.
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import type { I18n } from '@lingui/core';
import type { Locale } from '@runtogether/shared/i18n/locales';
import type { PageContext } from '@runtogether/shared/pages/page-context';
import { createI18n, type CompiledCatalogue } from '@runtogether/shared/i18n/translator';
import { createRequestHandler, RouterContextProvider, type RouteObject } from 'react-router';
import * as build from 'virtual:react-router/server-build';
import { pageContext } from '@/app/page-context';
import { knowPageWords, type WordsByRoute } from '@/app/page-words';
import { setApiTransport } from '@/lib/api-client';
import { setI18nSource } from '@/lib/i18n';
import { setServerOrigin } from '@/lib/page-origin';

type Transport = PageContext['api'];

// The pages' queries are the browser's own (their `queryOptions`): here their requests reach the API in-process,
// as the visitor, and each request's page is drawn in its own language (decision 038).
const requestTransport = new AsyncLocalStorage<Transport>();
setApiTransport((url, init) => {
  const transport = requestTransport.getStore();
  if (!transport) throw new Error('An API request outside a page request');
  return transport(url, init);
});
const requestI18n = new AsyncLocalStorage<I18n>();
setI18nSource(() => requestI18n.getStore() ?? null);

// One instance per language, made from the catalogue the browser gets (the server's, fallback included).
const instances = new Map<Locale, I18n>();
function i18nFor({ locale, catalogue }: PageContext): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    const { messages } = JSON.parse(catalogue) as { messages: CompiledCatalogue };
    instances.set(locale, (i18n = createI18n(locale, messages)));
  }
  return i18n;
}

// Each page's document carries its own routes' words (decision 064), as the build listed them beside this file;
// `npm run dev` has no such list and hands every page every word. The root loader picks them (app/page-words.ts).
const wordsFile = new URL('./page-words.json', import.meta.url);
const wordsByRoute = existsSync(wordsFile)
  ? (JSON.parse(readFileSync(wordsFile, 'utf8')) as WordsByRoute)
  : null;
const routeTree = (parentId?: string): RouteObject[] =>
  Object.values(build.routes)
    .filter((route) => route?.parentId === parentId)
    .map((route) => ({ ...route!, children: routeTree(route!.id) }) as RouteObject);
knowPageWords(routeTree(), wordsByRoute);

const handle = createRequestHandler(build, 'production');

export async function handlePageRequest(request: Request, page: PageContext): Promise<Response> {
  setServerOrigin(page.origin);
  const context = new RouterContextProvider();
  context.set(pageContext, page);
  return requestTransport.run(page.api, () => requestI18n.run(i18nFor(page), () => handle(request, context)));
}
