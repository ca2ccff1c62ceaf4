// `npm start`: build what is missing or stale, then serve the whole product on one port.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildIfStale, root } from './lib/build-if-stale.mjs';

buildIfStale();

const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
