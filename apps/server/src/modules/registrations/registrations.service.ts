// Registering for runs, the waitlist and the participants lists (docs/product.md §3, §4, §6; DESIGN decisions 4, 7, 11).
import { dateKeyInZone, timeInZone } from '@runtogether/shared/dates/date.rules';
import { AppError } from '@runtogether/shared/errors/app-error';
import {
  registrationErrorCodes,
  type MyRegistration,
  type MyRegistrationResponse,
  type MyRegistrationsQuery,
  type MyRegistrationsResponse,
  PARTICIPANTS_PAGE_MAX,
  type ParticipantsQuery,
  type ParticipantsResponse,
  type RegistrationFormInput,
} from '@runtogether/shared/registrations/registration.schemas';
import { registrationApiMessages } from '@runtogether/shared/registrations/registration-api.messages';
import { icsFileName } from '@runtogether/shared/runs/run-calendar';
import { runApiMessages } from '@runtogether/shared/runs/run-api.messages';
import { formatPace } from '@runtogether/shared/runs/run.rules';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { MAX_INTEGER_ID } from '../../lib/ids';
import { toCsv } from '../../lib/csv';
import { translatorFor, type Locale } from '../../lib/i18n';
import { cursorCodec, cursorFields, invalidCursor } from '../../lib/keyset-cursor';
import type { SessionUser } from '../auth/session-user';
import { requireAccount, requireRole, requireUser, type RolePermission } from '../auth/permissions';
import { getCalendarRun, toCalendarRun, toRun } from '../runs/runs.service';
import { enqueueMail } from '../mail/mail.repository';
import {
  countConfirmed,
  deleteRegistration,
  findParticipants,
  findParticipantsPage,
  type ParticipantsCursor,
  findRegistration,
  findRegistrationRun,
  findRegistrationWithPosition,
  findRunBasics,
  findRunnerRegistrations,
  lockRunForRegistration,
  registerForRun,
  type RegistrationMails,
  promoteFromWaitlist,
  type RegistrationRow,
} from './registrations.repository';
import { registrationEmail, runIcsAttachment, WAITLIST_POSITION_PLACEHOLDER } from './registration-emails';
import type { RegistrationRun, RunDetailsCache } from './run-details-cache';

/** Keyset position in a run's participants list. */
const participantsCursor = cursorCodec<ParticipantsCursor>({
  status: cursorFields.oneOf('confirmed', 'waitlisted'),
  createdAt: cursorFields.instant,
  id: cursorFields.id,
});

/** Keyset position in /my-runs: the (starts_at, run id) of the last item of a page, and the tab it belongs to. */
const registrationCursor = cursorCodec<{ scope: 'upcoming' | 'past'; startsAt: Date; eventId: number }>({
  scope: cursorFields.oneOf('upcoming', 'past'),
  startsAt: cursorFields.instant,
  eventId: cursorFields.id,
});

export interface RegistrationDeps {
  db: Database;
  /** The origin of links in e-mails. */
  publicUrl: string;
  /** Called after a commit that queued mail, so the worker sends it at once. */
  mailQueued: () => void;
  /** Runs' details for registering, kept between registrations (decision 040). */
  runDetails: RunDetailsCache;
}

const runNotFound = () => new AppError('NOT_FOUND', runApiMessages.notFound, 404);
const registrationNotFound = () => new AppError('NOT_FOUND', registrationApiMessages.notFound, 404);
const alreadyRegistered = () =>
  new AppError(registrationErrorCodes.alreadyRegistered, registrationApiMessages.alreadyRegistered, 409);

/** Only runners register and have a /my-runs list. */
export const asRunner: RolePermission = {
  role: 'runner',
  forbidden: registrationApiMessages.runnerOnly,
  unauthenticated: registrationApiMessages.mustLogIn,
};
/** Only a business can host, so only a business can be the run's host who exports its participants. */
export const exportingParticipants: RolePermission = {
  role: 'business',
  forbidden: registrationApiMessages.hostOnlyExport,
  unauthenticated: registrationApiMessages.mustLogIn,
};
const requireSignedIn = (actor: SessionUser | null) => requireUser(actor, registrationApiMessages.mustLogIn);

/** A run id from the URL that cannot exist (beyond PostgreSQL's integer) names no run. */
function knownRunId(id: number): number {
  if (id > MAX_INTEGER_ID) throw runNotFound();
  return id;
}

export function toMyRegistration(row: RegistrationRow, waitlistPosition: number | null): MyRegistration {
  return {
    id: row.id,
    runId: row.eventId,
    userId: row.runnerId,
    userName: row.name,
    userEmail: row.email,
    userPace: row.pace,
    registeredAt: row.createdAt.toISOString(),
    status: row.status,
    waitlistPosition: row.status === 'waitlisted' ? waitlistPosition : null,
  };
}

