// A run's pace groups (docs/decisions/052): set on create and edit, copied to a series' later runs. A run with
// groups takes its capacity from them: its max_participants is their total, null when one has no limit.
import { AppError } from '@runtogether/shared/errors/app-error';
import { withValues } from '@runtogether/shared/i18n/message-values';
import { runGroupMessages, type ParsedRunGroupInput } from '@runtogether/shared/runs/run-groups.schemas';
import { paceMinutesToSeconds } from '@runtogether/shared/runs/run.rules';
import type { Database } from '../../db/client';
import {
  deleteRunGroups,
  findRunGroups,
  insertRunGroups,
  placeUngroupedRunners,
  updateRunGroup,
  type RunGroupRow,
  type RunGroupValues,
} from './run-groups.repository';

/** The rows of the groups a body gives, in its order. */
export const groupValues = (groups: ParsedRunGroupInput[]): RunGroupValues[] =>
  groups.map((group, position) => ({
    position,
    name: group.name,
    paceSecondsPerKm: paceMinutesToSeconds(group.pace),
    distanceKm: group.distance ?? null,
    maxParticipants: group.maxParticipants ?? null,
    leader: group.leader ?? null,
  }));

/** The run's maximum: the groups' total, null (no limit) when one of them has none. */
export function groupsTotal(groups: Pick<RunGroupValues, 'maxParticipants'>[]): number | null {
  let total = 0;
  for (const group of groups) {
    if (group.maxParticipants == null) return null;
    total += group.maxParticipants;
  }
  return total;
}

/** The groups of a run to copy onto a new one (a series' next run). */
export async function groupsToCopy(db: Database, eventId: number): Promise<RunGroupValues[]> {
  return (await findRunGroups(db, eventId)).map(
    ({ id: _id, confirmed: _c, waitlisted: _w, ...values }) => values,
  );
}

export async function addRunGroups(db: Database, eventId: number, groups: RunGroupValues[]) {
  await insertRunGroups(db, eventId, groups);
}

const conflict = (message: string, fields: Record<string, string>) =>
  new AppError('CONFLICT', message, 409, fields);

/**
 * A run's groups become `given`, under the run's lock held in `tx`. A given group keeps the identity (and the
 * runners) of the run's group with its `id`, else of the one with its name (a series' later runs have other
 * ids); the rest are new. A group with runners is never dropped, and no group's maximum goes below its
 * confirmed runners (409). A run that gets its first groups puts each runner in the group nearest their pace.
 * Answers the run's new maximum, or undefined when it keeps its own (no groups).
 */
export async function replaceRunGroups(
  tx: Database,
  eventId: number,
  given: ParsedRunGroupInput[],
): Promise<number | null | undefined> {
  const existing = await findRunGroups(tx, eventId);
  const values = groupValues(given);
  const kept = new Map<number, RunGroupRow>();
  const matches = given.map((group) => {
    const byId = group.id === undefined ? undefined : existing.find((row) => row.id === group.id);
    const match =
      byId ??
      existing.find((row) => row.name.toLowerCase() === group.name.toLowerCase() && !kept.has(row.id));
    if (match && !kept.has(match.id)) {
      kept.set(match.id, match);
      return match;
    }
    return undefined;
  });
  const dropped = existing.filter((row) => !kept.has(row.id));
  if (dropped.some((row) => row.confirmed + row.waitlisted > 0)) {
    throw conflict(runGroupMessages.groupHasRunners, { groups: runGroupMessages.groupHasRunners });
  }
  for (const [index, match] of matches.entries()) {
    const max = values[index]?.maxParticipants;
    if (match && max != null && max < match.confirmed) throw belowRegistered(index, match.confirmed);
  }
  await deleteRunGroups(
    tx,
    eventId,
    dropped.map((row) => row.id),
  );
  for (const [index, match] of matches.entries()) {
    const row = values[index];
    if (match && row) await updateRunGroup(tx, match.id, row);
  }
  await insertRunGroups(
    tx,
    eventId,
    values.filter((_, index) => !matches[index]),
  );
  if (values.length === 0) return undefined;
  if (existing.length === 0) await placeUngroupedRunners(tx, eventId);
  const placed = await findRunGroups(tx, eventId);
  for (const [index, group] of placed.entries()) {
    if (group.maxParticipants !== null && group.confirmed > group.maxParticipants) {
      throw belowRegistered(index, group.confirmed);
    }
  }
  return groupsTotal(values);
}

function belowRegistered(index: number, registered: number) {
  const message = withValues(runGroupMessages.belowRegistered, { registered });
  return conflict(message, { [`groups.${index}.maxParticipants`]: message });
}

/** Whether the run has groups (its maximum is then theirs, not one a body gives). */
export async function hasGroups(db: Database, eventId: number): Promise<boolean> {
  return (await findRunGroups(db, eventId)).length > 0;
}
