// Opens the database: embedded PGlite in DATA_DIR by default, PostgreSQL (node-postgres pool) with DATABASE_URL.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

/** The one database type the code uses; both drivers produce it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  readonly driver: 'pglite' | 'postgres';
  /** Where the data lives, without credentials (for the start-up log). */
  readonly description: string;
  readonly db: Database;
  /** Applies the committed SQL migrations that have not run yet. */
  migrate(migrationsDir: string): Promise<void>;
  /** Idempotent: later calls do nothing. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl: string | null;
  dataDir: string;
  /** Errors of idle pooled connections (the server restarting, a network cut); without a listener they crash. */
  onPoolError?: (error: Error) => void;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.onPoolError);
  const dir = path.join(options.dataDir, 'db');
  fs.mkdirSync(dir, { recursive: true });
  const unlock = lockDataDir(dir);
  try {
    const client = new PGlite(dir);
    await client.waitReady;
    return wrapPglite(client, `embedded PGlite in ${dir}`, unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}

/** Wraps an open PGlite client (also an in-memory clone of the test template). */
export function wrapPglite(
  client: PGlite,
  description = 'embedded PGlite in memory',
  afterClose: () => void = () => {},
): DatabaseHandle {
  const db = drizzlePglite(client, { schema });
  return {
    driver: 'pglite',
    description,
    db,
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    close: once(async () => {
      await client.close();
      afterClose();
    }),
  };
}

export function openPostgres(databaseUrl: string, onPoolError?: (error: Error) => void): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: databaseUrl });
  pool.on('error', (error) => onPoolError?.(error));
  const db = drizzleNodePg(pool, { schema });
  return {
    driver: 'postgres',
    description: `PostgreSQL ${describeUrl(databaseUrl)}`,
    db,
    migrate: async (migrationsFolder) => {
      // Several instances may start at once against one database: an advisory lock lets one migrate at a time.
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        try {
          await migrateNodePg(drizzleNodePg(connection, { schema }), { migrationsFolder });
        } finally {
          await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        }
      } finally {
        connection.release();
      }
    },
    close: once(() => pool.end()),
  };
}

/** Any constant shared by every instance; "RTMIGRAT" in ASCII. */
const MIGRATION_LOCK_ID = '5932451586278310228';

function describeUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return '(unparsable URL)';
  }
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}
