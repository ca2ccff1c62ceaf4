import { spotsLeft } from '@runtogether/shared/runs/run.rules';
import type { Run } from '@runtogether/shared/runs/run.schemas';

/**
 * docs/product.md §2: the detail page shows spots left only when the run has a maximum and the result is 0 or more
 * (spotsLeft never goes below 0). Null means "no maximum": the run is unlimited.
 */
export function detailSpotsLeft(run: Pick<Run, 'maxParticipants' | 'currentParticipants'>): number | null {
  const spots = spotsLeft(run.maxParticipants, run.currentParticipants);
  return spots === 'Unlimited' || spots < 0 ? null : spots;
}
