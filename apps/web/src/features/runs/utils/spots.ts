import { spotsLeft } from '@runtogether/shared/runs/run.rules';
import type { Run } from '@runtogether/shared/runs/run.schemas';

/** A run whose start has passed: it has no spots to offer any more, so none are shown (docs/product.md §2). */
export const hasStarted = (run: Pick<Run, 'startsAt'>, now = Date.now()) => Date.parse(run.startsAt) <= now;

/**
 * docs/product.md §2: the detail page shows spots left only when the run has a maximum, has not started, and the
 * result is 0 or more (spotsLeft never goes below 0). Null means none to show: unlimited, or already started.
 */
export function detailSpotsLeft(
  run: Pick<Run, 'maxParticipants' | 'currentParticipants' | 'startsAt'>,
  now = Date.now(),
): number | null {
  if (hasStarted(run, now)) return null;
  const spots = spotsLeft(run.maxParticipants, run.currentParticipants);
  return spots === 'Unlimited' || spots < 0 ? null : spots;
}
