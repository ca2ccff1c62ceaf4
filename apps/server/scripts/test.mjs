// `npm test` for the server: the suite on the embedded database always, and again on PostgreSQL when
// DATABASE_URL is set (as in .ci/run), so both drivers are proven by one command.
import { spawnSync } from 'node:child_process';

const runSuite = (label, env) => {
  console.log(`\n== server suite on ${label}\n`);
  const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], { stdio: 'inherit', env });
  return result.status ?? 1;
};

const { DATABASE_URL, ...withoutDatabase } = process.env;
let status = runSuite('PGlite (embedded)', withoutDatabase);
if (status === 0 && DATABASE_URL) status = runSuite('PostgreSQL (DATABASE_URL)', process.env);
process.exit(status);
