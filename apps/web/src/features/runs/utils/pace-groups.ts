// A run's pace groups as the card, the run page and the register dialog show them (docs/decisions/052).
import { formatPace } from '@runtogether/shared/runs/run.rules';
import type { RunGroup } from '@runtogether/shared/runs/run-groups.schemas';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import { t } from '@/lib/i18n';

/** "3 pace groups · 4:45–6:30 /km", null for a run without groups. */
export function paceGroupsSummary(run: Pick<Run, 'groups'>): string | null {
  if (run.groups.length === 0) return null;
  const paces = run.groups.map((group) => group.pace);
  return t('runs.groups.summary', {
    count: run.groups.length,
    from: formatPace(Math.min(...paces)),
    to: formatPace(Math.max(...paces)),
  });
}

/** Spots left in a group, null when it has no limit. */
export const groupSpotsLeft = (group: RunGroup) =>
  group.maxParticipants === null ? null : Math.max(0, group.maxParticipants - group.currentParticipants);

export const isGroupFull = (group: RunGroup) => groupSpotsLeft(group) === 0;

/**
 * The group the register dialog starts on: the one nearest the runner's usual pace when there is one (the first
 * of a tie), otherwise the first with room, otherwise the first.
 */
export function preselectedGroup(groups: RunGroup[], usualPace?: number | null): RunGroup | undefined {
  if (usualPace != null && groups.length > 0) {
    return groups.reduce((best, group) =>
      Math.abs(group.pace - usualPace) < Math.abs(best.pace - usualPace) ? group : best,
    );
  }
  return groups.find((group) => !isGroupFull(group)) ?? groups[0];
}
