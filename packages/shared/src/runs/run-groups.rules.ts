// A run's pace groups in the browser and on the server (docs/decisions/052). No zod here: run pages need these.
import type { RunGroup } from './run-groups.schemas';

type GroupCapacity = Pick<RunGroup, 'maxParticipants' | 'currentParticipants'>;

/** The run's own places: its maximum (the groups' total) and the places taken, guests included (decision 057). */
export type RunCapacity = GroupCapacity;

const left = ({ maxParticipants, currentParticipants }: GroupCapacity) =>
  maxParticipants === null ? null : Math.max(0, maxParticipants - currentParticipants);

/**
 * Spots left in a group, null when it has no limit. Given the run, never more than the run has left: walk-up
 * guests join no group but take the run's places (decision 057), so a group with room in a full run has none.
 */
export function groupSpotsLeft(group: GroupCapacity, run?: RunCapacity): number | null {
  const own = left(group);
  const runs = run?.maxParticipants ? left(run) : null;
  return own === null ? runs : runs === null ? own : Math.min(own, runs);
}

export const isGroupFull = (group: GroupCapacity, run?: RunCapacity) => groupSpotsLeft(group, run) === 0;

/**
 * The group the register dialog starts on (docs/decisions/056): of the groups with room, the one nearest the
 * runner's usual pace when there is one (the first of a tie), otherwise the first with room; the first when
 * every group is full.
 */
export function preselectedGroup<G extends RunGroup>(
  groups: G[],
  usualPace?: number | null,
  run?: RunCapacity,
): G | undefined {
  const withRoom = groups.filter((group) => !isGroupFull(group, run));
  if (usualPace != null && withRoom.length > 0) {
    return withRoom.reduce((best, group) =>
      Math.abs(group.pace - usualPace) < Math.abs(best.pace - usualPace) ? group : best,
    );
  }
  return withRoom[0] ?? groups[0];
}
