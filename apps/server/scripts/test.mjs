// `npm test` for the server: the suite on the embedded database always, and again on PostgreSQL when
// DATABASE_URL is set (as in .ci/run), so both drivers are proven by one command.
//
// The two runs go side by side: on a two-core machine vitest runs one test file at a time (its default is
// the cores minus one), so one suite leaves a core idle. They share nothing but Redis, where every test keys
// its data apart (src/test/redis.ts). Each run's output is printed whole when it ends, not interleaved.
import { spawn, spawnSync } from 'node:child_process';

const args = ['vitest', 'run', ...process.argv.slice(2)];
const header = (label) => `\n== server suite on ${label}\n`;

/** One suite with its output kept until it ends; resolves to its exit status. */
const runQuietly = (label, env) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npx', args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      process.stdout.write(header(label));
      process.stdout.write(Buffer.concat(output));
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(
        `== server suite on ${label}: ${code === 0 ? 'passed' : `failed (${signal ?? code})`} in ${seconds} s`,
      );
      resolve(code ?? 1);
    });
  });

const { DATABASE_URL, ...withoutDatabase } = process.env;
if (!DATABASE_URL) {
  console.log(header('PGlite (embedded)'));
  process.exit(spawnSync('npx', args, { stdio: 'inherit', env: withoutDatabase }).status ?? 1);
}

console.log(
  '== server suites on PGlite and on PostgreSQL (DATABASE_URL), side by side; each prints when it ends',
);
const statuses = await Promise.all([
  runQuietly('PGlite (embedded)', withoutDatabase),
  runQuietly('PostgreSQL (DATABASE_URL)', process.env),
]);
process.exit(statuses.every((status) => status === 0) ? 0 : 1);
