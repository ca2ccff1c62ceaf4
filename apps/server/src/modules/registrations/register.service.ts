// Registering for a run and leaving it, the waitlist and its promotions, and the register button's state
// (docs/product.md §3; decisions 011 and 046).
import { AppError } from '@runtogether/shared/errors/app-error';
import {
  registrationErrorCodes,
  type MyRegistration,
  type MyRegistrationResponse,
  type RegistrationFormInput,
} from '@runtogether/shared/registrations/registration.schemas';
import { registrationApiMessages } from '@runtogether/shared/registrations/registration-api.messages';
import type { RunQuestion } from '@runtogether/shared/registrations/questions.schemas';
import type { Database } from '../../db/client';
import type { Locale } from '../../lib/i18n';
import { isUniqueViolation } from '../../db/errors';
import type { SessionUser } from '../auth/session-user';
import { requireRole } from '../auth/permissions';
import { getCalendarRun, toCalendarRun } from '../runs/runs.service';
import { enqueueMail } from '../mail/mail.repository';
import {
  countTaken,
  deleteRegistration,
  findRegistration,
  findRegistrationWithPosition,
  findRunBasics,
  insertRegistration,
  lockRunForRegistering,
  lockRunForRegistration,
  promoteFromWaitlist,
  type RegistrationRow,
} from './registrations.repository';
import { emailGroupOf, registrationEmail, type EmailGroup, type EmailRun } from './registration-emails';
import { spotLinkUrl, withinCutoff, type SpotLinks } from './spot-links';
import { offerGroupSpots, offerOpenSpots } from './waitlist-claims.service';
import { findRunGroups } from '../runs/run-groups.repository';
import { checkSignUp } from './questions';
import { emergencyContactOf } from '../auth/client-user';
import { updateUser } from '../users/users.repository';
import { groupToJoin, promoteWithinGroups } from './group-capacity';

import {
  asRunner,
  knownRunId,
  requireSignedIn,
  runNotFound,
  toMyRegistration,
  type RegistrationDeps,
} from './registrations.service';

const registrationNotFound = () => new AppError('NOT_FOUND', registrationApiMessages.notFound, 404);
const alreadyRegistered = () =>
  new AppError(registrationErrorCodes.alreadyRegistered, registrationApiMessages.alreadyRegistered, 409);

/** A registration just made, with what its e-mail tells the runner. */
export interface MadeRegistration {
  row: RegistrationRow;
  /** The place on the waitlist; null when confirmed. */
  position: number | null;
  questions: RunQuestion[];
  /** To the account's (verified) address, in its language, with the name the form gave. */
  to: { email: string; name: string; language: Locale };
  /** The run as its e-mails show it, with its SEQUENCE (docs/decisions/033). */
  run: EmailRun;
  /** The signed "Can't make it? Give up your spot" link of a confirmed runner (docs/decisions/053). */
  giveUpUrl: string | undefined;
  group: EmailGroup | null;
}

/**
 * Registers the runner under the run's lock, in `tx` (which the caller commits): lock the run's row, count its
 * registrations and insert the new one in one statement (confirmed while spots are left, else waitlisted). The
 * lock makes every registration of the run, on every instance, wait its turn, so no more than max_participants
 * are ever confirmed and the waitlist is in the order runners got the lock (decisions 011 and 046).
 */
