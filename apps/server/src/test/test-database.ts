// One isolated database per test file, so files run in parallel without seeing each other's rows.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { wrapPglite, type DatabaseHandle } from '../db/client';
import { createScratchDatabase } from '../db/scratch-database';

export interface TestDatabase {
  /** PGlite: an open, already migrated copy of the template. */
  handle: DatabaseHandle | null;
  /** PostgreSQL: a fresh, empty database (the app migrates it at start-up). */
  databaseUrl: string | null;
  /** Removes the PostgreSQL database; PGlite copies live in memory and go with their handle. */
  drop: () => Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('databaseUrl');
  if (adminUrl) return createPostgresDatabase(adminUrl);

  const templatePath = inject('pgliteTemplatePath');
  if (!templatePath) throw new Error('global-setup.ts did not build the PGlite template');
  const client = new PGlite({ loadDataDir: new Blob([await fs.readFile(templatePath)]) });
  await client.waitReady;
  return {
    handle: await wrapPglite(client, 'PGlite copy of the test template'),
    databaseUrl: null,
    drop: async () => {},
  };
}

/** A new empty database on the server of DATABASE_URL, named rt_t_<random>. */
export async function createPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const { databaseUrl, drop } = await createScratchDatabase(
    adminUrl,
    `rt_t_${randomBytes(6).toString('hex')}`,
  );
  return { handle: null, databaseUrl, drop };
}
