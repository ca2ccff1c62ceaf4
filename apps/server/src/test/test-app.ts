// The app as tests use it: a real database of its own, a temporary DATA_DIR, no logs, no demo data.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../app';
import { loadConfig, type Config } from '../config';
import { createTestDatabase } from './test-database';

export interface TestAppOptions {
  /** Config values to replace after loading (seedDemo, webDistDir, …). */
  config?: Partial<Config>;
  /** The app's clock for time-based caches. */
  now?: () => number;
  /** Logs to this stream instead of not at all (tests that read the log). */
  logStream?: { write(line: string): void };
}

export async function createTestApp(options: TestAppOptions = {}) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rt-test-'));
  const database = await createTestDatabase();
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: database.databaseUrl ?? undefined,
      SEED_DEMO: 'false',
    }),
    // Tests that need the web build make their own; others must not depend on whether apps/web was built.
    webDistDir: path.join(dataDir, 'no-web-build'),
    // Mail is delivered when a test calls app.mail.flush(), never behind its back.
    mailPollIntervalMs: null,
    // Likewise the clean-ups run when a test calls app.scheduler.runDue().
    schedulerPollIntervalMs: null,
    // Factories write straight into the database, which the public read cache cannot see by design; the
    // cache's own tests turn it on.
    publicCacheTtlMs: 0,
    dashboardMetricsTtlMs: 0,
    ...options.config,
  };

  const cleanUp = async () => {
    await database.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  let app: App;
  try {
    app = await buildApp(config, {
      logger: options.logStream !== undefined,
      logStream: options.logStream,
      database: database.handle ?? undefined,
      now: options.now,
    });
  } catch (error) {
    await database.handle?.close();
    await cleanUp();
    throw error;
  }
  const close = async () => {
    await app.close();
    await cleanUp();
  };
  return { app, db: app.db, config, close };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
