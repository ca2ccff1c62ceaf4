// Zones a request may name are the ones both Node's Intl and the database know (docs/decisions/045): the
// database's list is read once at start-up and handed to the shared zone check.
import { acceptOnlyTheseTimeZones } from '@runtogether/shared/runs/run.schemas';
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { selectRows } from './rows';

export async function loadDatabaseTimeZones(db: Database): Promise<number> {
  const rows = await selectRows<{ name: string }>(db, sql`select name from pg_timezone_names`);
  const names = rows.map((row) => row.name);
  acceptOnlyTheseTimeZones(names);
  return names.length;
}
