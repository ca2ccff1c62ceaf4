// `npm run bench:seed -- --runs 100000 [--runners …] [--hosts …] [--data-dir dir]`: fills DATABASE_URL's
// database, or an embedded PGlite in the data directory (default bench/data/seed).
import path from 'node:path';
import { isSeeded, seed } from './seed/seed-data';
import { parseSizes } from './seed/seed-sizes';
import { openMigrated, repoRoot } from './seed/open-bench-database';

const args = process.argv.slice(2);
const dirFlag = args.indexOf('--data-dir');
const dataDir = path.resolve(
  dirFlag >= 0 ? (args[dirFlag + 1] ?? '') : path.join(repoRoot, 'bench/data/seed'),
);
const databaseUrl = process.env.DATABASE_URL || null;
const sizes = parseSizes(args, 100_000);

const handle = await openMigrated({ databaseUrl, dataDir });
try {
  if (await isSeeded(handle.db)) {
    console.error(
      `${handle.description} already holds generated data; use an empty database or data directory`,
    );
    process.exitCode = 1;
  } else {
    console.log(`Seeding ${handle.description}: ${JSON.stringify(sizes)}`);
    const result = await seed(handle.db, sizes, (line) => console.log(line));
    console.log(
      `Done in ${result.seconds.toFixed(0)} s: runs ${result.runIds.first}–${result.runIds.last}, ${result.registrations} registrations`,
    );
  }
} finally {
  await handle.close();
}
