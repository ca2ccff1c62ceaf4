// The embedded database on its own thread, as openDatabase opens it without DATABASE_URL: Drizzle's queries,
// transactions and errors behave as they do with PGlite in-process.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { isDatabaseUnavailable, isUniqueViolation } from './errors';
import { selectRows } from './rows';

describe('embedded database on its own thread', () => {
  let dataDir: string;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rt-pglite-thread-'));
    handle = await openDatabase({ databaseUrl: null, dataDir });
    await handle.db.execute(sql`create table items (id int primary key, name text not null, at timestamptz)`);
  }, 60_000);

  afterAll(async () => {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers queries with the driver types Drizzle expects', async () => {
    await handle.db.execute(sql`insert into items values (1, 'one', '2026-03-29T01:30:00Z')`);
    const rows = await selectRows(handle.db, sql`select id, name, at, 2::bigint * 3 as six from items`);
    expect(rows).toEqual([{ id: 1, name: 'one', at: '2026-03-29 01:30:00+00', six: 6 }]);
  });

  it('commits a transaction, and rolls one back when its work throws', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into items (id, name) values (2, 'two')`);
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into items (id, name) values (3, 'three')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const ids = await selectRows<{ id: number }>(
      handle.db,
      sql`select id from items where id in (2, 3) order by id`,
    );
    expect(ids.map((row) => row.id)).toEqual([2]);
  });

  it('keeps other queries out of an open transaction until it ends', async () => {
    let outsideSaw: number | undefined;
    let outside: Promise<unknown> | undefined;
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into items (id, name) values (4, 'four')`);
      // Started while the transaction is open, it must not run inside it nor see its uncommitted row early.
      outside = selectRows<{ n: number }>(
        handle.db,
        sql`select count(*)::int as n from items where id = 4`,
      ).then(([row]) => (outsideSaw = row?.n));
      // The thread answers in order: had the outside query not waited for the transaction, its answer would
      // have come before this one's.
      await tx.execute(sql`select 1`);
      expect(outsideSaw).toBeUndefined();
      await tx.execute(sql`update items set name = 'FOUR' where id = 4`);
    });
    await outside;
    expect(outsideSaw).toBe(1);
  });

  it('reports a refused write with its SQLSTATE and constraint, as PGlite does', async () => {
    const error = await handle.db
      .execute(sql`insert into items (id, name) values (1, 'again')`)
      .catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    let cause = error as Error & { constraint?: string };
    while (cause.cause instanceof Error) cause = cause.cause;
    expect(cause.constraint).toBe('items_pkey');
  });

  it('keeps its data across a close and a new open of the directory', async () => {
    await handle.close();
    handle = await openDatabase({ databaseUrl: null, dataDir });
    const names = await selectRows<{ name: string }>(handle.db, sql`select name from items order by id`);
    expect(names.map((row) => row.name)).toEqual(['one', 'two', 'FOUR']);
  }, 60_000);

  it('answers "database unavailable" once closed, instead of hanging', async () => {
    const closed = await openDatabase({ databaseUrl: null, dataDir: path.join(dataDir, 'other') });
    await closed.close();
    const error = await closed.db.execute(sql`select 1`).catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
  }, 60_000);
});
