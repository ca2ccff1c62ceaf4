// A run's pace groups (docs/decisions/052): what POST/PATCH /api/events take and what a run answers.
import { z } from 'zod';
import '../i18n/zod-messages';
import { msg } from '../i18n/keys';
import {
  DISTANCE_MAX,
  DISTANCE_MIN,
  MAX_PARTICIPANTS_MAX,
  MAX_PARTICIPANTS_MIN,
  PACE_MAX,
  PACE_MIN,
} from './run.rules';

export const MAX_RUN_GROUPS = 6;
export const RUN_GROUP_NAME_MAX = 40;
export const RUN_GROUP_LEADER_MAX = 60;

export const runGroupMessages = {
  name: msg('validation.runGroups.name'),
  /** What the API takes: minutes per km. */
  pace: msg('validation.runGroups.pace'),
  /** What the run form takes: min:sec as typed (its own check, before anything is sent). */
  paceTyped: msg('validation.runGroups.paceTyped'),
  distance: msg('validation.runGroups.distance'),
  maxParticipants: msg('validation.runGroups.maxParticipants'),
  leader: msg('validation.runGroups.leader'),
  count: msg('validation.runGroups.count'),
  sameName: msg('validation.runGroups.sameName'),
  unknownGroup: msg('validation.runGroups.unknownGroup'),
  groupRequired: msg('validation.runGroups.groupRequired'),
  notAGroup: msg('validation.runGroups.notAGroup'),
  groupFull: msg('validation.runGroups.groupFull'),
  groupHasRunners: msg('validation.runGroups.groupHasRunners'),
  belowRegistered: msg('validation.runGroups.belowRegistered'),
} as const;

/** One group in a run's body; `id` names a group the run already has (its runners stay in it). */
export const runGroupInputSchema = z.strictObject({
  id: z.number().int().positive().optional(),
  name: z.string().trim().min(1, runGroupMessages.name).max(RUN_GROUP_NAME_MAX, runGroupMessages.name),
  /** Minutes per km, within a run's pace range. */
  pace: z.number().min(PACE_MIN, runGroupMessages.pace).max(PACE_MAX, runGroupMessages.pace),
  /** km; absent or null: the run's distance. */
  distance: z
    .number()
    .min(DISTANCE_MIN, runGroupMessages.distance)
    .max(DISTANCE_MAX, runGroupMessages.distance)
    .nullable()
    .optional(),
  /** null or absent = no limit. */
  maxParticipants: z
    .number()
    .int(runGroupMessages.maxParticipants)
    .min(MAX_PARTICIPANTS_MIN, runGroupMessages.maxParticipants)
    .max(MAX_PARTICIPANTS_MAX, runGroupMessages.maxParticipants)
    .nullable()
    .optional(),
  /** A name; '' means none. */
  leader: z
    .string()
    .trim()
    .max(RUN_GROUP_LEADER_MAX, runGroupMessages.leader)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
});
export type RunGroupInput = z.input<typeof runGroupInputSchema>;
export type ParsedRunGroupInput = z.output<typeof runGroupInputSchema>;

/** 1–6 groups with different names; [] takes a run's groups away. */
export const runGroupsInputSchema = z
  .array(runGroupInputSchema)
  .max(MAX_RUN_GROUPS, runGroupMessages.count)
  .refine(
    (groups) => new Set(groups.map((g) => g.name.trim().toLowerCase())).size === groups.length,
    runGroupMessages.sameName,
  );

// A group as a run answers it has a file of its own: pages that read runs need no more.
export { runGroupSchema, type RunGroup } from './run-group-answer.schemas';

/** Body of PATCH /api/events/:id/registrations/me: move to another group of the run. */
export const groupMoveSchema = z.strictObject({ groupId: z.number().int().positive() });
export type GroupMove = z.infer<typeof groupMoveSchema>;
