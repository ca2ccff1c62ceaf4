import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import type { TeamNavComponent } from '@/components/layout/navbar';
import { RootLayout } from '@/components/layout/root-layout';
import { LocationProbe } from './render';

/** A route for React Router's `createRoutesStub` (its testing utility). */
type StubRoute = Parameters<typeof createRoutesStub>[0][number];

/** What the stub mounts of a route module: a page's `Component`, else its default export (layouts, guards). */
export interface RouteModule {
  Component?: ComponentType;
  default?: ComponentType;
}

/**
 * Route modules by their file relative to the app directory (`./app/routes/landing.tsx`), as
 * `import.meta.glob([...], { base: '/src' })` gives them. A test in app/ globs them: this stays below the app layer.
 */
type RouteModules = Record<string, () => Promise<RouteModule>>;

/**
 * The app's route config (src/routes.ts) as `createRoutesStub` routes: each entry at its path, with the id the
 * framework gives it (its file, without the extension), mounting its module's page. The pages are drawn as the
 * browser draws them after a client navigation: no server loaders (they read the server's page context), each
 * page asking the API for itself.
 */
async function stubRouteConfig(config: RouteConfigEntry[], modules: RouteModules): Promise<StubRoute[]> {
  return Promise.all(
    config.map(async (entry): Promise<StubRoute> => {
      const load = modules[`./${entry.file}`];
      if (!load) throw new Error(`src/routes.ts names ${entry.file}, which the test's modules do not hold`);
      const module = await load();
      const Component = module.Component ?? module.default;
      if (!Component) throw new Error(`${entry.file} exports no page (Component or default)`);
      const id = entry.id ?? entry.file.replace(/\.tsx?$/, '');
      if (entry.index) return { id, index: true, Component };
      const children = entry.children && (await stubRouteConfig(entry.children, modules));
      return { id, path: entry.path, Component, children };
    }),
  );
}

/**
 * The whole app's routing for a test: the shell (navbar, main, footer) as the root route, the route config's
 * pages inside it, and a `LocationProbe` beside the shell. Render it inside the providers the test wants
 * (query client, session): `<App initialEntries={['/login']} />`. Every module is imported here, so a slow
 * first transform is paid in the test's `beforeAll`, not inside a test's wait for a page.
 */
export async function createAppStub(
  config: RouteConfigEntry[],
  modules: RouteModules,
  { teamNav }: { teamNav?: TeamNavComponent } = {},
) {
  const pages = await stubRouteConfig(config, modules);
  function Shell() {
    return (
      <>
        <RootLayout teamNav={teamNav} />
        <LocationProbe />
      </>
    );
  }
  return createRoutesStub([{ id: 'root', Component: Shell, children: pages }]);
}
