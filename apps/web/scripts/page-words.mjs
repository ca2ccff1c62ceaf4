// `npm run build` (web): which words each route's code can show, as dist/server/page-words.json. A page's
// document then carries the words of its own routes instead of the whole catalogue (docs/decisions/064).
//
// A route's code is its chunks in Vite's client manifest and every chunk they import, at once or later (a
// dialog loaded on a tap shows its words without asking). Its words are the catalogue keys written in that
// code: whole keys ('runs.detail.register'), and the heads of keys it builds (`trust.report.reasons.${reason}`
// counts every key under trust.report.reasons.). The root's also has the keys the code leaves for the next load
// (lib/toast-after-reload.ts): the page that shows them may be any page.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A quoted string that reads like a key or a key's head: lower-case words joined by dots. */
const KEY_LIKE = /["'`]([a-z][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)+\.?)/g;

/** The keys of `keys` that `code` names whole or by a head ending in a dot. */
export function keysIn(code, keys) {
  const known = new Set(keys);
  const found = new Set();
  for (const [, text] of code.matchAll(KEY_LIKE)) {
    if (known.has(text)) found.add(text);
    else if (text.endsWith('.')) for (const key of keys) if (key.startsWith(text)) found.add(key);
  }
  return found;
}

/**
 * The route a client manifest entry belongs to, by React Router's route ids (the module's path under src/,
 * without its extension): 'src/app/routes/runs/run.tsx?route-chunk=clientLoader' → 'app/routes/runs/run'.
 * The browser's entry belongs to the root, as every page runs it.
 */
export function routeIdOf(entry) {
  const file = entry.split('?')[0];
  if (file === 'src/entry.client.tsx' || file === 'src/root.tsx') return 'root';
  const match = /^src\/(.+)\.tsx?$/.exec(file);
  return match && entry.includes('?') ? match[1] : null;
}

/** For each route, the keys its code can show: `{ [routeId]: key[] }`, keys sorted. */
export async function wordsByRoute(clientDir, keys) {
  const manifest = JSON.parse(await readFile(join(clientDir, '.vite/manifest.json'), 'utf8'));
  const chunkKeys = new Map();
  const keysOfChunk = async (name) => {
    if (!chunkKeys.has(name)) {
      chunkKeys.set(name, keysIn(await readFile(join(clientDir, manifest[name].file), 'utf8'), keys));
    }
    return chunkKeys.get(name);
  };
  const byRoute = {};
  for (const [name, chunk] of Object.entries(manifest)) {
    const routeId = chunk.isEntry ? routeIdOf(name) : null;
    if (!routeId) continue;
    const words = new Set(byRoute[routeId] ?? []);
    for (const reached of reachable(manifest, name))
      for (const key of await keysOfChunk(reached)) words.add(key);
    byRoute[routeId] = [...words].sort();
  }
  return byRoute;
}

/** `name` and every chunk it imports, statically or dynamically, through any number of steps. */
function reachable(manifest, name, seen = new Set()) {
  if (seen.has(name) || !manifest[name]) return seen;
  seen.add(name);
  const chunk = manifest[name];
  for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])])
    reachable(manifest, next, seen);
  return seen;
}

/**
 * The keys the web's source (`srcDir`, tests aside) hands to `toastAfterReload`: shown by whichever page loads
 * next, so every page carries them. Each is written whole at its call, as a known key, or the build fails.
 */
export async function keysLeftForNextLoad(srcDir, keys) {
  const known = new Set(keys);
  const found = new Set();
  const files = (await readdir(srcDir, { recursive: true })).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  for (const file of files) {
    const code = await readFile(join(srcDir, file), 'utf8');
    for (const [call, key] of code.matchAll(
      /(?<!function )\btoastAfterReload\(\s*(?:['"`]([^'"`]*)['"`])?/g,
    )) {
      if (!known.has(key)) throw new Error(`${file}: ${call}… names no key of the catalogue, written whole`);
      found.add(key);
    }
  }
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = join(import.meta.dirname, '../dist');
  const english = join(import.meta.dirname, '../../../packages/shared/src/i18n/catalogues/en.json');
  const keys = Object.keys(JSON.parse(await readFile(english, 'utf8')));
  const byRoute = await wordsByRoute(join(dist, 'client'), keys);
  const leftForNextLoad = await keysLeftForNextLoad(join(import.meta.dirname, '../src'), keys);
  byRoute.root = [...new Set([...byRoute.root, ...leftForNextLoad])].sort();
  await writeFile(join(dist, 'server/page-words.json'), JSON.stringify(byRoute));
  const counts = Object.values(byRoute).map((words) => words.length);
  console.log(`page words: ${counts.length} routes, ${Math.min(...counts)}–${Math.max(...counts)} keys each`);
}
