// Walk-up guests (docs/decisions/055): the run's join code on the host's check-in screen, and a guest joining
// with it, without an account: the run's questions and waiver apply, they are present at once, and they get an
// e-mail with a link to make an account that keeps the run.
import { checkInWindow } from '@runtogether/shared/attendance/attendance.rules';
import { attendanceMessages, type CheckInCode } from '@runtogether/shared/attendance/attendance.schemas';
import {
  walkUpErrorCodes,
  walkUpMessages,
  type RemoveWalkInResult,
  type WalkUpResult,
} from '@runtogether/shared/attendance/walk-up.schemas';
import type { z } from 'zod';
import type { walkUpSchema } from '@runtogether/shared/attendance/walk-up.schemas';
import { AppError } from '@runtogether/shared/errors/app-error';
import type { Locale } from '@runtogether/shared/i18n/locales';
import type { Database } from '../../db/client';
import { MAX_INTEGER_ID } from '../../lib/ids';
import type { SessionUser } from '../auth/session-user';
import { enqueueMail } from '../mail/mail.repository';
import { checkSignUp } from '../registrations/questions';
import { groupToJoin } from '../registrations/group-capacity';
import { fillOpenSpots } from '../registrations/register.service';
import { countTaken, hasWaitlist, lockRunForRegistration } from '../registrations/registrations.repository';
import type { SpotLinks } from '../registrations/spot-links';
import { countAttendance } from './attendance.repository';
import { findRun, hostedRun, requireOpen, type AttendanceDeps, type RunBasics } from './attendance.service';
import { readCheckInCode, signCheckInCode } from './check-in-code';
import { walkUpEmail } from './walk-up-email';
import { deleteGuest, findWalkUpByEmail, insertWalkUp, isRegisteredAddress } from './walk-ups.repository';

export interface WalkUpDeps extends AttendanceDeps {
  /** Called after a commit that queued mail, so the worker sends it at once. */
  mailQueued: () => void;
}

/** The join code lives as long as the check-in code: until check-in closes. */
function joinCodeFor(deps: AttendanceDeps, run: RunBasics): CheckInCode {
  const expiresAt = checkInWindow(run.startsAt, run.startsAt).closesAt;
  const code = signCheckInCode(deps.secret, { runId: run.id, expiresAt }, 'join');
  return {
    code,
    url: `${deps.publicUrl}/runs/${run.id}/join?code=${encodeURIComponent(code)}`,
    expiresAt: expiresAt.toISOString(),
  };
}

/** GET /api/events/:id/join-code: the "Join this run" QR code, for the run's host. */
export async function getJoinCode(
  deps: AttendanceDeps,
  actor: SessionUser | null,
  runId: number,
): Promise<CheckInCode> {
  return joinCodeFor(deps, await hostedRun(deps.db, actor, runId));
}

/**
 * 409 when the run has no spot left for one more person: its confirmed runners and the guests already there
 * (walk-ups and the host's walk-ins) against its maximum, which for a run with pace groups is the groups' total
 * (docs/decisions/052); a guest joins no group. Under the run's lock, like registering (decision 011), so two
 * guests at once cannot both take the last spot. No maximum: always room (docs/decisions/057).
 */
async function requireRoomForGuest(tx: Database, runId: number, now: Date) {
  const locked = await lockRunForRegistration(tx, runId);
  if (locked?.maxParticipants == null) return;
  if ((await countTaken(tx, runId)) >= locked.maxParticipants) {
    throw new AppError(walkUpErrorCodes.full, walkUpMessages.full, 409);
  }
  // A free place before the start is the waitlist's: promoted, or offered to them near the start (decision 053).
  // A guest taking it would answer the runner who claims it "taken". From the start on, whoever is there.
  if (locked.startsAt > now && (await hasWaitlist(tx, runId))) {
    throw new AppError(walkUpErrorCodes.waitlistFirst, walkUpMessages.waitlistFirst, 409);
  }
}

const invalidCode = () =>
  new AppError(walkUpErrorCodes.invalidCode, walkUpMessages.invalidCode, 400, {
    code: walkUpMessages.invalidCode,
  });

