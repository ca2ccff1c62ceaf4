// What the sitemap lists (modules/pages/sitemap.routes.ts): host profiles and upcoming runs, by id, with their
// last change.
import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { events, users } from '../../db/schema';

// Hidden runs and suspended or deleted hosts answer 404, so they leave the sitemap (docs/decisions/049).
const listedRun = (now: Date) => and(gt(events.startsAt, now), isNull(events.hiddenAt));
const listedHost = and(eq(users.role, 'business'), isNull(users.suspendedAt), isNull(users.deletedAt));

export async function countHosts(db: Database): Promise<number> {
  const [hosts] = await db.select({ n: count() }).from(users).where(listedHost);
  return hosts?.n ?? 0;
}

export async function countUpcomingRuns(db: Database, now: Date): Promise<number> {
  const [runs] = await db.select({ n: count() }).from(events).where(listedRun(now));
  return runs?.n ?? 0;
}

export function findHostPage(db: Database, offset: number, limit: number) {
  return db
    .select({ id: users.id, updatedAt: users.updatedAt })
    .from(users)
    .where(listedHost)
    .orderBy(asc(users.id))
    .limit(limit)
    .offset(offset);
}

export function findUpcomingRunPage(db: Database, now: Date, offset: number, limit: number) {
  return db
    .select({ id: events.id, updatedAt: events.updatedAt })
    .from(events)
    .where(listedRun(now))
    .orderBy(asc(events.id))
    .limit(limit)
    .offset(offset);
}
