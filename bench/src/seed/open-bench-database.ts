// Opens the database the generator fills, with the server's own code: PGlite in a data directory, or PostgreSQL.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../../apps/server/src/db/client';

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
export async function createPostgresDatabase(adminUrl: string, label: string) {
  const name = `rt_bench_${label}_${process.pid}`;
  await runAdmin(adminUrl, `drop database if exists ${name} with (force)`);
  await runAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: () => runAdmin(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

async function runAdmin(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
