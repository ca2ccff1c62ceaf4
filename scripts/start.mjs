// `npm start`: build what is missing or stale, then serve the whole product on one port.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildIfStale, root } from './lib/build-if-stale.mjs';

buildIfStale();

// Node 24 sizes the young generation by the machine's memory (over 100 MB of heap kept at rest on a large one);
// 16 MB semi-spaces are Node 20's size (docs/decisions/051). Two malloc arenas: glibc gives each thread that
// allocates (compression, the embedded database's thread) an arena of its own, kept at its largest afterwards
// (docs/decisions/059); a MALLOC_ARENA_MAX set by the deployer wins.
const server = spawn(process.execPath, ['--max-semi-space-size=16', join(root, 'apps/server/dist/main.js')], {
  stdio: 'inherit',
  env: { MALLOC_ARENA_MAX: '2', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
