import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { businessPosts, events, reports, users } from '../../db/schema';

/** Holds the reporter's row until the transaction ends: one person's reports are counted and filed one at a time. */
export async function lockReporter(tx: Database, reporterId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, reporterId)).for('update');
}

export async function countReportsSince(db: Database, reporterId: string, since: Date): Promise<number> {
  const [filed] = await db
    .select({ n: count() })
    .from(reports)
    .where(and(eq(reports.reporterId, reporterId), gt(reports.createdAt, since)));
  return filed?.n ?? 0;
}

/** The account behind a run (its host) or a post (its business); undefined when there is no such thing. */
export async function findRunOrPostOwner(db: Database, type: 'run' | 'post', id: number) {
  const [row] =
    type === 'run'
      ? await db.select({ owner: events.hostId }).from(events).where(eq(events.id, id))
      : await db
          .select({ owner: businessPosts.businessId })
          .from(businessPosts)
          .where(eq(businessPosts.id, id));
  return row?.owner;
}

/** The role of an account that has not been deleted. */
export async function findLiveAccountRole(db: Database, id: string) {
  const [row] = await db
    .select({ role: users.role })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row?.role;
}

/** Whether this person already has an open report about this target. */
export async function hasOpenReport(
  db: Database,
  reporterId: string,
  target: { type: (typeof reports.$inferInsert)['targetType']; id: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.reporterId, reporterId),
        eq(reports.targetType, target.type),
        eq(reports.targetId, target.id),
        eq(reports.status, 'open'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertReport(db: Database, values: typeof reports.$inferInsert): Promise<number> {
  const [row] = await db.insert(reports).values(values).returning({ id: reports.id });
  return row!.id;
}
