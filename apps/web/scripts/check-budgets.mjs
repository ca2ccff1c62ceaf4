// `npm test` (web): fails when a page's JavaScript grows over its gzip budget. Builds first when the build is stale.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildIfStale, root } from '../../../scripts/lib/build-if-stale.mjs';
import { formatTable, measureRoutes, publicRoutesLoadingZod } from './bundle-budgets.mjs';

buildIfStale({ only: ['web'] });

const dist = join(root, 'apps/web/dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
// React's production build carries its minified-error URL; the development build does not.
const chunks = Object.values(manifest).map((entry) => readFileSync(join(dist, entry.file), 'utf8'));
if (!chunks.some((code) => code.includes('Minified React error'))) {
  console.error("The web build ships React's development build: build with NODE_ENV=production.");
  process.exit(1);
}
// The server's rendering bundle carries React too: development React there rendered every page 2–3 times slower.
const serverDist = join(root, 'apps/web/dist-server');
const serverCode = readdirSync(serverDist, { recursive: true })
  .filter((file) => file.endsWith('.js'))
  .map((file) => readFileSync(join(serverDist, file), 'utf8'));
if (serverCode.some((code) => /\bjsxDEV\b/.test(code))) {
  console.error("The server-rendering bundle carries React's development build: build with mode production.");
  process.exit(1);
}
const rows = measureRoutes(manifest, (file) => readFileSync(join(dist, file)));
console.log(formatTable(rows));
if (process.argv.includes('--verbose')) {
  for (const { file, gzip } of rows[0].files.toSorted((a, b) => b.gzip - a.gzip))
    console.log(`  ${(gzip / 1024).toFixed(1).padStart(6)} KB  ${file}`);
}

const withZod = publicRoutesLoadingZod(manifest);
if (withZod.length > 0) {
  console.error(
    `Public pages that load zod before they work: ${withZod.join(', ')}. Their fetchers take lazy parsers (decision 043).`,
  );
  process.exit(1);
}

const over = rows.filter((row) => !row.ok);
if (over.length > 0) {
  console.error(
    `\n${over.length} page(s) over their JavaScript budget: ${over.map((r) => r.route).join(', ')}`,
  );
  process.exit(1);
}
