import { z } from 'zod';

/** A pace group as a run answers it (docs/decisions/052). */
export const runGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Minutes per km. */
  pace: z.number(),
  /** km; null: the run's distance. */
  distance: z.number().nullable(),
  maxParticipants: z.number().int().nullable(),
  currentParticipants: z.number().int(),
  waitlistCount: z.number().int(),
  leader: z.string().nullable(),
});
export type RunGroup = z.infer<typeof runGroupSchema>;
