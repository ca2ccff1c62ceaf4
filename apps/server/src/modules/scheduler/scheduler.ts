// Periodic work that must happen once per period across all instances, whichever instances are running.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { claimDueJob, ensureJob, recordJobResult } from './scheduler.repository';

export interface ScheduledJob {
  name: string;
  intervalMs: number;
  run(db: Database, now: Date): Promise<void>;
}

export interface SchedulerOptions {
  db: Database;
  jobs: readonly ScheduledJob[];
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** How often this instance looks for due jobs; null → only runDue() runs them (tests). */
  pollIntervalMs: number | null;
}

export interface Scheduler {
  /** Runs every job that is due and that this instance claims; resolves with their names. */
  runDue(): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * Every instance polls; the database hands each due run to exactly one of them (see claimDueJob). A job that
 * fails keeps its error in the table and runs again at its next time; jobs are idempotent clean-ups, so an
 * instance dying mid-run costs nothing but a period.
 */
export async function startScheduler({
  db,
  jobs,
  log,
  pollIntervalMs,
}: SchedulerOptions): Promise<Scheduler> {
  for (const job of jobs) await ensureJob(db, job.name);

  let round: Promise<string[]> | null = null;
  async function runRound(): Promise<string[]> {
    const ran: string[] = [];
    for (const job of jobs) {
      if (!(await claimDueJob(db, job.name, job.intervalMs))) continue;
      ran.push(job.name);
      try {
        await job.run(db, new Date());
        await recordJobResult(db, job.name, null);
        log.info({ job: job.name }, 'scheduled job done');
      } catch (error) {
        log.error({ job: job.name, err: error }, 'scheduled job failed');
        await recordJobResult(db, job.name, error instanceof Error ? error.message : String(error));
      }
    }
    return ran;
  }

  const runDue = (): Promise<string[]> => {
    // One round at a time in this process; a poll during a round waits for that round.
    round ??= runRound().finally(() => {
      round = null;
    });
    return round;
  };

  const poll = () => {
    runDue().catch((error: unknown) => log.error({ err: error }, 'scheduler round failed'));
  };
  const timer = pollIntervalMs === null ? null : setInterval(poll, pollIntervalMs);
  timer?.unref();
  // A first look at start-up: a deployment whose instances restart often still runs its clean-ups.
  if (pollIntervalMs !== null) poll();

  return {
    runDue,
    stop: async () => {
      if (timer) clearInterval(timer);
      if (round) await round.catch(() => []);
    },
  };
}
