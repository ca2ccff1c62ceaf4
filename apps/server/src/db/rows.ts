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

/**
 * A statement of fixed shape, written with `sql.placeholder` for its values, built and prepared once per
 * database handle (drizzle's prepared statements): every call only binds and executes it, with no query built.
 * A transaction is its own handle, so its calls stay in it. For the reads every request or page makes: the
 * session lookup, a run (docs/decisions/060), a runner's My Runs (one statement per tab, with and without a
 * cursor) and the run list (docs/decisions/063). Statements in a transaction, built per call, are named with
 * Drizzle's `.prepare(name)` instead, so PostgreSQL still plans them once per connection (docs/decisions/065).
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

/**
 * As preparedOnce, for a statement whose text depends on which filters a request has (never on their values):
 * one prepared statement per shape and database handle, built the first time that shape is asked for, under a
 * name made from the shape. `shape` must name everything the text depends on; the filters a query accepts bound
 * how many there are.
 */
export function preparedPerShape<Filter, Prepared>(
  build: (db: Database, filter: Filter, name: string) => Prepared,
): (db: Database, shape: string, filter: Filter) => Prepared {
  const byShape = new Map<string, (db: Database) => Prepared>();
  return (db, shape, filter) => {
    let statement = byShape.get(shape);
    if (!statement) {
      // PostgreSQL names are at most 63 bytes; a shape's hash stands for it.
      const name = `rt_${createHash('sha1').update(shape).digest('base64url').slice(0, 22)}`;
      statement = preparedOnce((handle) => build(handle, filter, name));
      byShape.set(shape, statement);
    }
    return statement(db);
  };
}
