// Bundles the server into dist/main.js, and the embedded database's thread into dist/pglite-worker.js. The shared package is TypeScript source, so it is bundled in;
// every runtime dependency stays an ordinary import resolved from node_modules.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
// Vite and its Fastify bridge serve the web app's sources in development only (src/modules/pages/web-dev.ts).
const external = [
  ...Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@runtogether/')),
  'vite',
  '@fastify/middie',
];
const outfile = path.join(root, 'dist', 'main.js');

await rm(path.join(root, 'dist'), { recursive: true, force: true });
const result = await build({
  entryPoints: [path.join(root, 'src', 'main.ts'), path.join(root, 'src', 'db', 'pglite-worker.ts')],
  outdir: path.join(root, 'dist'),
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  external,
  logLevel: 'warning',
  metafile: true,
});

// Bundled code is ours and ESM only; a require() in the output would fail at run time in an ES module.
const output = await readFile(outfile, 'utf8');
if (output.includes('Dynamic require of')) {
  console.error('The bundle contains a require() call: add a createRequire banner in scripts/build.mjs.');
  process.exit(1);
}
const bytes = result.metafile.outputs[path.relative(process.cwd(), outfile)]?.bytes ?? output.length;
console.log(`Built ${path.relative(process.cwd(), outfile)} (${Math.round(bytes / 1024)} kB)`);
