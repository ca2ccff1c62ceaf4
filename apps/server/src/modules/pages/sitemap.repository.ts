// What the sitemap lists (modules/pages/sitemap.routes.ts): host profiles and upcoming runs, by id, with their
// last change.
import { asc, count, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { events, users } from '../../db/schema';

export async function countHosts(db: Database): Promise<number> {
  const [hosts] = await db.select({ n: count() }).from(users).where(eq(users.role, 'business'));
  return hosts?.n ?? 0;
}

export async function countUpcomingRuns(db: Database, now: Date): Promise<number> {
  const [runs] = await db.select({ n: count() }).from(events).where(gt(events.startsAt, now));
  return runs?.n ?? 0;
}

export function findHostPage(db: Database, offset: number, limit: number) {
  return db
    .select({ id: users.id, updatedAt: users.updatedAt })
    .from(users)
    .where(eq(users.role, 'business'))
    .orderBy(asc(users.id))
    .limit(limit)
    .offset(offset);
}

export function findUpcomingRunPage(db: Database, now: Date, offset: number, limit: number) {
  return db
    .select({ id: events.id, updatedAt: events.updatedAt })
    .from(events)
    .where(gt(events.startsAt, now))
    .orderBy(asc(events.id))
    .limit(limit)
    .offset(offset);
}
