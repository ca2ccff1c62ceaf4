// Pure helpers of the bundle budget check: what JavaScript a page loads before it works, from React Router's
// route manifest (the framework's own list of what it modulepreloads for a page; docs/decisions/062).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const KB = 1024;
/**
 * What a page loads before it works, counted as the browser receives it: brotli (quality 11), as every script is
 * precompressed and sent (scripts/precompress-assets.mjs); decision 014 counted gzip until the framework move.
 * The budgets are a ratchet, re-based once at the move onto React Router's framework mode (decision 062): its
 * runtime costs every page about 31 KB more than the declarative router did, and the route manifest 4.6 KB, which
 * every page needs so a page drawn offline finds its route. The query library now counts where it loads before a
 * page works. The landing's cap is the move's 120 KB (decision 062 says what is in it).
 */
export const LANDING_BUDGET = 120 * KB;
export const ROUTE_BUDGET = 166 * KB;
// Pages with forms on top of the shell (zod, react-hook-form, Radix Tabs, the pin, the questions editor; decisions
// 014, 047, 048, 052–057), held where they stood at the move.
// Keyed by route id: the route module's path under src/, without its extension (as React Router names routes).
export const ROUTE_ALLOWANCES = {
  'app/routes/business/create-run': 185.5 * KB,
  'app/routes/business/edit-run': 184.5 * KB,
  'app/routes/business/profile': 182 * KB,
  'app/routes/auth/login': 179.5 * KB,
  'app/routes/profile': 179.5 * KB,
  // My Runs shows run cards with their pace groups, "Every Tuesday — you're in" and the runner's answers.
  'app/routes/runner/my-runs': 179 * KB,
  // Its run cards say guests apart and a grouped run's pace range (decision 014, 2026-12-06).
  'app/routes/runner/user-home': 171 * KB,
};

export const ROOT_ID = 'root';
export const LANDING_ID = 'app/routes/landing';
/** The layout of the pages drawn in the browser (src/routes.ts): every page outside it is public. */
export const BROWSER_ONLY_LAYOUT = 'app/layouts/browser-only';

/**
 * The route manifest in a built script (`dist/client/assets/manifest-<hash>.js`, `window.__reactRouterManifest =
 * {...}`), or undefined when `code` is some other script. Every page loads it (route discovery `initial`,
 * react-router.config.ts).
 */
export function parseRouteManifest(code) {
  const match = /^window\.__reactRouterManifest\s*=\s*([\s\S]*?);?\s*$/.exec(code);
  return match ? JSON.parse(match[1]) : undefined;
}

const routeOf = (manifest, id) => {
  const route = manifest.routes[id];
  if (!route) throw new Error(`route manifest has no route ${id}`);
  return route;
};

/** The route ids from the root down to `id`: the root, its layouts in order, the page. */
export function routeChain(manifest, id) {
  const chain = [];
  for (let route = routeOf(manifest, id); ; route = routeOf(manifest, route.parentId)) {
    if (chain.includes(route.id)) throw new Error(`route ${route.id} is its own ancestor`);
    chain.unshift(route.id);
    if (route.parentId === undefined) return chain;
  }
}

/** Every page: a route no other route sits under (layouts and the root are not pages), the landing first. */
export function pageRoutes(manifest) {
  const parents = new Set(Object.values(manifest.routes).map((route) => route.parentId));
  const pages = Object.keys(manifest.routes)
    .filter((id) => !parents.has(id))
    .sort();
  if (!pages.includes(LANDING_ID)) throw new Error(`route manifest has no route ${LANDING_ID}`);
  return [LANDING_ID, ...pages.filter((id) => id !== LANDING_ID)];
}

