import { describe, expect, it } from 'vitest';
import type { CatalogueAnswer } from '@/lib/i18n';
import { pageCatalogue } from './page-words';

const page = {
  locale: 'es' as const,
  catalogueVersion: 'abc123',
  catalogue: JSON.stringify({
    locale: 'es',
    messages: {
      'core.nav.login': ['Entrar'],
      'runs.detail.register': ['Apuntarme'],
      'host.dashboard.title': ['Panel'],
    },
  }),
};
const byRoute = {
  root: ['core.nav.login'],
  'app/routes/runs/run': ['runs.detail.register', 'runs.detail.gone'],
  'app/routes/business/home': ['host.dashboard.title'],
};

describe("a page's words", () => {
  it("are its routes' keys from the catalogue, with the address of the whole one", () => {
    const catalogue = JSON.parse(
      pageCatalogue(page, ['root', 'app/routes/runs/run'], byRoute),
    ) as CatalogueAnswer;
    expect(catalogue).toEqual({
      locale: 'es',
      // A key the catalogue lacks is left out.
      messages: { 'core.nav.login': ['Entrar'], 'runs.detail.register': ['Apuntarme'] },
      whole: '/api/i18n/es?v=abc123',
    });
  });

  it("are every word without the build's list, for no route, or for a route the list does not know", () => {
    expect(pageCatalogue(page, ['root', 'app/routes/runs/run'], null)).toBe(page.catalogue);
    expect(pageCatalogue(page, [], byRoute)).toBe(page.catalogue);
    expect(pageCatalogue(page, ['root', 'app/routes/new-page'], byRoute)).toBe(page.catalogue);
  });
});
