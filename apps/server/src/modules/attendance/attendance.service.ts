// Taking attendance on the day: the host's check-in screen, the runner's QR check-in and the runner's
// own attendance figures. Who may do what, and when: docs/decisions/035.
import { checkInWindow, weeklyStreak } from '@runtogether/shared/attendance/attendance.rules';
import {
  attendanceErrorCodes,
  attendanceMessages,
  type Attendance,
  type AttendanceStats,
  type Attendee,
  type CheckInCode,
  type CheckInResult,
  type MarkAttendanceResult,
  type WalkIn,
  type WalkInInput,
  type WalkInResult,
} from '@runtogether/shared/attendance/attendance.schemas';
import { answersInOrder, type RunQuestion } from '@runtogether/shared/registrations/questions.schemas';
import { dateKeyInZone, timeInZone } from '@runtogether/shared/dates/date.rules';
import { AppError } from '@runtogether/shared/errors/app-error';
import { runApiMessages } from '@runtogether/shared/runs/run-api.messages';
import type { RunGroup } from '@runtogether/shared/runs/run-groups.schemas';
import type { Database } from '../../db/client';
import { MAX_INTEGER_ID } from '../../lib/ids';
import type { SessionUser } from '../auth/session-user';
import { requireHostPower, requireRole, type RolePermission } from '../auth/permissions';
import { emergencyContactOf } from '../auth/client-user';
import { groupToJoin } from '../registrations/group-capacity';
import { checkSignUp } from '../registrations/questions';
import { findRegistration, findRunBasics } from '../registrations/registrations.repository';
import {
  countAttendance,
  findAttendedRunDates,
  findConfirmedAttendees,
  findRegistrationById,
  findWalkIns,
  insertWalkIn,
  upsertAttendance,
} from './attendance.repository';
import { readCheckInCode, signCheckInCode } from './check-in-code';
import { findRunGroups, type RunGroupRow } from '../runs/run-groups.repository';
import { markScannedBack } from './still-out.repository';

export interface AttendanceDeps {
  db: Database;
  /** Signs the QR codes (the server's session secret). */
  secret: string;
  /** The origin of the QR code's URL. */
  publicUrl: string;
}

/** Only a business hosts runs, so only a business takes attendance (ownership is checked on the run). */
export const takingAttendance: RolePermission = {
  role: 'business',
  forbidden: attendanceMessages.hostOnly,
  unauthenticated: attendanceMessages.mustLogInHost,
};
/** Only runners check themselves in (and have attendance figures). */
export const checkingIn: RolePermission = {
  role: 'runner',
  forbidden: attendanceMessages.runnerOnly,
  unauthenticated: attendanceMessages.mustLogIn,
};

export const withAttendanceStats: RolePermission = {
  role: 'runner',
  forbidden: attendanceMessages.statsRunnerOnly,
  unauthenticated: attendanceMessages.mustLogIn,
};

const runNotFound = () => new AppError('NOT_FOUND', runApiMessages.notFound, 404);

export type RunBasics = NonNullable<Awaited<ReturnType<typeof findRunBasics>>>;

export async function findRun(db: Database, runId: number): Promise<RunBasics> {
  const run = runId > MAX_INTEGER_ID ? undefined : await findRunBasics(db, runId);
  if (!run) throw runNotFound();
  return run;
}

/**
 * The run, for its host and the host's team with check-in (docs/decisions/054): 401, 403 for anyone else,
 * 404 for no such run. With whether the caller may see e-mail addresses (a leader may not).
 */
export async function hostedRun(db: Database, actor: SessionUser | null, runId: number): Promise<RunBasics> {
  return (await hostedRunAs(db, actor, runId)).run;
}

export async function hostedRunAs(db: Database, actor: SessionUser | null, runId: number) {
  const run = await findRun(db, runId);
  const host = await requireHostPower(db, actor, run.hostId, 'checkIn', attendanceMessages.hostOnly);
  return { run, seesEmails: host.as !== 'leader' };
}

