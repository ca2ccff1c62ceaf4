// The follow digest (decision 032): every few minutes one instance looks for followers owed a digest;
// the once-a-day rule and "only when there is news" live in the follows rows, not in the job's interval.
import { DIGEST_MAX_RUNS } from '@runtogether/shared/follows/follow.schemas';
import type { Database } from '../../db/client';
import { enqueueMail } from '../mail/mail.repository';
import { toRun } from '../runs/runs.service';
import type { ScheduledJob } from '../scheduler/scheduler';
import { followDigestEmail } from './follow-digest-email';
import { claimDueDigests, findNewRuns } from './follows.repository';

export interface DigestDeps {
  /** The origin of links in e-mails. */
  publicUrl: string;
  /** Called after a commit that queued mail, so the worker sends it at once. */
  mailQueued?: () => void;
}

/** Follows claimed (and their mails queued) per transaction. */
const DIGEST_BATCH = 50;
/** How often an instance looks; a follower still gets one digest a day at most. */
export const DIGEST_INTERVAL_MS = 15 * 60_000;

/**
 * Queues every digest that is due at `now`: each batch of follows is claimed and its mails queued in one
 * transaction, so a digest is marked sent exactly when its mail is in the outbox. Returns how many were queued.
 */
export async function sendFollowDigests(db: Database, deps: DigestDeps, now: Date): Promise<number> {
  let queued = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const claimed = await claimDueDigests(tx, now, DIGEST_BATCH);
      for (const digest of claimed) {
        const { runs, total } = await findNewRuns(
          tx,
          digest.businessId,
          { since: digest.since, through: digest.through, now },
          DIGEST_MAX_RUNS,
        );
        const hostName = digest.hostBusinessName?.trim() || digest.hostName.trim();
        const mail = followDigestEmail({
          to: { email: digest.runnerEmail, name: digest.runnerName, language: digest.runnerLanguage },
          host: { id: digest.businessId, name: hostName },
          runs: runs.map(toRun),
          total,
          unsubscribeToken: digest.unsubscribeToken,
          publicUrl: deps.publicUrl,
        });
        // Due at once on this instance's clock: `now` is the digest's moment (tests move it), not the outbox's.
        await enqueueMail(tx, mail);
      }
      return claimed.length;
    });
    queued += batch;
    if (batch < DIGEST_BATCH) break;
  }
  if (queued > 0) deps.mailQueued?.();
  return queued;
}

/** The scheduler's jobs of this module (scheduler.plugin.ts starts them with the clean-ups). */
export const followJobs = (deps: DigestDeps): ScheduledJob[] => [
  {
    name: 'send-follow-digests',
    intervalMs: DIGEST_INTERVAL_MS,
    run: async (db, now) => {
      await sendFollowDigests(db, deps, now);
    },
  },
];
