// Pure helpers of the bundle budget check: what JavaScript a page needs before it can render, from Vite's manifest.
import { gzipSync } from 'node:zlib';

export const KB = 1024;
/**
 * The goals are 90 KB for the landing page and 150 KB for any other page (entry + route module + their static
 * imports). The budgets are a ratchet, so nothing grows while the pages are brought down (decision 014 lists
 * what that needs). Every budget moved once, by 2.5 KB: the i18n runtime every page needs to draw its words
 * (Lingui, 2.0 KB) and the language switch in the footer (decision 038). Then down, as the ratchet
 * turns: 1 KB for the landing, 0.5 KB for the others, when the preload helper left (1.6–2 KB of every page).
 * Up again by 1 KB when every validation message became a sentence with its field and limit, and zones got
 * their cities: the English catalogue that every page starts with grew by those words (decision 014).
 */
export const LANDING_BUDGET = 98.5 * KB;
export const ROUTE_BUDGET = 153 * KB;
// The two run forms carry zod and react-hook-form on top of the shell; they are held where they stand. Log-in and
// the business profile open on Radix Tabs (7.9 KB), which replaced a hand-written copy (decision 014). The run
// forms and Profile Settings also carry the pin a host drops by hand, the character counters and the e-mail
// change's password field (decisions 047 and 048). Then the club features' words (pace groups, a whole series,
// the honest waitlist, a host's team, questions and walk-ups) in the catalogue, and the run forms' questions
// editor and "Ask to confirm" (decisions 014, 052–055). Creating a run also works out whom it is created for,
// the business or the one a manager acts for (the team's memberships; decision 057): half a kilobyte more.
export const ROUTE_ALLOWANCES = {
  'src/app/routes/business/create-run.tsx': 165.5 * KB,
  'src/app/routes/business/edit-run.tsx': 165 * KB,
  'src/app/routes/auth/login.tsx': 161.5 * KB,
  'src/app/routes/business/profile.tsx': 161.5 * KB,
  'src/app/routes/profile.tsx': 158.5 * KB,
  // My Runs shows run cards with their pace groups, "Every Tuesday — you're in" and the runner's answers.
  'src/app/routes/runner/my-runs.tsx': 157 * KB,
};

export const ENTRY_KEY = 'index.html';
/** The app the entry starts once the server's page is painted (main.tsx): loaded before any page can work. */
export const BOOT_KEY = 'src/boot.tsx';
export const LANDING_KEY = 'src/app/routes/landing.tsx';
const ROUTE_PREFIX = 'src/app/routes/';

/** Manifest keys of `keys` and of every chunk they import statically (dynamic imports load later). */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/**
 * The JavaScript files a page loads before it renders (or, server-rendered, before it works): its route's
 * closure joined with the entry's and the app's.
 */
export function pageFiles(manifest, routeKey) {
  const keys = staticClosure(manifest, [ENTRY_KEY, BOOT_KEY, routeKey]);
  return [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

/** Every lazily loaded route module the app knows, landing first. */
export function routeKeys(manifest) {
  const dynamic = manifest[BOOT_KEY]?.dynamicImports ?? [];
  const routes = dynamic.filter((key) => key.startsWith(ROUTE_PREFIX));
  return [LANDING_KEY, ...routes.filter((key) => key !== LANDING_KEY).sort()];
}

/** The pages the server draws for anyone (decision 030): they start without zod (decision 043). */
export const PUBLIC_ROUTES = [
  LANDING_KEY,
  'src/app/routes/runs/runs.tsx',
  'src/app/routes/runs/run.tsx',
  'src/app/routes/business/public-profile.tsx',
  'src/app/routes/info/about.tsx',
  'src/app/routes/info/contact.tsx',
  'src/app/routes/info/privacy.tsx',
  'src/app/routes/info/terms.tsx',
  'src/app/routes/not-found.tsx',
];

/**
 * The public routes whose first load carries the zod chunk: a fetcher they use imports its schema instead of
 * taking a lazy parser (the rule in decision 043).
 */
export function publicRoutesLoadingZod(manifest, routes = PUBLIC_ROUTES) {
  const zod = Object.values(manifest).find((chunk) => chunk.name === 'zod')?.file;
  if (!zod) throw new Error('manifest has no chunk named zod');
  return routes.filter((route) => pageFiles(manifest, route).includes(zod));
}

export const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;

/**
 * One row per route: its files with their gzip bytes, their total, its budget and whether it fits.
 * `readFile(file)` returns a built file's bytes.
 */
export function measureRoutes(manifest, readFile) {
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSize(readFile(file)));
    return sizes.get(file);
  };
  return routeKeys(manifest).map((route) => {
    const files = pageFiles(manifest, route).map((file) => ({ file, gzip: sizeOf(file) }));
    const gzip = files.reduce((sum, file) => sum + file.gzip, 0);
    const budget = route === LANDING_KEY ? LANDING_BUDGET : (ROUTE_ALLOWANCES[route] ?? ROUTE_BUDGET);
    return { route, files, gzip, budget, ok: gzip <= budget };
  });
}

export function formatTable(rows) {
  const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
  const width = Math.max(...rows.map((row) => row.route.length));
  const lines = rows.map(
    (row) =>
      `${row.route.padEnd(width)}  ${kb(row.gzip).padStart(9)}  / ${kb(row.budget).padStart(9)}  ${row.ok ? 'ok' : 'OVER BUDGET'}`,
  );
  return [
    `${'route (JS before first render, gzip)'.padEnd(width)}  ${'size'.padStart(9)}    budget`,
    ...lines,
  ].join('\n');
}