/** 409 unless the run's check-in is open at `now`: what to do and when is in the message. */
export function requireOpen(run: RunBasics, now: Date) {
  const { state } = checkInWindow(run.startsAt, now);
  if (state === 'before') throw new AppError(attendanceErrorCodes.notOpen, attendanceMessages.notOpen, 409);
  if (state === 'closed') throw new AppError(attendanceErrorCodes.closed, attendanceMessages.closed, 409);
}

function checkInCodeFor(deps: AttendanceDeps, run: RunBasics): CheckInCode {
  const expiresAt = checkInWindow(run.startsAt, run.startsAt).closesAt;
  const code = signCheckInCode(deps.secret, { runId: run.id, expiresAt });
  return {
    code,
    url: `${deps.publicUrl}/runs/${run.id}/check-in?code=${encodeURIComponent(code)}`,
    expiresAt: expiresAt.toISOString(),
  };
}

/** A pace group as the run answers it (`groupsOfRun`), for the walk-in form's choice (docs/decisions/052). */
const toRunGroup = (group: RunGroupRow): RunGroup => ({
  id: group.id,
  name: group.name,
  pace: group.paceSecondsPerKm / 60,
  distance: group.distanceKm,
  maxParticipants: group.maxParticipants,
  currentParticipants: group.confirmed,
  waitlistCount: group.waitlisted,
  leader: group.leader,
});

type AttendeeRow = Awaited<ReturnType<typeof findConfirmedAttendees>>[number];
type WalkInRow = Awaited<ReturnType<typeof findWalkIns>>[number];

/**
 * What the host's screen shows of a person beyond their mark: their answers, and their emergency contact only
 * while check-in is open (`withContact`; docs/decisions/055).
 */
function hostDetails(
  questions: RunQuestion[],
  row: Pick<AttendeeRow, 'answers' | 'emergencyContactName' | 'emergencyContactPhone'>,
  withContact: boolean,
) {
  const answers = answersInOrder(questions, row.answers);
  return {
    ...(answers.length > 0 ? { answers } : {}),
    ...(withContact ? { emergencyContact: emergencyContactOf(row) } : {}),
  };
}

const toAttendee = (row: AttendeeRow, questions: RunQuestion[] = [], withContact = false): Attendee => ({
  registrationId: row.registrationId,
  runnerId: row.runnerId,
  name: row.name,
  present: row.present ?? false,
  method: row.method,
  markedAt: row.markedAt?.toISOString() ?? null,
  back: row.backAt != null,
  ...hostDetails(questions, row, withContact),
  ...(row.group === null ? {} : { group: row.group }),
});

export const toWalkIn = (
  row: Pick<WalkInRow, 'id' | 'name' | 'email' | 'markedAt' | 'walkUp' | 'backAt'> & Partial<WalkInRow>,
  questions: RunQuestion[] = [],
  withContact = false,
): WalkIn => ({
  id: row.id,
  name: row.name,
  email: row.email,
  markedAt: row.markedAt.toISOString(),
  walkUp: row.walkUp,
  back: row.backAt != null,
  ...hostDetails(
    questions,
    {
      answers: row.answers ?? {},
      emergencyContactName: row.emergencyContactName ?? null,
      emergencyContactPhone: row.emergencyContactPhone ?? null,
    },
    withContact,
  ),
  ...(row.group == null ? {} : { group: row.group }),
});

/** A leader sees the guests' names, never their e-mail addresses (docs/decisions/054). */
export const shownTo = (seesEmails: boolean, walkIn: WalkIn): WalkIn =>
  seesEmails ? walkIn : { ...walkIn, email: null };

