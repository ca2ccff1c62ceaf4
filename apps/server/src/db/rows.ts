import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/**
 * The rows of a raw statement. Both drivers answer `{ rows }`, but the shared database type cannot say so for
 * either; the caller names the row shape it selected.
 */
export async function selectRows<Row>(db: Pick<Database, 'execute'>, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows?: Row[] };
  return result.rows ?? [];
}