async function registerLocked(
  tx: Database,
  links: SpotLinks,
  runner: SessionUser,
  id: number,
  input: RegistrationFormInput,
  now: Date,
): Promise<MadeRegistration> {
  const run = await lockRunForRegistering(tx, id);
  // A hidden run takes no registrations (docs/decisions/049).
  if (!run || run.hiddenAt) throw runNotFound();
  if (run.startsAt <= now) {
    throw new AppError(registrationErrorCodes.runStarted, registrationApiMessages.runStarted, 409);
  }
  // The run's questions, waiver and emergency contact (docs/decisions/055): a 400 names what is missing.
  const signUp = checkSignUp(run, input, emergencyContactOf(runner), now);
  if (input.emergencyContact) {
    const { name, phone } = input.emergencyContact;
    await updateUser(tx, runner.id, { emergencyContactName: name, emergencyContactPhone: phone }, now);
  }
  // On a run with pace groups, capacity and waitlist are the group's (docs/decisions/052).
  const group = await groupToJoin(tx, id, input.groupId, run.hasGroups);
  const { row, confirmedBefore, waitlistedBefore } = await insertRegistration(
    tx,
    {
      eventId: id,
      runnerId: runner.id,
      name: input.name,
      email: input.email,
      pace: input.pace,
      answers: signUp.answers,
      groupId: group?.id ?? null,
    },
    { run: run.maxParticipants, group: group?.maxParticipants },
  );
  const full = row.status === 'waitlisted';
  return {
    row,
    // The new row is the last in the queue: every waitlisted row was inserted earlier, under this lock.
    position: full ? waitlistedBefore + 1 : null,
    questions: run.questions,
    // To the account's (verified) address: the form's address is the runner's word only, and mailing it would
    // let anyone send our e-mails to a stranger.
    to: { email: runner.email, name: input.name, language: runner.language },
    // The e-mail's run counts its confirmed runners only: the guests were not counted under the lock.
    run: toCalendarRun({
      ...run,
      currentParticipants: confirmedBefore + (full ? 0 : 1),
      currentGuests: 0,
    }),
    giveUpUrl: full ? undefined : spotLinkUrl(links, 'give-up', row.id),
    group: emailGroupOf(group),
  };
}

/** The confirmation of one registration (confirmed or waitlisted wording), with the run's calendar file. */
export const confirmationOf = (made: MadeRegistration, publicUrl: string, now: Date) =>
  registrationEmail(made.row.status, made.to, made.run, {
    publicUrl,
    now,
    position: made.position,
    giveUpUrl: made.giveUpUrl,
    group: made.group,
  });

// The unique (event, runner) index refuses a second registration of the runner.
const refuseSecond = (error: unknown): never => {
  throw isUniqueViolation(error) ? alreadyRegistered() : error;
};

/**
 * Registers the signed-in runner in one transaction: the registration under the run's lock (registerLocked),
 * its one e-mail rendered and queued, commit.
 */
export async function register(
  deps: RegistrationDeps,
  actor: SessionUser | null,
  runId: number,
  input: RegistrationFormInput,
  now = new Date(),
): Promise<MyRegistration> {
  const runner = requireRole(actor, asRunner);
  const id = knownRunId(runId);
  const registered = await deps.db
    .transaction(async (tx) => {
      const made = await registerLocked(tx, deps, runner, id, input, now);
      await enqueueMail(tx, confirmationOf(made, deps.publicUrl, now), now);
      return made;
    })
    .catch(refuseSecond);
  deps.mailQueued();
  return toMyRegistration(registered.row, registered.position, registered.questions);
}

/**
 * Registers a runner for one date of a series they join (docs/decisions/053) as register does, but in the
 * caller's transaction `tx`, in a savepoint of it (a date refused leaves the others), and without its e-mail:
 * the caller queues one mail for all the dates in the same transaction.
 */
export async function registerForSeriesDate(
  tx: Database,
  links: SpotLinks,
  runner: SessionUser,
  runId: number,
  input: RegistrationFormInput,
  now: Date,
): Promise<MadeRegistration> {
  const id = knownRunId(runId);
  return tx
    .transaction((savepoint) => registerLocked(savepoint, links, runner, id, input, now))
    .catch(refuseSecond);
}

/**
 * Removes the signed-in user's registration for the run. When a confirmed runner leaves, the first on the
 * waitlist takes the spot in the same transaction and is e-mailed. A run that has started keeps its list.
 */
export async function cancelRegistration(
  deps: RegistrationDeps,
  actor: SessionUser | null,
  runId: number,
  now = new Date(),
): Promise<void> {
  const user = requireSignedIn(actor);
  await leaveRun(deps, user.id, knownRunId(runId), now);
}