/** GET: the check-in screen, readable by the host at any time (outside the window it says when it opens). */
export async function getAttendance(
  deps: AttendanceDeps,
  actor: SessionUser | null,
  runId: number,
  now = new Date(),
): Promise<Attendance> {
  const { run, seesEmails } = await hostedRunAs(deps.db, actor, runId);
  const [runners, walkIns, counts, groups] = await Promise.all([
    findConfirmedAttendees(deps.db, run.id),
    findWalkIns(deps.db, run.id),
    countAttendance(deps.db, run.id),
    findRunGroups(deps.db, run.id),
  ]);
  const window = checkInWindow(run.startsAt, now);
  const withContact = window.state === 'open';
  return {
    run: {
      id: run.id,
      title: run.title,
      date: dateKeyInZone(run.startsAt, run.timezone),
      time: timeInZone(run.startsAt, run.timezone),
      timezone: run.timezone,
      startsAt: run.startsAt.toISOString(),
      questions: run.questions,
      requireEmergencyContact: run.requireEmergencyContact,
      groups: groups.map(toRunGroup),
    },
    window: {
      opensAt: window.opensAt.toISOString(),
      closesAt: window.closesAt.toISOString(),
      state: window.state,
    },
    counts,
    runners: runners.map((row) => toAttendee(row, run.questions, withContact)),
    walkIns: walkIns.map((row) => shownTo(seesEmails, toWalkIn(row, run.questions, withContact))),
    checkIn: checkInCodeFor(deps, run),
  };
}

/** GET: what the QR code encodes, for the run's host. */
export async function getCheckInCode(
  deps: AttendanceDeps,
  actor: SessionUser | null,
  runId: number,
): Promise<CheckInCode> {
  return checkInCodeFor(deps, await hostedRun(deps.db, actor, runId));
}

/**
 * The run and one of its confirmed runners, for whoever marks that runner (present, absent, back): the run's
 * host or its team with check-in (401/403), 404 for no such run or registration, 409 for a runner without a
 * confirmed spot. The one check behind every mark of a runner (docs/decisions/055).
 */
export async function markableRunner(
  db: Database,
  actor: SessionUser | null,
  runId: number,
  registrationId: number,
) {
  const run = await hostedRun(db, actor, runId);
  const registration =
    registrationId > MAX_INTEGER_ID ? undefined : await findRegistrationById(db, run.id, registrationId);
  if (!registration) throw new AppError('NOT_FOUND', attendanceMessages.registrationNotFound, 404);
  if (registration.status !== 'confirmed') {
    throw new AppError(attendanceErrorCodes.notConfirmed, attendanceMessages.notConfirmedHost, 409);
  }
  return { run, registration };
}

/**
 * What a mark answers: the runner's row as the check-in screen shows it (answers and, check-in being open for
 * every mark, the emergency contact: docs/decisions/055), and the new counts. The screen puts this row in place
 * of the one it had, so it is read the way the screen's own list is.
 */
export async function markedRunner(
  db: Database,
  run: RunBasics,
  registrationId: number,
): Promise<MarkAttendanceResult> {
  const [[row], counts] = await Promise.all([
    findConfirmedAttendees(db, run.id, registrationId),
    countAttendance(db, run.id),
  ]);
  if (!row) throw new Error('markedRunner: the marked runner is not confirmed');
  return { runner: toAttendee(row, run.questions, true), counts };
}

/** PUT: the host marks a confirmed runner present or absent, within the window. */
export async function markAttendance(
  deps: AttendanceDeps,
  actor: SessionUser | null,
  runId: number,
  registrationId: number,
  present: boolean,
  now = new Date(),
): Promise<MarkAttendanceResult> {
  const { run, registration } = await markableRunner(deps.db, actor, runId, registrationId);
  requireOpen(run, now);
  const mark = await upsertAttendance(deps.db, {
    eventId: run.id,
    registrationId: registration.id,
    runnerId: registration.runnerId,
    present,
    method: 'host',
    now,
  });
  if (!mark) throw new Error('upsertAttendance: nothing written');
  return markedRunner(deps.db, run, registration.id);
}