/**
 * POST /api/events/:id/walk-up: the code must be this run's join code, unexpired, within the check-in window;
 * the answers and the emergency contact as registering asks them. The same e-mail again answers the guest it
 * made (`alreadyJoined`), without a second guest or a second e-mail. A full run refuses a new guest (409,
 * docs/decisions/057).
 */
export async function walkUp(
  deps: WalkUpDeps,
  runId: number,
  input: z.output<typeof walkUpSchema>,
  locale: Locale,
  now: Date,
): Promise<WalkUpResult & { created: boolean }> {
  const claims = readCheckInCode(deps.secret, input.code, 'join');
  if (!claims || claims.runId !== runId) throw invalidCode();
  const run = await findRun(deps.db, runId);
  if (now > claims.expiresAt)
    throw new AppError(walkUpErrorCodes.expiredCode, walkUpMessages.expiredCode, 410);
  requireOpen(run, now);
  const answer = (row: { name: string; markedAt: Date }, created: boolean) => ({
    runId: run.id,
    runTitle: run.title,
    name: row.name,
    present: true as const,
    markedAt: row.markedAt.toISOString(),
    alreadyJoined: !created,
    created,
  });
  const existing = await findWalkUpByEmail(deps.db, run.id, input.email);
  if (existing) return answer(existing, false);
  // A registered runner checks in with their account: as a guest too they would take a second place.
  if (await isRegisteredAddress(deps.db, run.id, input.email)) {
    throw new AppError(walkUpErrorCodes.registered, walkUpMessages.registered, 409, {
      email: walkUpMessages.registered,
    });
  }
  const signUp = checkSignUp(run, input, null, now);
  const inserted = await deps.db.transaction(async (tx) => {
    await requireRoomForGuest(tx, run.id, now);
    // A guest chooses a pace group as a registering runner does (docs/decisions/052): required on a run with
    // groups, refused on one without. Their place is still counted against the run's total (decision 057).
    const group = await groupToJoin(tx, run.id, input.groupId);
    const row = await insertWalkUp(tx, {
      eventId: run.id,
      name: input.name,
      email: input.email,
      answers: signUp.answers,
      emergencyContact: signUp.emergencyContact,
      groupId: group?.id ?? null,
      now,
    });
    if (row) {
      await enqueueMail(
        tx,
        walkUpEmail({ email: input.email, name: input.name }, run, { ...deps, locale }),
        now,
      );
    }
    return row;
  });
  if (!inserted) {
    // Two sends of the same form at once: the other one made the guest.
    const other = await findWalkUpByEmail(deps.db, run.id, input.email);
    if (!other) throw new Error('walkUp: neither inserted nor found');
    return answer(other, false);
  }
  deps.mailQueued();
  return answer(inserted, true);
}

/**
 * DELETE …/attendance/walk-ins/:walkInId: the host or the team with check-in (as adding one) takes off a walk-in
 * or walk-up guest added by mistake, while check-in is open and before the start; 404 for no such guest of the
 * run. Every guest is present from the moment they are added, so being present is no bar; the start is: from
 * then a run is history (docs/decisions/067) and who came stays, with their waiver (409 `RUN_STARTED`). The
 * place the guest took is free again and filled as when a confirmed runner leaves (`fillOpenSpots`: the next on
 * the waitlist, or within the cutoff an offer to the whole waitlist), under the run's lock
 * (docs/decisions/055).
 */
export async function removeGuest(
  deps: WalkUpDeps & SpotLinks,
  actor: SessionUser | null,
  runId: number,
  guestId: number,
  now: Date,
): Promise<RemoveWalkInResult> {
  const run = await hostedRun(deps.db, actor, runId);
  if (now >= run.startsAt) throw new AppError(walkUpErrorCodes.started, walkUpMessages.removeStarted, 409);
  requireOpen(run, now);
  const queued = await deps.db.transaction(async (tx) => {
    const locked = await lockRunForRegistration(tx, run.id);
    const removed = !locked || guestId > MAX_INTEGER_ID ? undefined : await deleteGuest(tx, run.id, guestId);
    if (!locked || !removed) throw new AppError('NOT_FOUND', attendanceMessages.walkInNotFound, 404);
    return fillOpenSpots(tx, locked, deps, now);
  });
  if (queued > 0) deps.mailQueued();
  return { counts: await countAttendance(deps.db, run.id) };
}
