// Walk-up guests and who is still out (docs/decisions/055): the join code a guest scans at the run, the form they
// send without an account, and the host's "back" on a walk-in.
import { z } from 'zod';
import { msg } from '../i18n/keys';
import { answersInputSchema, emergencyContactSchema } from '../registrations/questions.schemas';
import { attendanceCountsSchema, walkInSchemaOut } from './attendance.schemas';
// Sentences, not zod's wording, for every issue without a message of its own; ids in paths.
import { pathId } from '../i18n/zod-messages';

export const walkUpMessages = {
  name: msg('validation.walkUp.name'),
  nameLong: msg('validation.walkUp.nameLong'),
  email: msg('validation.walkUp.email'),
  invalidCode: msg('validation.walkUp.invalidCode'),
  expiredCode: msg('validation.walkUp.expiredCode'),
  full: msg('validation.walkUp.full'),
  waitlistFirst: msg('validation.walkUp.waitlistFirst'),
  registered: msg('validation.walkUp.registered'),
  tooMany: msg('validation.walkUp.tooMany'),
  removeStarted: msg('validation.walkUp.removeStarted'),
} as const;

export const walkUpErrorCodes = {
  invalidCode: 'INVALID_JOIN_CODE',
  expiredCode: 'JOIN_CODE_EXPIRED',
  /** The run (every pace group of it) has no spot left for a guest: docs/decisions/057. */
  full: 'RUN_FULL',
  /** Before the start, a free place goes to the run's waitlist, not to a guest: docs/decisions/057. */
  waitlistFirst: 'WAITLIST_FIRST',
  /** The address is registered for the run already: its runner checks in with their account. */
  registered: 'ALREADY_REGISTERED',
  /** A started run's guests stay in its history (docs/decisions/055, 067). */
  started: 'RUN_STARTED',
} as const;

/** POST /api/events/:id/walk-up: a guest joins with the run's join code, without an account. */
export const walkUpSchema = z
  .object({
    code: z.string().trim().min(1, walkUpMessages.invalidCode).max(200, walkUpMessages.invalidCode),
    name: z.string(walkUpMessages.name).trim().min(2, walkUpMessages.name).max(100, walkUpMessages.nameLong),
    email: z
      .string(walkUpMessages.email)
      .trim()
      .max(254, walkUpMessages.email)
      .pipe(z.email(walkUpMessages.email)),
    emergencyContact: emergencyContactSchema.optional(),
    answers: answersInputSchema.optional(),
    /** The pace group, required on a run with groups as it is for registering (docs/decisions/052). */
    groupId: z.number().int().positive().optional(),
  })
  .strict();
export type WalkUpInput = z.input<typeof walkUpSchema>;

/** 201 for a new guest; 200 with `alreadyJoined` when this e-mail had joined this run already. */
export const walkUpResultSchema = z.object({
  runId: z.number().int(),
  runTitle: z.string(),
  name: z.string(),
  present: z.literal(true),
  markedAt: z.string(),
  alreadyJoined: z.boolean(),
});
export type WalkUpResult = z.infer<typeof walkUpResultSchema>;

/** PUT /api/events/:id/attendance/walk-ins/:walkInId: the host marks a walk-in back (or out again). */
export const walkInParamsSchema = z.object({
  id: pathId(),
  walkInId: pathId(),
});
export const markBackSchema = z.object({ back: z.boolean() }).strict();
export type MarkBackInput = z.infer<typeof markBackSchema>;

export const markWalkInBackResultSchema = z.object({
  walkIn: walkInSchemaOut,
  counts: attendanceCountsSchema,
});
export type MarkWalkInBackResult = z.infer<typeof markWalkInBackResultSchema>;

/**
 * DELETE /api/events/:id/attendance/walk-ins/:walkInId: a walk-in or walk-up guest added by mistake, taken off
 * before the start; the counts as they are without them.
 */
export const removeWalkInResultSchema = z.object({ counts: attendanceCountsSchema });
export type RemoveWalkInResult = z.infer<typeof removeWalkInResultSchema>;
