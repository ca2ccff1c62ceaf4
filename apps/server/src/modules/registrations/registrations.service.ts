// Who is registered for a run, its participants list and its export (docs/product.md §4, §6), and what the
// registrations module's three services share (register.service.ts, my-runs.service.ts).
import { dateKeyInZone, timeInZone } from '@runtogether/shared/dates/date.rules';
import { AppError } from '@runtogether/shared/errors/app-error';
import {
  type MyRegistration,
  PARTICIPANTS_PAGE_MAX,
  type ParticipantsQuery,
  type ParticipantsResponse,
} from '@runtogether/shared/registrations/registration.schemas';
import { answersInOrder, type RunQuestion } from '@runtogether/shared/registrations/questions.schemas';
import { registrationApiMessages } from '@runtogether/shared/registrations/registration-api.messages';
import { icsFileName } from '@runtogether/shared/runs/run-calendar';
import { runApiMessages } from '@runtogether/shared/runs/run-api.messages';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { MAX_INTEGER_ID } from '../../lib/ids';
import type { Locale } from '../../lib/i18n';
import { cursorPart, keysetCursor } from '../../lib/keyset-cursor';
import type { SessionUser } from '../auth/session-user';
import { hasHostPower, requireHostPower, requireUser, type RolePermission } from '../auth/permissions';
import { participantsCsvFile } from './participants-csv';
import type { SpotLinks } from './spot-links';
import { findRunGroups } from '../runs/run-groups.repository';
import { byGroup } from './group-capacity';
import {
  findParticipants,
  findParticipantsPage,
  type ParticipantsCursor,
  findRunBasics,
  type RegistrationRow,
} from './registrations.repository';

/** Keyset position in a run's participants list. */
const participantsCursor = keysetCursor(
  z.tuple([z.enum(['confirmed', 'waitlisted']), cursorPart.instant, cursorPart.id]),
);

export interface RegistrationDeps extends SpotLinks {
  db: Database;
  /** Called after a commit that queued mail, so the worker sends it at once. */
  mailQueued: () => void;
}

/** The registrations' dependencies from the configuration (the routes' and the scheduler's). */
export const registrationDepsOf = (
  db: Database,
  config: Pick<Config, 'publicUrl' | 'sessionSecret' | 'waitlistCutoffMinutes'>,
  mailQueued: () => void,
): RegistrationDeps => ({
  db,
  publicUrl: config.publicUrl,
  secret: config.sessionSecret,
  waitlistCutoffMinutes: config.waitlistCutoffMinutes,
  mailQueued,
});

export const runNotFound = () => new AppError('NOT_FOUND', runApiMessages.notFound, 404);
/** Only runners register and have a /my-runs list. */
export const asRunner: RolePermission = {
  role: 'runner',
  forbidden: registrationApiMessages.runnerOnly,
  unauthenticated: registrationApiMessages.mustLogIn,
};
/**
 * Only a business can host, so only a business can be the run's host who exports its participants. Anonymous, it
 * is the plain "Not signed in": registering has nothing to do with it.
 */
export const exportingParticipants: RolePermission = {
  role: 'business',
  forbidden: registrationApiMessages.hostOnlyExport,
};
export const requireSignedIn = (actor: SessionUser | null) =>
  requireUser(actor, registrationApiMessages.mustLogIn);

/** A run id from the URL that cannot exist (beyond PostgreSQL's integer) names no run. */
export function knownRunId(id: number): number {
  if (id > MAX_INTEGER_ID) throw runNotFound();
  return id;
}

export function toMyRegistration(
  row: RegistrationRow,
  waitlistPosition: number | null,
  questions: RunQuestion[] = [],
): MyRegistration {
  const answers = answersInOrder(questions, row.answers);
  return {
    id: row.id,
    runId: row.eventId,
    userId: row.runnerId,
    userName: row.name,
    userEmail: row.email,
    userPace: row.pace,
    registeredAt: row.createdAt.toISOString(),
    status: row.status,
    groupId: row.groupId,
    waitlistPosition: row.status === 'waitlisted' ? waitlistPosition : null,
    ...(answers.length > 0 ? { answers } : {}),
  };
}

/**
 * Who is coming: confirmed first, then the waitlist. E-mail addresses only for the run's host, and on the
 * caller's own row (docs/product.md §6).
 */
