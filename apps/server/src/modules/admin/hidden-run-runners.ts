// A run an admin hides (or a suspension hides) leaves every list and is a 404 to its runners: without a word they
// would still go. Its confirmed and waitlisted runners are told it was taken down, and told again if it comes
// back, with their places kept both ways (docs/decisions/049). A started run is history: nobody is told.
import type { Database } from '../../db/client';
import { enqueueMail } from '../mail/mail.repository';
import { findRegisteredRunners, findRunById } from '../runs/runs.repository';
import { toRun } from '../runs/runs.service';
import { trustNoticeEmail } from './trust-emails';

/** Queues the notice to each runner of these runs that have not started. */
export async function tellRunnersOfHiddenRuns(
  tx: Database,
  runIds: readonly number[],
  hidden: boolean,
  publicUrl: string,
  now: Date,
): Promise<void> {
  for (const runId of runIds) {
    const row = await findRunById(tx, runId);
    if (!row || row.startsAt.getTime() <= now.getTime()) continue;
    const run = toRun(row);
    for (const runner of await findRegisteredRunners(tx, runId)) {
      const mail = trustNoticeEmail(runner, hidden ? 'runHiddenForRunner' : 'runShownForRunner', {
        title: run.title,
        run,
        // The run page is a 404 to a runner while the run is hidden.
        link: hidden ? undefined : `${publicUrl}/runs/${runId}`,
        publicUrl,
      });
      await enqueueMail(tx, mail, now);
    }
  }
}