const asFile = (url) => url.replace(/^\//, '');

/**
 * The JavaScript files (under dist/client) a page loads before it works: what React Router's `<Scripts>`
 * modulepreloads and imports for it (the route manifest, the client entry, then for the root, each layout and the page: its module,
 * its split client modules and their static imports). Dynamic imports are not in the manifest's lists.
 */
export function pageFiles(manifest, id) {
  const urls = [manifest.url, manifest.entry.module, ...manifest.entry.imports].filter(Boolean);
  for (const routeId of routeChain(manifest, id)) {
    const route = manifest.routes[routeId];
    urls.push(
      route.module,
      ...[
        route.clientActionModule,
        route.clientLoaderModule,
        route.clientMiddlewareModule,
        route.hydrateFallbackModule,
      ].filter(Boolean),
      ...(route.imports ?? []),
    );
  }
  return [...new Set(urls)].filter((url) => url.endsWith('.js')).map(asFile);
}

/** The pages the server draws for anyone (decision 030): every page outside the browser-only layout. */
export function publicRoutes(manifest) {
  routeOf(manifest, BROWSER_ONLY_LAYOUT);
  return pageRoutes(manifest).filter((id) => !routeChain(manifest, id).includes(BROWSER_ONLY_LAYOUT));
}

/** Whether a built script is (or holds) zod: it defines zod's base type, `$constructor("$ZodType", …)`. */
export const definesZod = (code) => /["'`]\$ZodType["'`]\s*,/.test(code);

/**
 * The public routes whose first load carries zod: a fetcher they use imports its schema instead of taking a
 * lazy parser (the rule in decision 043). `readCode(file)` returns a built file's text.
 */
export function publicRoutesLoadingZod(manifest, readCode, routes = publicRoutes(manifest)) {
  const zod = new Map();
  const isZod = (file) => {
    if (!zod.has(file)) zod.set(file, definesZod(readCode(file)));
    return zod.get(file);
  };
  // Some page loads zod (the forms do): if none seems to, the test for it no longer recognises zod's code.
  if (!pageRoutes(manifest).some((id) => pageFiles(manifest, id).some(isZod)))
    throw new Error('no page loads a script that defines zod: has zod changed its code?');
  return routes.filter((id) => pageFiles(manifest, id).some(isZod));
}

export const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;
export const brotliSize = (bytes) =>
  brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  }).length;

export const budgetOf = (id) => (id === LANDING_ID ? LANDING_BUDGET : (ROUTE_ALLOWANCES[id] ?? ROUTE_BUDGET));

/**
 * One row per page: its files with their gzip (level 9) and brotli (quality 11) bytes, their totals, its budget
 * (counted against brotli) and whether it fits. `readFile(file)` returns a built file's bytes.
 */
export function measureRoutes(manifest, readFile) {
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) {
      const bytes = readFile(file);
      sizes.set(file, { gzip: gzipSize(bytes), brotli: brotliSize(bytes) });
    }
    return sizes.get(file);
  };
  return pageRoutes(manifest).map((route) => {
    const files = pageFiles(manifest, route).map((file) => ({ file, ...sizeOf(file) }));
    const gzip = files.reduce((sum, file) => sum + file.gzip, 0);
    const brotli = files.reduce((sum, file) => sum + file.brotli, 0);
    const budget = budgetOf(route);
    return { route, files, gzip, brotli, budget, ok: brotli <= budget };
  });
}

export function formatTable(rows) {
  const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
  const title = 'page (JS before it works)';
  const width = Math.max(title.length, ...rows.map((row) => row.route.length));
  const lines = rows.map(
    (row) =>
      `${row.route.padEnd(width)}  ${kb(row.gzip).padStart(9)}  ${kb(row.brotli).padStart(9)}  ${kb(row.budget).padStart(9)}  ${row.ok ? 'ok' : 'OVER BUDGET'}`,
  );
  return [
    `${title.padEnd(width)}  ${'gzip 9'.padStart(9)}  ${'brotli 11'.padStart(9)}  ${'budget'.padStart(9)} (brotli)`,
    ...lines,
  ].join('\n');
}
