// Opens the database the generator fills, with the server's own code: PGlite in a data directory, or PostgreSQL.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { openDatabase, type DatabaseHandle } from '../../../apps/server/src/db/client';
import { createScratchDatabase } from '../../../apps/server/src/db/scratch-database';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const migrationsDir = path.join(repoRoot, 'apps/server/drizzle');

/** Opens and migrates (the committed migrations, exactly as the server applies them at start-up). */
export async function openMigrated(target: { databaseUrl: string | null; dataDir: string }) {
  // A million rows in one statement take longer than the server's per-statement limit (15 s by default); not an
  // object literal, so this also compiles against a client without the option.
  const options = { ...target, statementTimeoutMs: 3_600_000 };
  const handle: DatabaseHandle = await openDatabase(options);
  try {
    await handle.migrate(migrationsDir);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/** A new empty database beside DATABASE_URL's, and the way to drop it again. */
export const createPostgresDatabase = (adminUrl: string, label: string) =>
  createScratchDatabase(adminUrl, `rt_bench_${label}_${randomBytes(4).toString('hex')}`);
