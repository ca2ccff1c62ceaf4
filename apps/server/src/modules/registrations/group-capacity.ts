// Capacity and waitlist per pace group (docs/decisions/052): on a run with groups a runner registers for one
// group, a full group waitlists while the others have room, and a freed spot goes to that group's waitlist.
// Every function here runs under the run's lock, held by the caller in `tx`.
import { AppError } from '@runtogether/shared/errors/app-error';
import { runGroupMessages } from '@runtogether/shared/runs/run-groups.schemas';
import type { Database } from '../../db/client';
import { findRunGroups, type RunGroupRow } from '../runs/run-groups.repository';
import { promoteFromWaitlist } from './registrations.repository';

const invalidGroup = (message: string) =>
  new AppError('VALIDATION_FAILED', message, 400, { groupId: message });

/**
 * The group a registration goes to: null on a run without groups (where a groupId is refused), else the one
 * named, which a run with groups requires (400 on `groupId`).
 */
export async function groupToJoin(
  tx: Database,
  runId: number,
  groupId: number | undefined,
  /** False when the run's lock read showed it has no groups: nothing to read then. */
  hasGroups = true,
): Promise<RunGroupRow | null> {
  const groups = hasGroups ? await findRunGroups(tx, runId) : [];
  if (groups.length === 0) {
    if (groupId !== undefined) throw invalidGroup(runGroupMessages.notAGroup);
    return null;
  }
  if (groupId === undefined) throw invalidGroup(runGroupMessages.groupRequired);
  const group = groups.find((row) => row.id === groupId);
  if (!group) throw invalidGroup(runGroupMessages.unknownGroup);
  return group;
}

export const isGroupFull = (group: Pick<RunGroupRow, 'maxParticipants' | 'confirmed'>) =>
  group.maxParticipants !== null && group.confirmed >= group.maxParticipants;

/**
 * Confirms each group's waitlist, in order, while that group has room and the run has `runRoom` places left
 * (null: no maximum; guests at check-in take the run's places, docs/decisions/055); the runners promoted, for
 * their e-mails.
 */
export async function promoteWithinGroups(
  tx: Database,
  runId: number,
  groups: RunGroupRow[],
  runRoom: number | null,
) {
  const promoted: Awaited<ReturnType<typeof promoteFromWaitlist>> = [];
  for (const group of groups) {
    const left = runRoom === null ? null : runRoom - promoted.length;
    if (group.waitlisted === 0 || left === 0) continue;
    const groupRoom = group.maxParticipants === null ? null : group.maxParticipants - group.confirmed;
    const open = groupRoom === null ? left : left === null ? groupRoom : Math.min(groupRoom, left);
    promoted.push(...(await promoteFromWaitlist(tx, runId, open, group.id)));
  }
  return promoted;
}

/** Rows in their groups' order (a stable sort: each group keeps the rows' own order); as they are without groups. */
export function byGroup<Row extends { groupId: number | null }>(
  rows: Row[],
  groups: Pick<RunGroupRow, 'id'>[],
): Row[] {
  if (groups.length === 0) return rows;
  const rank = new Map(groups.map((group, index) => [group.id, index]));
  const of = (row: Row) => (row.groupId === null ? groups.length : (rank.get(row.groupId) ?? groups.length));
  return [...rows].sort((a, b) => of(a) - of(b));
}
