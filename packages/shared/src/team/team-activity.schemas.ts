// Who did what to a host's runs, for its dashboard (docs/decisions/054). Apart from team.schemas.ts so the
// dashboard's schema loads no more than it shows.
import { z } from 'zod';

export const TEAM_ACTIONS = [
  'created',
  'edited',
  'deleted',
  'messaged',
  'checked-in',
  'removed-guest',
  // A member left the team of their own accord (no run: `runId` null, `runTitle` empty).
  'left',
] as const;
export type TeamAction = (typeof TEAM_ACTIONS)[number];

/** One line of "who did what" on the dashboard ("Mia edited Tuesday Intervals"). */
export const teamActivitySchema = z.object({
  id: z.number().int(),
  actorName: z.string(),
  action: z.enum(TEAM_ACTIONS),
  runId: z.number().int().nullable(),
  runTitle: z.string(),
  /** ISO 8601 instant. */
  at: z.string(),
});
export type TeamActivity = z.infer<typeof teamActivitySchema>;

/** How many lines the dashboard shows. */
export const TEAM_ACTIVITY_LINES = 10;
