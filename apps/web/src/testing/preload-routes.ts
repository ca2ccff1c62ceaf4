import type { RouteObject } from 'react-router';

/**
 * Imports every lazy route module ahead of a test, so a slow first transform (on a busy machine) is paid in
 * `beforeAll`, not inside a test's wait for the page.
 */
export async function preloadRoutes(routes: RouteObject[]): Promise<void> {
  const loads: Promise<unknown>[] = [];
  const visit = (list: RouteObject[]) => {
    for (const route of list) {
      if (typeof route.lazy === 'function') loads.push(route.lazy());
      if (route.children) visit(route.children);
    }
  };
  visit(routes);
  await Promise.all(loads);
}
