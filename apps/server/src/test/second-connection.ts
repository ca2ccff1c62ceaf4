// Another independent connection to a test app's database, as another instance of the server would have.
import { openPostgres, type Database } from '../db/client';
import type { TestApp } from './test-app';

/**
 * On PostgreSQL, its own pool (real concurrency between "instances"); on PGlite, which serves one process,
 * the same database handle (its transactions run one at a time, so the question is the same).
 */
export function secondConnection(t: TestApp): { db: Database; close: () => Promise<void> } {
  if (!t.config.databaseUrl) return { db: t.db, close: async () => {} };
  const handle = openPostgres(t.config.databaseUrl);
  return { db: handle.db, close: () => handle.close() };
}
