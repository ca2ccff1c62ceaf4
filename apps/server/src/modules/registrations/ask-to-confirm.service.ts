// "Ask to confirm" (decision 053): 3 hours before a run whose host turned it on, confirmed runners who missed
// at least 2 of their last 5 runs with check-in are asked "Still coming?" with one-click yes and no links. A
// "no", or no answer 1 hour before the start, frees the spot for the waitlist, and the runner is told so
// (decision 056). Nobody without that history is asked. A scheduler job, once across instances: an ask is a row
// (its key the registration), and only the instance that inserts it sends the mail; only the instance whose
// transaction removes the registration tells the runner, and the mail's dedupe key is the backstop.
import { AppError } from '@runtogether/shared/errors/app-error';
import type { SpotLinkResult } from '@runtogether/shared/registrations/spot-link.schemas';
import { enqueueMail } from '../mail/mail.repository';
import { getCalendarRun } from '../runs/runs.service';
import type { ScheduledJob } from '../scheduler/scheduler';
import { answerAsk, findRunnersToAsk, findUnansweredAsks, insertAsk } from './ask-to-confirm.repository';
import { invalidSpotLink, linkedRegistration } from './linked-registration';
import { leaveRun } from './register.service';
import type { RegistrationDeps } from './registrations.service';
import { spotReleasedEmail, stillComingEmail } from './spot-link-emails';
import { findAccountOf } from './spot-links.repository';
import type { Database } from '../../db/client';
import type { RegistrationRow } from './registrations.repository';
import { spotLinkUrl } from './spot-links';

const MINUTE = 60_000;
export const ASK_BEFORE_MS = 3 * 60 * MINUTE;
export const ANSWER_BY_MS = 60 * MINUTE;
/** Under the scheduler's 10-second poll, like the reminders: an ask goes out within a minute of its time. */
export const ASK_TO_CONFIRM_INTERVAL_MS = 50_000;
const BATCH = 100;

/** Asks everyone due; answers how many mails were queued. */
export async function askStillComing(deps: RegistrationDeps, now: Date): Promise<number> {
  const window = {
    now,
    from: new Date(now.getTime() + ANSWER_BY_MS),
    to: new Date(now.getTime() + ASK_BEFORE_MS),
    limit: BATCH,
  };
  let queued = 0;
  for (;;) {
    const due = await findRunnersToAsk(deps.db, window);
    for (const row of due) {
      const run = await getCalendarRun(deps.db, row.eventId);
      const asked = await deps.db.transaction(async (tx) => {
        if (!(await insertAsk(tx, { registrationId: row.registrationId, eventId: row.eventId, now }))) {
          return false;
        }
        const to = { email: row.email, name: row.name, language: row.language };
        const urls = {
          yes: spotLinkUrl(deps, 'still-coming-yes', row.registrationId),
          no: spotLinkUrl(deps, 'still-coming-no', row.registrationId),
        };
        return enqueueMail(tx, stillComingEmail(to, run, urls, deps.publicUrl), now);
      });
      if (asked) queued++;
    }
    if (due.length < BATCH) break;
  }
  if (queued > 0) deps.mailQueued();
  return queued;
}

/** In leaveRun's transaction: "Your spot is free" to the runner whose "no" or silence freed it. */
const tellReleased =
  (deps: RegistrationDeps, why: 'no' | 'silent', now: Date) =>
  async (tx: Database, left: RegistrationRow): Promise<number> => {
    const account = await findAccountOf(tx, left.runnerId);
    if (!account) return 0;
    const run = await getCalendarRun(tx, left.eventId);
    const to = { email: account.email, name: left.name, language: account.language };
    const mail = spotReleasedEmail(to, run, why, deps.publicUrl);
    return (await enqueueMail(tx, { ...mail, dedupeKey: `spot-released:${left.id}` }, now)) ? 1 : 0;
  };

/** Frees the spots of runners who did not answer by 1 hour before the start; answers how many. */
export async function releaseUnanswered(deps: RegistrationDeps, now: Date): Promise<number> {
  const unanswered = await findUnansweredAsks(deps.db, now, new Date(now.getTime() + ANSWER_BY_MS));
  let released = 0;
  for (const { eventId, runnerId } of unanswered) {
    try {
      await leaveRun(deps, runnerId, eventId, now, tellReleased(deps, 'silent', now));
      released++;
    } catch (error) {
      // Another instance (or the runner) got there first, or the run started meanwhile.
      if (!(error instanceof AppError && (error.status === 404 || error.status === 409))) throw error;
    }
  }
  return released;
}

/** The scheduler's job: first the unanswered asks whose time is up, then the new asks. */
export const askToConfirmJobs = (deps: RegistrationDeps): ScheduledJob[] => [
  {
    name: 'ask-still-coming',
    intervalMs: ASK_TO_CONFIRM_INTERVAL_MS,
    run: async (db, now) => {
      const withDb = { ...deps, db };
      await releaseUnanswered(withDb, now);
      await askStillComing(withDb, now);
    },
  },
];

/** GET of a "Still coming?" link: the registration it answers for. */
export const readStillComingLink = (deps: RegistrationDeps, answer: 'yes' | 'no', token: string) =>
  linkedRegistration(deps.db, deps.secret, answer === 'yes' ? 'still-coming-yes' : 'still-coming-no', token);

/** POST of a "Still coming?" link: yes keeps the spot, no gives it to the waitlist. */
export async function answerStillComing(
  deps: RegistrationDeps,
  answer: 'yes' | 'no',
  token: string,
  now = new Date(),
): Promise<SpotLinkResult & { title: string }> {
  const { registration, run } = await readStillComingLink(deps, answer, token);
  if (answer === 'no') {
    await leaveRun(deps, registration.runnerId, registration.eventId, now, tellReleased(deps, 'no', now));
    return { result: 'cancelled', title: run.title };
  }
  if (!(await answerAsk(deps.db, registration.id, 'yes', now))) throw invalidSpotLink();
  return { result: 'kept', title: run.title };
}
