import type { SQL } from 'drizzle-orm';
import type { Database } from '../../../apps/server/src/db/client';

/** The rows of a raw query: both drivers answer { rows }, which the shared database type cannot say. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows?: T[] };
  return result.rows ?? [];
}
