// Who is still out (docs/decisions/055): after the start the host marks runners and walk-ins back; the screen
// counts everyone present and not back.
import {
  attendanceErrorCodes,
  attendanceMessages,
  type MarkAttendanceResult,
} from '@runtogether/shared/attendance/attendance.schemas';
import type { MarkWalkInBackResult } from '@runtogether/shared/attendance/walk-up.schemas';
import { AppError } from '@runtogether/shared/errors/app-error';
import type { SessionUser } from '../auth/session-user';
import { MAX_INTEGER_ID } from '../../lib/ids';
import { countAttendance } from './attendance.repository';
import {
  hostedRunAs,
  markableRunner,
  markedRunner,
  requireOpen,
  shownTo,
  toWalkIn,
  type AttendanceDeps,
  type RunBasics,
} from './attendance.service';
import { markRegistrationBack, markWalkInBack } from './still-out.repository';

/** Back is only said after the start, while check-in is open. */
function requireStarted(run: RunBasics, now: Date) {
  requireOpen(run, now);
  if (now < run.startsAt) {
    throw new AppError(attendanceErrorCodes.notStarted, attendanceMessages.notStarted, 409);
  }
}

/** PUT …/attendance/:registrationId { back }: a confirmed runner back (present too), or out again. */
export async function markRunnerBack(
  deps: AttendanceDeps,
  actor: SessionUser | null,
  runId: number,
  registrationId: number,
  back: boolean,
  now: Date,
): Promise<MarkAttendanceResult> {
  const { run, registration } = await markableRunner(deps.db, actor, runId, registrationId);
  requireStarted(run, now);
  const mark = await markRegistrationBack(deps.db, {
    eventId: run.id,
    registrationId: registration.id,
    runnerId: registration.runnerId,
    back,
    now,
  });
  if (!mark) throw new Error('markRegistrationBack: nothing written');
  return markedRunner(deps.db, run, registration.id);
}

/** PUT …/attendance/walk-ins/:walkInId { back }: the same for a walk-in or walk-up guest. */
export async function markGuestBack(
  deps: AttendanceDeps,
  actor: SessionUser | null,
  runId: number,
  walkInId: number,
  back: boolean,
  now: Date,
): Promise<MarkWalkInBackResult> {
  const { run, seesEmails } = await hostedRunAs(deps.db, actor, runId);
  requireStarted(run, now);
  const row =
    walkInId > MAX_INTEGER_ID
      ? undefined
      : await markWalkInBack(deps.db, { eventId: run.id, walkInId, back, now });
  if (!row) throw new AppError('NOT_FOUND', attendanceMessages.walkInNotFound, 404);
  return { walkIn: shownTo(seesEmails, toWalkIn(row)), counts: await countAttendance(deps.db, run.id) };
}
