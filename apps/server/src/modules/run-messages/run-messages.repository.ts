import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { runMessages } from '../../db/schema';

export async function countMessagesSince(db: Database, eventId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(runMessages)
    .where(and(eq(runMessages.eventId, eventId), gte(runMessages.createdAt, since)));
  return row?.count ?? 0;
}

export async function insertRunMessage(db: Database, eventId: number, body: string, now: Date) {
  const [row] = await db.insert(runMessages).values({ eventId, body, createdAt: now }).returning();
  if (!row) throw new Error('insert into run_messages returned nothing');
  return row;
}

/** A run's latest messages, newest first (the run_messages (event_id, created_at) index). */
export function findRunMessages(db: Database, eventId: number, limit: number) {
  return db
    .select()
    .from(runMessages)
    .where(eq(runMessages.eventId, eventId))
    .orderBy(desc(runMessages.createdAt), desc(runMessages.id))
    .limit(limit);
}
