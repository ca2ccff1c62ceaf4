import { describe, expect, it } from 'vitest';
import type { CatalogueAnswer } from '@/lib/i18n';
import { knowPageWords, pageCatalogue, pageCatalogueFor } from './page-words';

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

describe("the root loader's words for a page", () => {
  const routes = [
    {
      id: 'root',
      path: '',
      children: [
        { id: 'app/routes/runs/run', path: 'runs/:id' },
        { id: 'app/routes/business/home', path: 'business/home' },
        { id: 'app/routes/offline', path: 'offline' },
      ],
    },
  ];
  knowPageWords(routes, { ...byRoute, 'app/routes/offline': [] });
  const wordsOf = (catalogue: string) => Object.keys((JSON.parse(catalogue) as CatalogueAnswer).messages);

  it("are the matched routes' words, the same for every address of one page", () => {
    expect(wordsOf(pageCatalogueFor(page, '/runs/:id', '/runs/7'))).toEqual([
      'core.nav.login',
      'runs.detail.register',
    ]);
    expect(pageCatalogueFor(page, '/runs/:id', '/runs/8')).toBe(
      pageCatalogueFor(page, '/runs/:id', '/runs/7'),
    );
    expect(wordsOf(pageCatalogueFor(page, '/business/home', '/business/home'))).toEqual([
      'core.nav.login',
      'host.dashboard.title',
    ]);
  });

  it('are every word on the offline page, which stands in for any page', () => {
    expect(pageCatalogueFor(page, '/offline', '/offline')).toBe(page.catalogue);
  });

  it('are in each language its own', () => {
    const english = {
      ...page,
      locale: 'en' as const,
      catalogue: JSON.stringify({ locale: 'en', messages: { 'core.nav.login': ['Log In'] } }),
    };
    const answer = JSON.parse(pageCatalogueFor(english, '/runs/:id', '/runs/7')) as CatalogueAnswer;
    expect(answer).toMatchObject({ locale: 'en', messages: { 'core.nav.login': ['Log In'] } });
  });
});