export async function getParticipants(
  db: Database,
  actor: SessionUser | null,
  runId: number,
  query: ParticipantsQuery = { limit: PARTICIPANTS_PAGE_MAX },
): Promise<ParticipantsResponse> {
  const position = query.cursor === undefined ? undefined : participantsCursor.decode(query.cursor);
  const after: ParticipantsCursor | undefined = position && {
    status: position[0],
    createdAt: position[1],
    id: position[2],
  };
  // One row more than asked tells whether another page follows.
  const found = await findParticipantsPage(db, knownRunId(runId), { limit: query.limit + 1, after });
  if (!found) throw runNotFound();
  const { run, totals } = found;
  // The host and its managers see addresses; its leaders only names (docs/decisions/054).
  const isHost = await hasHostPower(db, actor, run.hostId, 'participantEmails');
  // A run an admin hid is gone for everyone but its host (docs/decisions/049).
  if (run.hidden && !isHost) throw runNotFound();
  // The host and its whole team see the answers to the run's questions, leaders too (docs/product.md; they see
  // them on the check-in screen already), though not the addresses (decision 054).
  const seesAnswers =
    isHost || (actor !== null && (await hasHostPower(db, actor, run.hostId, 'participants')));
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
      ...(run.groups.length > 0
        ? { groups: run.groups.map((g) => ({ id: g.id, name: g.name, pace: g.paceSecondsPerKm / 60 })) }
        : {}),
    },
    totals,
    participants: page.map((row) => ({
      id: row.id,
      name: row.name,
      pace: row.pace,
      registeredAt: row.createdAt.toISOString(),
      status: row.status,
      waitlistPosition: row.status === 'waitlisted' ? (row.groupPosition ?? ++waitlisted) : null,
      groupId: row.groupId,
      ...(isHost || row.runnerId === actor?.id ? { email: row.email } : {}),
      ...hostAnswers(seesAnswers, run.questions, row.answers),
    })),
    nextCursor:
      found.participants.length > query.limit && last
        ? participantsCursor.encode([last.status, last.createdAt.toISOString(), last.id])
        : null,
  };
}

/** The answers to the run's questions, on the list of the host and its team only (docs/decisions/055). */
function hostAnswers(seesAnswers: boolean, questions: RunQuestion[], stored: RegistrationRow['answers']) {
  const answers = seesAnswers ? answersInOrder(questions, stored) : [];
  return answers.length > 0 ? { answers } : {};
}

/**
 * The participants of a run as a CSV file, for its host only: the same columns as the host's whole list
 * (participants-csv.ts), times in the run's own zone like every other time of the run.
 */
export async function participantsCsv(
  db: Database,
  actor: SessionUser | null,
  runId: number,
  locale: Locale = 'en',
): Promise<{ fileName: string; csv: string }> {
  requireSignedIn(actor);
  const run = await findRunBasics(db, knownRunId(runId));
  if (!run) throw runNotFound();
  await requireHostPower(db, actor, run.hostId, 'participantEmails', registrationApiMessages.hostOnlyExport);
  // On a run with pace groups the file has a Group column and lists group by group (docs/decisions/052).
  const groups = await findRunGroups(db, run.id);
  const rows = byGroup(await findParticipants(db, run.id), groups);
  const groupName = new Map(groups.map((group) => [group.id, group.name]));
  const csv = participantsCsvFile(
    rows.map((row) => ({
      runTitle: run.title,
      runStartsAt: run.startsAt,
      runTimezone: run.timezone,
      name: row.name,
      email: row.email,
      pace: row.pace,
      registeredAt: row.createdAt,
      status: row.status,
      answers: row.answers,
      group: row.groupId === null ? null : (groupName.get(row.groupId) ?? null),
    })),
    locale,
    { withGroup: groups.length > 0, questions: run.questions },
  );
  // The run's calendar file's slug and its day on its own clock, 'saturday-long-run-2027-05-18-participants.csv':
  // a weekly run's dates share a title, and each week's export is a file of its own (docs/decisions/034).
  const day = dateKeyInZone(run.startsAt, run.timezone);
  const fileName = icsFileName(run.title).replace(/\.ics$/, `-${day}-participants.csv`);
  return { fileName, csv };
}
