// Close to the start a freed spot is not given away silently (decision 053): within WAITLIST_CUTOFF_MINUTES
// everyone on the waitlist is e-mailed "A spot just opened" with a signed claim link, and the first to claim it
// gets it. The run's lock orders the claims, so two never take one spot. On a run with pace groups a spot is a
// group's: it is offered to that group's waitlist, and a claim takes a spot of the claimer's group (decision 056).
import { AppError } from '@runtogether/shared/errors/app-error';
import { registrationErrorCodes } from '@runtogether/shared/registrations/registration.schemas';
import { registrationApiMessages } from '@runtogether/shared/registrations/registration-api.messages';
import {
  spotLinkErrorCodes,
  spotLinkMessages,
  type SpotLinkResult,
} from '@runtogether/shared/registrations/spot-link.schemas';
import type { Database } from '../../db/client';
import { enqueueMail } from '../mail/mail.repository';
import { getCalendarRun } from '../runs/runs.service';
import { findRunGroups, type RunGroupRow } from '../runs/run-groups.repository';
import { isGroupFull } from './group-capacity';
import { invalidSpotLink, linkedRegistration } from './linked-registration';
import { emailGroupOf, registrationEmail } from './registration-emails';
import { countTaken, lockRunForRegistration } from './registrations.repository';
import type { RegistrationDeps } from './registrations.service';
import { spotOpenedEmail } from './spot-link-emails';
import { spotLinkUrl, type SpotLinks } from './spot-links';
import {
  confirmWaitlisted,
  findAccountOf,
  findRegistrationById,
  findWaitlistWithAccounts,
} from './spot-links.repository';

const spotTaken = () => new AppError(spotLinkErrorCodes.taken, spotLinkMessages.taken, 409);

/**
 * E-mails everyone on the run's waitlist (or on one pace group's: `group`) that a spot is open, each with their
 * claim link; answers how many mails were queued. Called by fillOpenSpots under the run's lock, in its
 * transaction.
 */
export async function offerOpenSpots(
  tx: Database,
  runId: number,
  links: SpotLinks,
  now: Date,
  group?: Pick<RunGroupRow, 'id' | 'name'>,
) {
  const waiting = await findWaitlistWithAccounts(tx, runId, group?.id);
  if (waiting.length === 0) return 0;
  const run = await getCalendarRun(tx, runId);
  for (const runner of waiting) {
    const to = { email: runner.email, name: runner.name, language: runner.language };
    const claimUrl = spotLinkUrl(links, 'claim', runner.registrationId);
    await enqueueMail(tx, spotOpenedEmail(to, run, claimUrl, links.publicUrl, group?.name), now);
  }
  return waiting.length;
}

/**
 * Within the cutoff on a run with pace groups: each group with an open spot offers it to its own waitlist
 * (decision 056). Answers how many mails were queued.
 */
export async function offerGroupSpots(
  tx: Database,
  runId: number,
  groups: RunGroupRow[],
  links: SpotLinks,
  now: Date,
) {
  let queued = 0;
  for (const group of groups) {
    if (group.waitlisted > 0 && !isGroupFull(group))
      queued += await offerOpenSpots(tx, runId, links, now, group);
  }
  return queued;
}

/** Whether the registration's spot is open now: its pace group's on a run with groups, else the run's. */
async function spotOpenFor(
  db: Database,
  registration: { eventId: number; groupId: number | null },
  maxParticipants: number | null,
) {
  // Guests at check-in take the run's places too (docs/decisions/055).
  const runOpen = maxParticipants === null || (await countTaken(db, registration.eventId)) < maxParticipants;
  if (registration.groupId === null || !runOpen) return runOpen;
  const group = (await findRunGroups(db, registration.eventId)).find((g) => g.id === registration.groupId);
  return group !== undefined && !isGroupFull(group);
}

/** GET: the registration the link would confirm, and whether a spot is open right now. */
export async function readClaimLink(db: Database, secret: string, token: string) {
  const linked = await linkedRegistration(db, secret, 'claim', token);
  const open = await spotOpenFor(db, linked.registration, linked.run.maxParticipants);
  return { ...linked, open };
}

/**
 * POST: the first waitlisted runner to claim an open spot gets it (and the usual "you're in" e-mail); a later
 * claim answers 409 SPOT_TAKEN and stays on the waitlist. A claim by a runner who already has the spot is
 * answered as a success again.
 */
export async function claimSpot(
  deps: RegistrationDeps,
  token: string,
  now = new Date(),
): Promise<SpotLinkResult & { title: string }> {
  const { registration, run: details } = await linkedRegistration(deps.db, deps.secret, 'claim', token);
  const claimed = await deps.db.transaction(async (tx) => {
    const run = await lockRunForRegistration(tx, registration.eventId);
    if (!run) throw invalidSpotLink();
    if (run.startsAt <= now) {
      throw new AppError(registrationErrorCodes.runStarted, registrationApiMessages.runStarted, 409);
    }
    const full = !(await spotOpenFor(tx, registration, run.maxParticipants));
    if (full) {
      const current = await findRegistrationById(tx, registration.id);
      if (current?.status === 'confirmed') return false;
      if (!current) throw invalidSpotLink();
      throw spotTaken();
    }
    const confirmed = await confirmWaitlisted(tx, registration.id);
    if (!confirmed) return false;
    const account = await findAccountOf(tx, confirmed.runnerId);
    if (!account) return false;
    const group = (await findRunGroups(tx, run.id)).find((g) => g.id === confirmed.groupId);
    const mail = registrationEmail(
      'promoted',
      { email: account.email, name: confirmed.name, language: account.language },
      details,
      {
        publicUrl: deps.publicUrl,
        now,
        giveUpUrl: spotLinkUrl(deps, 'give-up', confirmed.id),
        group: emailGroupOf(group),
      },
    );
    await enqueueMail(tx, mail, now);
    return true;
  });
  if (claimed) deps.mailQueued();
  return { result: 'confirmed', title: details.title };
}