/** The run's details for registering, read from the database (the cache's loader). */
async function readRegistrationRun(db: Database, runId: number): Promise<RegistrationRun | undefined> {
  const row = await findRegistrationRun(db, runId);
  // A hidden run takes no registrations (docs/decisions/049); hiding changes its version, so a kept copy is
  // read again and ends here.
  if (!row || row.hiddenAt) return undefined;
  return {
    // With its SEQUENCE, so the mailed calendar file agrees with the feeds (docs/decisions/033).
    run: toCalendarRun(row),
    version: row.version,
    ics: new Map(),
  };
}

/**
 * Registers the signed-in runner. The run's details (kept in memory, decision 040) and both possible e-mails are
 * prepared first, without any lock; then one call to `register_for_run` locks the run's row, checks that the
 * details are still the run's, counts the confirmed registrations and inserts the new one with its e-mail, so
 * however many requests arrive at once, on however many instances, no more than max_participants are ever
 * confirmed and the others join the waitlist in the order they got the lock (decisions 011 and 027). When the
 * run or its host changed since the copy was read, nothing is written: the run is read again and the call
 * repeated, checking nothing, as before decision 040.
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
  const values = { eventId: id, runnerId: runner.id, name: input.name, email: input.email, pace: input.pace };
  const attempt = async (details: RegistrationRun | undefined, checked: boolean) => {
    if (!details) throw runNotFound();
    const mails = registrationMails(details, runner, input.name, deps.publicUrl, now);
    try {
      return await registerForRun(deps.db, values, mails, checked ? details.version : null, now);
    } catch (error) {
      // Belt and braces: the unique (event, runner) index refuses a second row even if the check were skipped.
      if (isUniqueViolation(error)) throw alreadyRegistered();
      throw error;
    }
  };
  const load = () => readRegistrationRun(deps.db, id);
  let result = await attempt(await deps.runDetails.get(id, load), true);
  if (result.outcome === 'stale') {
    deps.runDetails.forget(id);
    result = await attempt(await deps.runDetails.get(id, load), false);
  }
  if (result.outcome !== 'registered') {
    if (result.outcome === 'not_found') {
      deps.runDetails.forget(id);
      throw runNotFound();
    }
    if (result.outcome === 'started') {
      throw new AppError(registrationErrorCodes.runStarted, registrationApiMessages.runStarted, 409);
    }
    throw alreadyRegistered();
  }
  deps.mailQueued();
  return {
    id: result.id,
    runId: id,
    userId: runner.id,
    userName: input.name,
    userEmail: input.email,
    userPace: input.pace,
    registeredAt: result.createdAt.toISOString(),
    status: result.status,
    waitlistPosition: result.status === 'waitlisted' ? result.waitlistPosition : null,
  };
}

/** The confirmed and waitlisted mails of a registration, with the run's calendar file made once per language. */
function registrationMails(
  details: RegistrationRun,
  runner: SessionUser,
  name: string,
  publicUrl: string,
  now: Date,
): RegistrationMails {
  // To the account's (verified) address: the form's address is the runner's word only, and mailing it
  // would let anyone send our e-mails to a stranger.
  const to = { email: runner.email, name, language: runner.language };
  let ics = details.ics.get(runner.language);
  if (!ics) {
    const attachment = runIcsAttachment(details.run, publicUrl, now, runner.language);
    ics = { attachment, json: JSON.stringify([attachment]) };
    details.ics.set(runner.language, ics);
  }
  const options = { publicUrl, now, ics: ics.attachment };
  return {
    confirmed: registrationEmail('confirmed', to, details.run, options),
    waitlisted: registrationEmail('waitlisted', to, details.run, {
      ...options,
      position: WAITLIST_POSITION_PLACEHOLDER,
    }),
    attachmentsJson: ics.json,
  };
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
  const id = knownRunId(runId);
  const promoted = await deps.db.transaction(async (tx) => {
    const run = await lockRunForRegistration(tx, id);
    if (!run) throw runNotFound();
    const existing = await findRegistration(tx, id, user.id);
    if (!existing) throw registrationNotFound();
    if (run.startsAt <= now) {
      throw new AppError(registrationErrorCodes.runStarted, registrationApiMessages.runStartedCancel, 409);
    }
    await deleteRegistration(tx, id, user.id);
    return existing.status === 'confirmed' ? fillOpenSpots(tx, run, deps.publicUrl, now) : 0;
  });
  if (promoted > 0) deps.mailQueued();
}

/**
 * Confirms waitlisted runners, first come first served, while the run has free spots, and queues their e-mails.
 * The caller must hold the run's lock (lockRunForRegistration or the runs module's lockRun) in `tx`, and call
 * mailQueued after the commit when the result is above 0. Also for a host who raises the maximum.
 */
