// `npm test` (web): fails when a page's JavaScript grows over its budget. Builds first when the build is stale.
// Prints, per page, the JavaScript it loads before it works, in brotli 11 (what the server sends and the budgets
// count: scripts/precompress-assets.mjs, decision 014) and gzip 9 (for browsers without brotli).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildIfStale, root } from '../../../scripts/lib/build-if-stale.mjs';
import { formatTable, measureRoutes, parseRouteManifest, publicRoutesLoadingZod } from './bundle-budgets.mjs';

buildIfStale({ only: ['web'] });

const client = join(root, 'apps/web/dist/client');
const scripts = readdirSync(join(client, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => readFileSync(join(client, 'assets', name), 'utf8'));
// React Router's route manifest: each route's module and static imports, as the framework preloads them.
const manifests = scripts.map(parseRouteManifest).filter(Boolean);
if (manifests.length !== 1) {
  console.error(`Expected one React Router route manifest in dist/client/assets, found ${manifests.length}.`);
  process.exit(1);
}
const [manifest] = manifests;

// React's production build carries its minified-error URL; the development build does not.
if (!scripts.some((code) => code.includes('Minified React error'))) {
  console.error("The web build ships React's development build: build with NODE_ENV=production.");
  process.exit(1);
}
// The server's rendering bundle carries React too: development React there rendered every page 2–3 times slower.
const serverDist = join(root, 'apps/web/dist/server');
const serverCode = readdirSync(serverDist, { recursive: true })
  .filter((file) => file.endsWith('.js'))
  .map((file) => readFileSync(join(serverDist, file), 'utf8'));
if (serverCode.some((code) => /\bjsxDEV\b/.test(code))) {
  console.error("The server-rendering bundle carries React's development build: build with mode production.");
  process.exit(1);
}
// React is bundled into it, so a server started without NODE_ENV=production (`npm start`) draws with React's
// production build too: an import of a package left outside the bundle would choose its build by NODE_ENV.
const outside = serverCode.flatMap((code) =>
  [...code.matchAll(/^import\s[^;]*?from\s*"([^".][^"]*)"/gm)]
    .map((match) => match[1])
    .filter((name) => !name.startsWith('node:')),
);
if (outside.length > 0) {
  console.error(
    `The server-rendering bundle imports packages from outside it: ${[...new Set(outside)].join(', ')}.`,
  );
  process.exit(1);
}

const rows = measureRoutes(manifest, (file) => readFileSync(join(client, file)));
console.log(formatTable(rows));
if (process.argv.includes('--verbose')) {
  console.log(`\n${rows[0].route}, file by file (gzip 9, brotli 11):`);
  for (const { file, gzip, brotli } of rows[0].files.toSorted((a, b) => b.gzip - a.gzip))
    console.log(
      `  ${(gzip / 1024).toFixed(1).padStart(6)} KB  ${(brotli / 1024).toFixed(1).padStart(6)} KB  ${file}`,
    );
}

const withZod = publicRoutesLoadingZod(manifest, (file) => readFileSync(join(client, file), 'utf8'));
if (withZod.length > 0) {
  console.error(
    `Public pages that load zod before they work: ${withZod.join(', ')}. Their fetchers take lazy parsers (decision 043).`,
  );
  process.exit(1);
}

const over = rows.filter((row) => !row.ok);
if (over.length > 0) {
  console.error(
    `\n${over.length} page(s) over their JavaScript budget (brotli): ${over.map((r) => r.route).join(', ')}`,
  );
  process.exit(1);
}
