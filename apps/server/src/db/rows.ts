import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './client';

/**
 * The rows of a raw statement. Both drivers answer `{ rows }`, but the shared database type cannot say so for
 * either; the caller names the row shape it selected.
 */
export async function selectRows<Row>(db: Pick<Database, 'execute'>, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows?: Row[] };
  return result.rows ?? [];
}

const dialect = new PgDialect();

/**
 * As selectRows, for a hot statement: on PostgreSQL it is prepared under `name` on each pooled connection the
 * first time it runs there, then only bound and executed, so the server parses and plans it once per connection
 * instead of on every call (for a statement with subqueries the plan costs more than running it). A name stands
 * for one statement text (node-postgres refuses a second text under a name): a query with variants needs a name
 * per variant. PGlite runs it as selectRows does.
 */
export async function preparedRows<Row>(
  db: Pick<Database, 'execute'>,
  name: string,
  query: SQL,
): Promise<Row[]> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const result = await client.query<Row & pg.QueryResultRow>({ name, text, values: params });
    return result.rows;
  }
  return selectRows<Row>(db, query);
}
