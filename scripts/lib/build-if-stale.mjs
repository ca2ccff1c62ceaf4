// Rebuilds the server bundle and the web app only when a source is newer than the build output.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const ignored = new Set(['node_modules', 'dist', '.react-router', '.vite', 'coverage']);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (ignored.has(entry) || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const targets = [
  {
    name: 'server',
    workspace: '@runtogether/server',
    output: 'apps/server/dist/main.js',
    inputs: ['apps/server/src', 'apps/server/scripts', 'apps/server/package.json', 'packages/shared/src'],
  },
  {
    name: 'web',
    workspace: '@runtogether/web',
    output: 'apps/web/dist/server/index.js',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/react-router.config.ts',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'packages/shared/src',
    ],
  },
];

/** Builds every stale target (or those named in `only`); returns the names built. Exits when a build fails. */
export function buildIfStale({ log = console.log, only } = {}) {
  const built = [];
  const lockfile = newestMtime(join(root, 'package-lock.json'));
  for (const target of targets.filter((t) => !only || only.includes(t.name))) {
    const output = newestMtime(join(root, target.output));
    const inputs = Math.max(lockfile, ...target.inputs.map((p) => newestMtime(join(root, p))));
    if (output > 0 && output >= inputs) continue;
    log(`Building ${target.name} (${output === 0 ? 'no build yet' : 'sources changed'})...`);
    // Always the production build: a shell's NODE_ENV=development would otherwise ship React's development
    // build (143 KB gzip instead of 81) to whoever runs `npm start`.
    const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) {
      console.error(`Build of ${target.name} failed; see the output above.`);
      process.exit(result.status ?? 1);
    }
    built.push(target.name);
  }
  return built;
}
