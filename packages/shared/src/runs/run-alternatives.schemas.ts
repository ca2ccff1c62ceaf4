// "Somewhere else to run" (docs/decisions/052): runs like a full one, for the runners it turns away.
import { z } from 'zod';
import { runSchema } from './run.schemas';

export const ALTERNATIVES_MAX = 3;
/** Within this many days of the full run, either side. */
export const ALTERNATIVES_DAYS = 3;
/** Within this many km, when both runs have a pin. */
export const ALTERNATIVES_KM = 10;
/** Pace within this many seconds per km of the full run's. */
export const ALTERNATIVES_PACE_SECONDS = 45;

/** GET /api/events/:id/alternatives: up to three runs, nearest first; none while the run has room. */
export const runAlternativesSchema = z.object({ items: z.array(runSchema).max(ALTERNATIVES_MAX) });
export type RunAlternatives = z.infer<typeof runAlternativesSchema>;
