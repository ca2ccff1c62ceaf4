// PATCH /api/events/:id/registrations/me { groupId }: a runner moves to another pace group of the run, one with
// room (docs/decisions/052). The spot they leave goes to their old group's waitlist.
import { AppError } from '@runtogether/shared/errors/app-error';
import type { MyRegistration } from '@runtogether/shared/registrations/registration.schemas';
import { registrationErrorCodes } from '@runtogether/shared/registrations/registration.schemas';
import { registrationApiMessages } from '@runtogether/shared/registrations/registration-api.messages';
import { runGroupMessages } from '@runtogether/shared/runs/run-groups.schemas';
import type { SessionUser } from '../auth/session-user';
import { requireRole } from '../auth/permissions';
import { groupToJoin, isGroupFull } from './group-capacity';
import { moveToGroup } from './group-registrations.repository';
import { fillOpenSpots } from './register.service';
import {
  findRegistration,
  findRegistrationWithPosition,
  lockRunForRegistration,
} from './registrations.repository';
import {
  asRunner,
  knownRunId,
  runNotFound,
  toMyRegistration,
  type RegistrationDeps,
} from './registrations.service';

export async function moveToAnotherGroup(
  deps: RegistrationDeps,
  actor: SessionUser | null,
  runId: number,
  groupId: number,
  now = new Date(),
): Promise<MyRegistration> {
  const runner = requireRole(actor, asRunner);
  const id = knownRunId(runId);
  let promoted = 0;
  const moved = await deps.db.transaction(async (tx) => {
    const run = await lockRunForRegistration(tx, id);
    if (!run) throw runNotFound();
    const existing = await findRegistration(tx, id, runner.id);
    if (!existing) throw new AppError('NOT_FOUND', registrationApiMessages.notFound, 404);
    if (run.startsAt <= now) {
      throw new AppError(registrationErrorCodes.runStarted, registrationApiMessages.runStarted, 409);
    }
    const group = await groupToJoin(tx, id, groupId);
    if (!group || existing.groupId === group.id) return existing;
    if (isGroupFull(group)) {
      throw new AppError('CONFLICT', runGroupMessages.groupFull, 409, {
        groupId: runGroupMessages.groupFull,
      });
    }
    const row = await moveToGroup(tx, existing.id, group.id);
    if (!row) throw new Error('a locked registration could not be moved');
    if (existing.status === 'confirmed') promoted = await fillOpenSpots(tx, run, deps, now);
    return row;
  });
  if (promoted > 0) deps.mailQueued();
  const found = await findRegistrationWithPosition(deps.db, id, runner.id);
  return toMyRegistration(found?.registration ?? moved, found?.waitlistPosition ?? null);
}