/** POST: someone who came without a spot, present at once. */
export async function addWalkIn(
  deps: AttendanceDeps,
  actor: SessionUser | null,
  runId: number,
  input: WalkInInput,
  now = new Date(),
): Promise<WalkInResult> {
  const { run, seesEmails } = await hostedRunAs(deps.db, actor, runId);
  requireOpen(run, now);
  // The run's waiver and emergency contact bind a walk-in as they bind a walk-up guest (docs/decisions/055).
  const signUp = checkSignUp(run, input, null, now);
  // The pace group as a walk-up guest chooses it (docs/decisions/052); the host decides on the day, so a full
  // group does not refuse them.
  const group = await groupToJoin(deps.db, run.id, input.groupId);
  const email = input.email ?? null;
  const row = await insertWalkIn(deps.db, {
    eventId: run.id,
    name: input.name,
    email,
    ...signUp,
    groupId: group?.id ?? null,
    now,
  });
  return {
    walkIn: shownTo(
      seesEmails,
      toWalkIn(
        {
          ...row,
          name: input.name,
          email,
          walkUp: false,
          backAt: null,
          answers: signUp.answers,
          emergencyContactName: signUp.emergencyContact?.name ?? null,
          emergencyContactPhone: signUp.emergencyContact?.phone ?? null,
          group: group?.name ?? null,
        },
        run.questions,
        true,
      ),
    ),
    counts: await countAttendance(deps.db, run.id),
  };
}

const invalidCode = () =>
  new AppError(attendanceErrorCodes.invalidCode, attendanceMessages.invalidCode, 400, {
    code: attendanceMessages.invalidCode,
  });

/**
 * POST: the signed-in runner checks themselves in with the run's QR code. The code must be this server's, for
 * this run and unexpired; the window must be open; the runner must hold a confirmed spot.
 */
export async function checkIn(
  deps: AttendanceDeps,
  actor: SessionUser | null,
  runId: number,
  code: string,
  now = new Date(),
): Promise<CheckInResult> {
  const runner = requireRole(actor, checkingIn);
  const claims = readCheckInCode(deps.secret, code);
  if (!claims) throw invalidCode();
  if (claims.runId !== runId) {
    throw new AppError(attendanceErrorCodes.foreignCode, attendanceMessages.foreignCode, 400, {
      code: attendanceMessages.foreignCode,
    });
  }
  const run = await findRun(deps.db, runId);
  if (now > claims.expiresAt) {
    throw new AppError(attendanceErrorCodes.expiredCode, attendanceMessages.expiredCode, 409);
  }
  requireOpen(run, now);
  const registration = await findRegistration(deps.db, run.id, runner.id);
  if (registration?.status !== 'confirmed') {
    throw new AppError(attendanceErrorCodes.notConfirmed, attendanceMessages.notConfirmed, 403);
  }
  // Scanning again at the finish, after the start, marks a present runner back (docs/decisions/055).
  const back = now >= run.startsAt ? await markScannedBack(deps.db, registration.id, now) : undefined;
  if (back)
    return {
      runId: run.id,
      runTitle: run.title,
      present: true,
      markedAt: back.markedAt.toISOString(),
      back: true,
    };
  const mark = await upsertAttendance(deps.db, {
    eventId: run.id,
    registrationId: registration.id,
    runnerId: runner.id,
    present: true,
    method: 'qr',
    now,
  });
  if (!mark) throw new AppError(attendanceErrorCodes.markedByHost, attendanceMessages.markedByHost, 409);
  return {
    runId: run.id,
    runTitle: run.title,
    present: true,
    markedAt: mark.markedAt.toISOString(),
    ...(mark.backAt ? { back: true } : {}),
  };
}

/** GET: the signed-in runner's runs attended and current weekly streak, weeks in their zone `tz`. */
export async function getAttendanceStats(
  db: Database,
  actor: SessionUser | null,
  tz: string,
  now = new Date(),
): Promise<AttendanceStats> {
  const runner = requireRole(actor, withAttendanceStats);
  const { runs, dates } = await findAttendedRunDates(db, runner.id, tz);
  return { runsAttended: runs, weeklyStreak: weeklyStreak(dates, dateKeyInZone(now, tz)) };
}
