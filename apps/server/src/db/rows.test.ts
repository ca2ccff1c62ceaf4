import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { openPostgres, type DatabaseHandle } from './client';
import { preparedPerShape, preparedRows, selectRows } from './rows';

let database: TestDatabase;
let handle: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  // One connection, so the statement prepared by the first call is there for the next query to find.
  handle = database.handle ?? openPostgres(database.databaseUrl ?? '', { poolSize: 1 });
});
afterAll(async () => {
  await handle.close();
  await database.drop();
});

describe('prepared statements', () => {
  it('answers the rows, and on PostgreSQL keeps the statement prepared under its name', async () => {
    for (const n of [1, 2]) {
      const rows = await preparedRows<{ n: number; twice: number }>(
        handle.db,
        'rt_rows_test',
        sql`select ${n}::integer as n, ${n}::integer * 2 as twice`,
      );
      expect(rows).toEqual([{ n, twice: n * 2 }]);
    }
    if (handle.driver === 'postgres') {
      const prepared = await selectRows<{ name: string }>(
        handle.db,
        sql`select name from pg_prepared_statements`,
      );
      expect(prepared.map((p) => p.name)).toContain('rt_rows_test');
    }
  });

  it('builds one statement per shape, each under its own name, and binds new values to it', async () => {
    const built: string[] = [];
    const statement = preparedPerShape((db: typeof handle.db, filter: { doubled: boolean }, name: string) => {
      built.push(name);
      const n = sql.placeholder('n');
      return db
        .select({ n: filter.doubled ? sql<number>`${n}::integer * 2` : sql<number>`${n}::integer` })
        .from(sql`(select 1) as one`)
        .prepare(name);
    });
    const answer = async (doubled: boolean, n: number) => {
      const shape = doubled ? 'doubled' : 'as is';
      const [row] = await statement(handle.db, shape, { doubled }).execute({ n });
      return row?.n;
    };
    expect([
      await answer(false, 3),
      await answer(true, 3),
      await answer(false, 4),
      await answer(true, 5),
    ]).toEqual([3, 6, 4, 10]);
    expect(built).toHaveLength(2);
    expect(new Set(built).size).toBe(2);
  });
});
