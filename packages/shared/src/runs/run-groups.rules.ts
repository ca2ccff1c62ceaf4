// A run's pace groups in the browser and on the server (docs/decisions/052). No zod here: run pages need these.
import type { RunGroup } from './run-groups.schemas';

type GroupCapacity = Pick<RunGroup, 'maxParticipants' | 'currentParticipants'>;

/** Spots left in a group, null when it has no limit. */
export const groupSpotsLeft = (group: GroupCapacity) =>
  group.maxParticipants === null ? null : Math.max(0, group.maxParticipants - group.currentParticipants);

export const isGroupFull = (group: GroupCapacity) => groupSpotsLeft(group) === 0;

/**
 * The group the register dialog starts on: the one nearest the runner's usual pace when there is one (the first
 * of a tie), otherwise the first with room, otherwise the first.
 */
export function preselectedGroup<G extends RunGroup>(groups: G[], usualPace?: number | null): G | undefined {
  if (usualPace != null && groups.length > 0) {
    return groups.reduce((best, group) =>
      Math.abs(group.pace - usualPace) < Math.abs(best.pace - usualPace) ? group : best,
    );
  }
  return groups.find((group) => !isGroupFull(group)) ?? groups[0];
}
