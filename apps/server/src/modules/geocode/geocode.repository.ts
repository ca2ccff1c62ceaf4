import { eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { geocodeCache } from '../../db/schema';

export type CacheEntry = typeof geocodeCache.$inferSelect;

export async function findCacheEntry(db: Database, queryKey: string): Promise<CacheEntry | undefined> {
  const [row] = await db.select().from(geocodeCache).where(eq(geocodeCache.queryKey, queryKey)).limit(1);
  return row;
}

/** Inserts or replaces the answer for a key (two instances may look the same address up at once). */
export async function saveCacheEntry(db: Database, entry: CacheEntry) {
  const { queryKey: _key, ...answer } = entry;
  await db
    .insert(geocodeCache)
    .values(entry)
    .onConflictDoUpdate({ target: geocodeCache.queryKey, set: answer });
}

export async function deleteCacheEntriesExpiredBefore(db: Database, before: Date) {
  await db.delete(geocodeCache).where(lt(geocodeCache.expiresAt, before));
}
