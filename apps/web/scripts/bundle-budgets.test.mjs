import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  definesZod,
  formatTable,
  measureRoutes,
  pageFiles,
  pageRoutes,
  parseRouteManifest,
  publicRoutes,
  publicRoutesLoadingZod,
  routeChain,
} from './bundle-budgets.mjs';

// A route manifest in React Router's shape (`window.__reactRouterManifest`): the client entry, the root, the
// browser-only layout with a runner-only layout under it, and four pages. Each route lists its static imports
// (the framework's closure); what a module imports dynamically (the late `sonner.js`, the landing's zod) is in
// no list. The landing's route module is split: its client loader is a module of its own.
const route = (id, parentId, module, imports = [], extra = {}) => ({
  id,
  parentId,
  hasLoader: true,
  hasDefaultExport: true,
  module,
  imports,
  css: [],
  ...extra,
});
const manifest = {
  entry: {
    module: '/assets/entry.client.js',
    imports: ['/assets/react-dom.js', '/assets/jsx-runtime.js'],
    css: [],
  },
  routes: {
    root: route('root', undefined, '/assets/root.js', ['/assets/jsx-runtime.js', '/assets/shell.js'], {
      path: '',
      css: ['/assets/index.css'],
    }),
    'app/routes/landing': route(
      'app/routes/landing',
      'root',
      '/assets/landing-main.js',
      ['/assets/jsx-runtime.js', '/assets/card.js', '/assets/offline-loader.js'],
      { index: true, clientLoaderModule: '/assets/landing-client-loader.js' },
    ),
    'app/routes/runs/runs': route('app/routes/runs/runs', 'root', '/assets/runs.js', [
      '/assets/card.js',
      '/assets/zod.js',
    ]),
    'app/layouts/browser-only': route('app/layouts/browser-only', 'root', '/assets/browser-only.js', [], {
      hydrateFallbackModule: '/assets/browser-only-hydrate-fallback.js',
    }),
    'app/routes/auth/login': route('app/routes/auth/login', 'app/layouts/browser-only', '/assets/login.js', [
      '/assets/zod.js',
    ]),
    'app/layouts/runner-only': route(
      'app/layouts/runner-only',
      'app/layouts/browser-only',
      '/assets/runner-only.js',
      ['/assets/guard.js'],
    ),
    'app/routes/runner/my-runs': route(
      'app/routes/runner/my-runs',
      'app/layouts/runner-only',
      '/assets/my-runs.js',
      ['/assets/card.js'],
    ),
  },
  url: '/assets/manifest-1234.js',
  version: '1234',
};
// Zod defines its types with `$constructor("$ZodType", …)`; a resolver only asks whether a value has that trait.
const zodCode = 'const F=k(`$ZodType`,(e,t)=>{e._zod.def=t});export{F as t};';
const code = (file) => (file === 'assets/zod.js' ? zodCode : 'export const x=`$ZodType`;t.has(`$ZodType`);');

describe('bundle budgets', () => {
  it('reads the route manifest from its script, and nothing from another script', () => {
    expect(parseRouteManifest(`window.__reactRouterManifest=${JSON.stringify(manifest)};`)).toEqual(
      JSON.parse(JSON.stringify(manifest)),
    );
    expect(parseRouteManifest('import{a}from"./b.js";window.__reactRouterManifest={};')).toBeUndefined();
  });

  it('walks from the root through every layout to the page', () => {
    expect(routeChain(manifest, 'app/routes/runner/my-runs')).toEqual([
      'root',
      'app/layouts/browser-only',
      'app/layouts/runner-only',
      'app/routes/runner/my-runs',
    ]);
    expect(routeChain(manifest, 'app/routes/landing')).toEqual(['root', 'app/routes/landing']);
    expect(() => routeChain(manifest, 'app/routes/nowhere')).toThrow(/no route app\/routes\/nowhere/);
  });

  it('lists the pages, landing first, not the root or the layouts', () => {
    expect(pageRoutes(manifest)).toEqual([
      'app/routes/landing',
      'app/routes/auth/login',
      'app/routes/runner/my-runs',
      'app/routes/runs/runs',
    ]);
  });

  it("a page's files: the entry's, and each route's on its path with their imports, once each", () => {
    expect(pageFiles(manifest, 'app/routes/runner/my-runs').sort()).toEqual(
      [
        'assets/manifest-1234.js',
        'assets/entry.client.js',
        'assets/react-dom.js',
        'assets/jsx-runtime.js',
        'assets/root.js',
        'assets/shell.js',
        'assets/browser-only.js',
        'assets/browser-only-hydrate-fallback.js',
        'assets/runner-only.js',
        'assets/guard.js',
        'assets/my-runs.js',
        'assets/card.js',
      ].sort(),
    );
    // A split route's client loader and the route manifest (every page loads it) count; stylesheets and what is
    // imported dynamically do not.
    const landing = pageFiles(manifest, 'app/routes/landing');
    expect(landing).toContain('assets/landing-client-loader.js');
    expect(landing).toContain('assets/offline-loader.js');
    expect(landing.filter((file) => !file.endsWith('.js'))).toEqual([]);
    expect(landing).toContain('assets/manifest-1234.js');
    expect(landing).not.toContain('assets/zod.js');
    expect(new Set(landing).size).toBe(landing.length);
  });

  it('public pages are those outside the browser-only layout', () => {
    expect(publicRoutes(manifest)).toEqual(['app/routes/landing', 'app/routes/runs/runs']);
  });

  it('sums gzip and brotli sizes and flags a page over its brotli budget', () => {
    // Random bytes: neither gzip nor brotli can shrink them, so the sizes are known.
    const files = { 'assets/zod.js': randomBytes(200 * 1024) };
    const rows = measureRoutes(manifest, (file) => files[file] ?? new TextEncoder().encode('x'));
    const runs = rows.find((row) => row.route === 'app/routes/runs/runs');
    const landing = rows[0];
    expect(landing.route).toBe('app/routes/landing');
    expect(landing.ok).toBe(true);
    expect(landing.budget).toBe(120 * 1024);
    expect(runs.gzip).toBeGreaterThan(200 * 1024);
    expect(runs.brotli).toBeGreaterThan(200 * 1024);
    expect(runs.ok).toBe(false);
    expect(rows.find((row) => row.route === 'app/routes/auth/login').budget).toBe(179.5 * 1024);
    expect(formatTable(rows)).toMatch(/runs\/runs .*OVER BUDGET/);
    expect(formatTable(rows)).toMatch(/gzip 9 .*brotli 11/);
  });

  it('recognises the script that defines zod, not one that only mentions it', () => {
    expect(definesZod(zodCode)).toBe(true);
    expect(definesZod(code('assets/card.js'))).toBe(false);
  });

  it('names the public pages that load zod before they work', () => {
    // The landing loads zod only later (a dynamic import); Find Runs imports it. Log-in does too, but is not public.
    expect(publicRoutesLoadingZod(manifest, code)).toEqual(['app/routes/runs/runs']);
    // If no page seems to load zod, the check no longer recognises zod's code: an error, not a pass.
    expect(() => publicRoutesLoadingZod(manifest, () => '')).toThrow(
      /no page loads a script that defines zod/,
    );
  });
});
