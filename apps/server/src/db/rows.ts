import { createHash } from 'node:crypto';
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

/** A drizzle query that can be prepared: a select, insert, update or delete builder. */
interface Preparable<Result> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<Result> };
}

/**
 * Runs a drizzle query as a prepared statement named for its SQL text: on PostgreSQL each pooled connection
 * parses and plans it the first time it sees that text, then only binds and executes it (as preparedRows, for a
 * query built with drizzle; the values stay parameters, so a name stands for one text). For a hot read whose
 * shape varies with its filters, the run list (docs/decisions/051); a fixed shape uses preparedOnce. PGlite runs it
 * as it runs any query.
 */
export function executePrepared<Result>(query: Preparable<Result>): Promise<Result> {
  const name = `rt_${createHash('sha1').update(query.toSQL().sql).digest('base64url').slice(0, 22)}`;
  return query.prepare(name).execute();
}

/**
 * A statement of fixed shape, written with `sql.placeholder` for its values, built and prepared once per
 * database handle (drizzle's prepared statements): every call only binds and executes it, where
 * executePrepared builds the query twice per call. A transaction is its own handle, so its calls stay in it.
 * For the reads every signed-in request or run page makes: the session lookup, a run (docs/decisions/060), and
 * a runner's My Runs (one statement per tab, with and without a cursor).
 */
export function preparedOnce<Prepared>(build: (db: Database) => Prepared): (db: Database) => Prepared {
  const prepared = new WeakMap<Database, Prepared>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = build(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}
