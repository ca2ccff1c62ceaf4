// A run's pace groups in the browser and on the server (docs/decisions/052). No zod here: run pages need these.
import type { RunGroup } from './run-groups.schemas';

type GroupCapacity = Pick<RunGroup, 'maxParticipants' | 'currentParticipants'>;

/** Spots left in a group, null when it has no limit. */
export const groupSpotsLeft = (group: GroupCapacity) =>
  group.maxParticipants === null ? null : Math.max(0, group.maxParticipants - group.currentParticipants);

export const isGroupFull = (group: GroupCapacity) => groupSpotsLeft(group) === 0;

/**
 * The group the register dialog starts on (docs/decisions/056): of the groups with room, the one nearest the
 * runner's usual pace when there is one (the first of a tie), otherwise the first with room; the first when
 * every group is full.
 */
export function preselectedGroup<G extends RunGroup>(groups: G[], usualPace?: number | null): G | undefined {
  const withRoom = groups.filter((group) => !isGroupFull(group));
  if (usualPace != null && withRoom.length > 0) {
    return withRoom.reduce((best, group) =>
      Math.abs(group.pace - usualPace) < Math.abs(best.pace - usualPace) ? group : best,
    );
  }
  return withRoom[0] ?? groups[0];
}
