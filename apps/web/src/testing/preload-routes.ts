/**
 * Imports every lazy route module ahead of a test, so a slow first transform (on a busy machine) is paid in
 * `beforeAll`, not inside a test's wait for the page.
 */
export async function preloadRoutes(modules: Record<string, () => Promise<unknown>>): Promise<void> {
  await Promise.all([...Object.values(modules).map((load) => load()), import('@/lib/query-layer')]);
}
