// Opens the database: embedded PGlite in DATA_DIR by default, PostgreSQL (node-postgres pool) with DATABASE_URL.
import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { isDatabaseUnavailable } from './errors';
import { openPgliteThread, type PgliteClient } from './pglite-thread';
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

export interface PostgresOptions {
  /** Connections in the pool (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /** Server-side limit per statement (DATABASE_STATEMENT_TIMEOUT_MS); also bounds idle open transactions. */
  statementTimeoutMs?: number;
  /** How long establishing a new connection may take. */
  connectTimeoutMs?: number;
  /** How long a request may wait for a free connection when all are busy (a burst on one run queues here). */
  poolWaitMs?: number;
  /** Errors of idle pooled connections (the server restarting, a network cut); without a listener they crash. */
  onPoolError?: (error: Error) => void;
}

export interface OpenDatabaseOptions extends PostgresOptions {
  databaseUrl: string | null;
  dataDir: string;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  const dir = path.join(options.dataDir, 'db');
  fs.mkdirSync(dir, { recursive: true });
  const unlock = lockDataDir(dir);
  try {
    // On its own thread (decision 029): the queries run on the second core while this one serves HTTP.
    const client = await openPgliteThread(dir);
    return await wrapPglite(client, `embedded PGlite in ${dir}`, unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}

/** Wraps an open PGlite client: the data directory's thread, or in-process (the tests' in-memory copies). */
export async function wrapPglite(
  client: PgliteClient,
  description = 'embedded PGlite in memory',
  afterClose: () => void = () => {},
): Promise<DatabaseHandle> {
  // Loaded only here: Drizzle's PGlite driver brings PGlite's own JavaScript (0.5 MB of source the server keeps
  // in its heap), which a server on PostgreSQL never runs.
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  // Drizzle reaches PGlite only through query and transaction, which the thread's client answers too.
  const db = drizzlePglite({ client: client as PGlite, schema });
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

/** The name our connections carry in pg_stat_activity (operators and the fault tests find them by it). */
export const APPLICATION_NAME = 'runtogether';

export function openPostgres(databaseUrl: string, options: PostgresOptions = {}): DatabaseHandle {
  const statementTimeoutMs = options.statementTimeoutMs ?? 15_000;
  // Every wait is bounded (decision 018): a database that is gone or stuck makes a request fail with 503
  // within seconds instead of holding it, and its connection, forever.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    application_name: APPLICATION_NAME,
    max: options.poolSize ?? 20,
    // node-postgres has one setting for both waits; the pool's is the longer one, the client's own the shorter.
    connectionTimeoutMillis: options.poolWaitMs ?? 15_000,
    Client: clientWithConnectTimeout(options.connectTimeoutMs ?? 5000),
    statement_timeout: statementTimeoutMs,
    // A transaction left open by a stalled instance must not hold a run's lock for everyone else.
    idle_in_transaction_session_timeout: statementTimeoutMs,
    // The client-side limit catches what the server cannot report: a network that silently stopped answering.
    query_timeout: statementTimeoutMs + 5000,
    keepAlive: true,
  });
  pool.on('error', (error) => options.onPoolError?.(error));
  pool.on('connect', (client) => {
    // node-postgres emits a checked-out connection's death (pg_terminate_backend, a reset) as an 'error' event
    // that, unheard, crashes the process. The query in flight already rejects with it (→ 503), and the pool
    // drops the dead connection when it is released, so nothing else is to be done here.
    client.on('error', () => {});
    abandonAfterReadTimeout(client);
  });
  const db = drizzleNodePg(pool, { schema });
  db.transaction = (work, config) => transactionOnOwnConnection(pool, work, config);
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

function clientWithConnectTimeout(connectTimeoutMs: number) {
  return class extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: connectTimeoutMs });
    }
  };
}

/**
 * Drizzle's pool transaction never gives its connection back when BEGIN itself fails (a connection killed in
 * that moment): the pool leaks one connection per such failure until every request waits for one that never
 * comes. Here the connection is taken and always released, and a broken one is destroyed rather than reused;
 * Drizzle only runs BEGIN/COMMIT/ROLLBACK on it.
 */
async function transactionOnOwnConnection<T>(
  pool: pg.Pool,
  work: Parameters<NodePgDatabase<typeof schema>['transaction']>[0],
  config: Parameters<NodePgDatabase<typeof schema>['transaction']>[1],
): Promise<T> {
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    return (await onConnection(client).transaction(work, config)) as T;
  } catch (error) {
    if (isDatabaseUnavailable(error)) failure = error as Error;
    throw error;
  } finally {
    client.release(failure);
  }
}

// Drizzle reads the whole schema's relations each time an instance is made: a tenth of a registration's time
// when made per transaction (docs/decisions/061). One per pooled connection, for as long as it lives.
const connectionDatabases = new WeakMap<pg.PoolClient, NodePgDatabase<typeof schema>>();
function onConnection(client: pg.PoolClient): NodePgDatabase<typeof schema> {
  let db = connectionDatabases.get(client);
  if (!db) {
    db = drizzleNodePg(client, { schema });
    connectionDatabases.set(client, db);
  }
  return db;
}

/**
 * After a client-side query timeout the server's answer may still arrive later, and node-postgres would read it
 * as the answer to the connection's next query. Such a connection is ended, so the pool discards it.
 */
function abandonAfterReadTimeout(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === 'Query read timeout') void client.end();
      });
    }
    return result;
  }) as typeof client.query;
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
