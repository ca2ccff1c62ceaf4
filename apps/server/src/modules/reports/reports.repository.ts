import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { businessPosts, events, reports, users } from '../../db/schema';

export async function countReportsSince(db: Database, reporterId: string, since: Date): Promise<number> {
  const [filed] = await db
    .select({ n: count() })
    .from(reports)
    .where(and(eq(reports.reporterId, reporterId), gt(reports.createdAt, since)));
  return filed?.n ?? 0;
}

export async function runOrPostExists(db: Database, type: 'run' | 'post', id: number): Promise<boolean> {
  const table = type === 'run' ? events : businessPosts;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return row !== undefined;
}

/** The role of an account that has not been deleted. */
export async function findLiveAccountRole(db: Database, id: string) {
  const [row] = await db
    .select({ role: users.role })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row?.role;
}

export async function insertReport(db: Database, values: typeof reports.$inferInsert): Promise<number> {
  const [row] = await db.insert(reports).values(values).returning({ id: reports.id });
  return row!.id;
}