/**
 * Removes the runner's registration for the run, and gives a freed spot to the waitlist (cancelling, the
 * e-mail's give-up link, a "no" to "Still coming?"). 404 when not registered, 409 once the run has started.
 * `afterLeaving` runs in the same transaction once the registration is gone (a mail to the runner, say) and
 * answers how many mails it queued.
 */
export async function leaveRun(
  deps: RegistrationDeps,
  runnerId: string,
  runId: number,
  now: Date,
  afterLeaving?: (tx: Database, left: RegistrationRow) => Promise<number>,
): Promise<void> {
  const queued = await deps.db.transaction(async (tx) => {
    const run = await lockRunForRegistration(tx, runId);
    if (!run) throw runNotFound();
    const existing = await findRegistration(tx, runId, runnerId);
    if (!existing) throw registrationNotFound();
    if (run.startsAt <= now) {
      throw new AppError(registrationErrorCodes.runStarted, registrationApiMessages.runStartedCancel, 409);
    }
    await deleteRegistration(tx, runId, runnerId);
    const told = afterLeaving ? await afterLeaving(tx, existing) : 0;
    return told + (existing.status === 'confirmed' ? await fillOpenSpots(tx, run, deps, now) : 0);
  });
  if (queued > 0) deps.mailQueued();
}

/**
 * Confirms waitlisted runners, first come first served, while the run has free spots, and queues their e-mails.
 * Within the cutoff before the start the spots are offered to the whole waitlist instead (on a run with pace
 * groups, each group's to its own waitlist), first to claim (docs/decisions/053, 056). The caller must hold the run's lock (lockRunForRegistration or the runs module's
 * lockRun) in `tx`, and call mailQueued after the commit when the result (mails queued) is above 0. Also for a
 * host who raises the maximum.
 */
export async function fillOpenSpots(
  tx: Database,
  run: { id: number; startsAt: Date; maxParticipants: number | null },
  links: SpotLinks,
  now: Date,
): Promise<number> {
  if (run.startsAt <= now) return 0;
  // Pace groups fill each group from its own waitlist (docs/decisions/052); within the cutoff a group's open
  // spot is offered to that group's waitlist (decision 056).
  const groups = await findRunGroups(tx, run.id);
  // Guests at check-in take places too (docs/decisions/055): the run's room is what they and its runners leave.
  const open = run.maxParticipants === null ? null : run.maxParticipants - (await countTaken(tx, run.id));
  if (open !== null && open <= 0) return 0;
  let promoted;
  if (groups.length > 0) {
    if (withinCutoff(run.startsAt, now, links)) return offerGroupSpots(tx, run.id, groups, links, now);
    promoted = await promoteWithinGroups(tx, run.id, groups, open);
  } else {
    if (withinCutoff(run.startsAt, now, links)) return offerOpenSpots(tx, run.id, links, now);
    promoted = await promoteFromWaitlist(tx, run.id, open);
  }
  const { publicUrl } = links;
  if (promoted.length === 0) return 0;
  const details = await getCalendarRun(tx, run.id);
  for (const { registration, account } of promoted) {
    const group = groups.find((g) => g.id === registration.groupId);
    const mail = registrationEmail(
      'promoted',
      { email: account.email, name: registration.name, language: account.language },
      details,
      {
        publicUrl,
        now,
        giveUpUrl: spotLinkUrl(links, 'give-up', registration.id),
        group: emailGroupOf(group),
      },
    );
    await enqueueMail(tx, mail, now);
  }
  return promoted.length;
}

/** The caller's registration for the run, for the register button; null when signed out or not a runner. */
export async function getMyRegistration(
  db: Database,
  actor: SessionUser | null,
  runId: number,
): Promise<MyRegistrationResponse> {
  const run = await findRunBasics(db, knownRunId(runId));
  if (!run) throw runNotFound();
  if (!actor || actor.role !== 'runner') return { registration: null };
  const row = await findRegistrationWithPosition(db, run.id, actor.id);
  return {
    registration: row ? toMyRegistration(row.registration, row.waitlistPosition, run.questions) : null,
  };
}
