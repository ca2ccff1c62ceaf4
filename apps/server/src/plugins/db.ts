import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drizzle over the configured driver. Inside `db.transaction`, use only the transaction handle. */
    db: Database;
    database: DatabaseHandle;
  }
}

export interface DbPluginOptions {
  config: Pick<
    Config,
    | 'databaseUrl'
    | 'dataDir'
    | 'migrationsDir'
    | 'databasePoolSize'
    | 'databaseStatementTimeoutMs'
    | 'databaseConnectTimeoutMs'
    | 'databasePoolWaitMs'
  >;
  /** An already open database (tests pass a clone of the migrated template); the app closes it on close. */
  database?: DatabaseHandle;
}

async function registerDb(app: FastifyInstance, { config, database }: DbPluginOptions) {
  const handle =
    database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
      statementTimeoutMs: config.databaseStatementTimeoutMs,
      connectTimeoutMs: config.databaseConnectTimeoutMs,
      poolWaitMs: config.databasePoolWaitMs,
      onPoolError: (error) => app.log.error({ err: error }, 'idle database connection failed'),
    }));
  try {
    await handle.migrate(config.migrationsDir);
  } catch (error) {
    await handle.close();
    throw error;
  }
  app.log.info(`Database: ${handle.description}`);
  app.decorate('database', handle);
  app.decorate('db', handle.db);
  app.addHook('onClose', () => handle.close());
}

export const dbPlugin = fp(registerDb, { name: 'db' });
