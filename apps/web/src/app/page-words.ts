// The words a page's document carries (docs/decisions/064): the keys its routes' code can show, from the build's
// page-words.json (scripts/page-words.mjs), picked from the language's catalogue. The browser loads the whole
// catalogue once the page is up, from its immutable address, for the screens a navigation leads to.
import type { CompiledCatalogue } from '@runtogether/shared/i18n/translator';
import type { PageContext } from '@runtogether/shared/pages/page-context';
import { matchRoutes, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import type { CatalogueAnswer } from '@/lib/i18n';

/** Each route's keys, by React Router's route id ('root', 'app/routes/runs/run'). */
export type WordsByRoute = Record<string, string[]>;

/** The immutable address of a language's whole catalogue (GET /api/i18n/:locale?v=). */
const wholeCatalogueUrl = (page: Pick<PageContext, 'locale' | 'catalogueVersion'>) =>
  `/api/i18n/${page.locale}?v=${page.catalogueVersion}`;

/**
 * The catalogue for a page whose matched routes are `routeIds` (the root first), as JSON. Without the build's
 * words (`npm run dev`), or for no route or one the build does not know, the page gets every word.
 */
export function pageCatalogue(
  page: Pick<PageContext, 'locale' | 'catalogue' | 'catalogueVersion'>,
  routeIds: string[],
  byRoute: WordsByRoute | null,
): string {
  if (!byRoute || routeIds.length === 0 || routeIds.some((id) => !byRoute[id])) return page.catalogue;
  const { messages } = JSON.parse(page.catalogue) as CatalogueAnswer;
  const picked: CompiledCatalogue = {};
  for (const id of routeIds) {
    for (const key of byRoute[id]!) if (Object.hasOwn(messages, key)) picked[key] = messages[key];
  }
  const answer: CatalogueAnswer = { locale: page.locale, messages: picked, whole: wholeCatalogueUrl(page) };
  return JSON.stringify(answer);
}

type PageWordsSource = Pick<PageContext, 'locale' | 'catalogue' | 'catalogueVersion'>;

/** The server build's routes and their words (server.ts, at start); none in the browser, where nothing asks. */
let known: { routes: RouteObject[]; byRoute: WordsByRoute | null } = { routes: [], byRoute: null };
export function knowPageWords(routes: RouteObject[], byRoute: WordsByRoute | null) {
  known = { routes, byRoute };
}

// At most one per language and page: `pattern` is the framework's route pattern of the request ('/runs/:id'), the
// same for every address of one page, so its routes are matched once, for the first address that has it.
const byPattern = new Map<string, string>();

/** The catalogue the root loader hands a page whose address is `pathname`, matched as `pattern`. */
export function pageCatalogueFor(page: PageWordsSource, pattern: string, pathname: string): string {
  // The offline page stands in for any page the device kept (decision 037): it needs every word.
  if (pathname === paths.offline.path) return page.catalogue;
  const key = `${page.locale} ${pattern}`;
  let catalogue = byPattern.get(key);
  if (catalogue === undefined) {
    const routeIds = (matchRoutes(known.routes, pathname) ?? []).map((match) => match.route.id!);
    byPattern.set(key, (catalogue = pageCatalogue(page, routeIds, known.byRoute)));
  }
  return catalogue;
}
