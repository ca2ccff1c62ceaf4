// The words a page's document carries (docs/decisions/064): the keys its routes' code can show, from the build's
// page-words.json (scripts/page-words.mjs), picked from the language's catalogue. The browser loads the whole
// catalogue once the page is up, from its immutable address, for the screens a navigation leads to.
import type { CompiledCatalogue } from '@runtogether/shared/i18n/translator';
import type { PageContext } from '@runtogether/shared/pages/page-context';
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
