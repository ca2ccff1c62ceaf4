// The scheduled_jobs table: which periodic job is due, claimed by one instance at a time.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { scheduledJobs } from '../../db/schema';

/** Adds the job's row, due at once, unless another instance (or an earlier start) already did. */
export async function ensureJob(db: Database, name: string) {
  await db
    .insert(scheduledJobs)
    .values({ name, nextRunAt: sql`now()` })
    .onConflictDoNothing({ target: scheduledJobs.name });
}

/**
 * Claims a due job and moves its next run one interval on, in one statement. Two instances updating the same
 * row are serialised by its row lock; the second re-checks `next_run_at <= now()` against the first one's
 * committed row and finds the job no longer due, so each run happens on one instance only. The database's
 * clock decides, so instances with different clocks agree.
 */
export async function claimDueJob(db: Database, name: string, intervalMs: number): Promise<boolean> {
  const claimed = await db
    .update(scheduledJobs)
    .set({
      nextRunAt: sql`now() + ${`${intervalMs} milliseconds`}::interval`,
      lastRunAt: sql`now()`,
      runCount: sql`${scheduledJobs.runCount} + 1`,
    })
    .where(sql`${scheduledJobs.name} = ${name} and ${scheduledJobs.nextRunAt} <= now()`)
    .returning({ name: scheduledJobs.name });
  return claimed.length > 0;
}

export async function recordJobResult(db: Database, name: string, error: string | null) {
  await db
    .update(scheduledJobs)
    .set({ lastError: error?.slice(0, 2000) ?? null })
    .where(eq(scheduledJobs.name, name));
}