export async function fillOpenSpots(
  tx: Database,
  run: { id: number; startsAt: Date; maxParticipants: number | null },
  publicUrl: string,
  now: Date,
): Promise<number> {
  if (run.startsAt <= now) return 0;
  const open = run.maxParticipants === null ? null : run.maxParticipants - (await countConfirmed(tx, run.id));
  if (open !== null && open <= 0) return 0;
  const promoted = await promoteFromWaitlist(tx, run.id, open);
  if (promoted.length === 0) return 0;
  const details = await getCalendarRun(tx, run.id);
  for (const { registration, account } of promoted) {
    const mail = registrationEmail(
      'promoted',
      { email: account.email, name: registration.name, language: account.language },
      details,
      { publicUrl, now },
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
  return { registration: row ? toMyRegistration(row.registration, row.waitlistPosition) : null };
}

/**
 * Who is coming: confirmed first, then the waitlist. E-mail addresses only for the run's host, and on the
 * caller's own row (DESIGN decision 7).
 */
export async function getParticipants(
  db: Database,
  actor: SessionUser | null,
  runId: number,
  query: ParticipantsQuery = { limit: PARTICIPANTS_PAGE_MAX },
): Promise<ParticipantsResponse> {
  const after = query.cursor === undefined ? undefined : participantsCursor.decode(query.cursor);
  // One row more than asked tells whether another page follows.
  const found = await findParticipantsPage(db, knownRunId(runId), { limit: query.limit + 1, after });
  if (!found) throw runNotFound();
  const { run, totals } = found;
  const isHost = actor !== null && actor.id === run.hostId;
  const page = found.participants.slice(0, query.limit);
  const last = page.at(-1);
  // The waitlist places: those before this page, then this page's waitlisted rows in order.
  let waitlisted = found.waitlistedBefore;
  return {
    run: {
      id: run.id,
      title: run.title,
      date: dateKeyInZone(run.startsAt, run.timezone),
      time: timeInZone(run.startsAt, run.timezone),
      timezone: run.timezone,
      hostId: run.hostId,
    },
    totals,
    participants: page.map((row) => ({
      id: row.id,
      name: row.name,
      pace: row.pace,
      registeredAt: row.createdAt.toISOString(),
      status: row.status,
      waitlistPosition: row.status === 'waitlisted' ? ++waitlisted : null,
      ...(isHost || row.runnerId === actor?.id ? { email: row.email } : {}),
    })),
    nextCursor:
      found.participants.length > query.limit && last
        ? participantsCursor.encode({
            status: last.status,
            createdAt: last.createdAt,
            id: last.id,
          })
        : null,
  };
}

/** The columns of a run's export, in the host's language. */
export const participantsCsvHeader = (locale: Locale) => {
  const t = translatorFor(locale);
  return [
    t('csv.participants.name'),
    t('csv.participants.email'),
    t('csv.participants.pace'),
    t('csv.participants.registered'),
    t('csv.participants.status'),
  ];
};

/**
 * The participants of a run as a CSV file, for its host only. Registration times are in the run's own zone,
 * like every other time of the run.
 */
export async function participantsCsv(
  db: Database,
  actor: SessionUser | null,
  runId: number,
  locale: Locale = 'en',
): Promise<{ fileName: string; csv: string }> {
  requireSignedIn(actor);
  const t = translatorFor(locale);
  const run = await findRunBasics(db, knownRunId(runId));
  if (!run) throw runNotFound();
  requireAccount(actor, run.hostId, registrationApiMessages.hostOnlyExport);
  const rows = await findParticipants(db, run.id);
  const csv = toCsv(
    participantsCsvHeader(locale),
    rows.map((row) => [
      row.name,
      row.email,
      `${formatPace(row.pace)} min/km`,
      `${dateKeyInZone(row.createdAt, run.timezone)} ${timeInZone(row.createdAt, run.timezone)}`,
      t(row.status === 'confirmed' ? 'csv.participants.confirmed' : 'csv.participants.waitlisted'),
    ]),
  );
  // The same slug as the run's calendar file: 'saturday-long-run-participants.csv'.
  const fileName = icsFileName(run.title).replace(/\.ics$/, '-participants.csv');
  return { fileName, csv };
}

/**
 * The runner's registrations with their runs, one /my-runs tab at a time, paged by cursor: a runner's
 * history grows without bound, so no answer returns all of it.
 */
export async function listMyRegistrations(
  db: Database,
  actor: SessionUser | null,
  query: MyRegistrationsQuery,
  now = new Date(),
): Promise<MyRegistrationsResponse> {
  const runner = requireRole(actor, asRunner);
  const cursor = query.cursor === undefined ? undefined : registrationCursor.decode(query.cursor);
  if (cursor && cursor.scope !== query.scope) throw invalidCursor();
  // One row more than asked tells whether another page follows, without a count query.
  const rows = await findRunnerRegistrations(db, {
    runnerId: runner.id,
    scope: query.scope,
    now,
    after: cursor,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      registration: toMyRegistration(row.registration, row.waitlistPosition),
      run: toRun(row.run),
    })),
    nextCursor:
      rows.length > query.limit && last
        ? registrationCursor.encode({ scope: query.scope, startsAt: last.run.startsAt, eventId: last.run.id })
        : null,
  };
}
