import { z } from 'zod';
// Sentences, not zod's wording, for every issue without a message of its own.
import '../i18n/zod-messages';
import { PACE_MAX, PACE_MIN } from '../runs/run.rules';
import { runGroupSchema, runSchema } from '../runs/run.schemas';
import { msg } from '../i18n/keys';
import { answerSchema, answersInputSchema, emergencyContactSchema } from './questions.schemas';

export const registrationStatuses = ['confirmed', 'waitlisted'] as const;
export const registrationStatusSchema = z.enum(registrationStatuses);
export type RegistrationStatus = z.infer<typeof registrationStatusSchema>;

export const DEFAULT_USER_PACE = 6;
/** The register dialog's pace slider (docs/product.md §9): 3 to 12 min/km in steps of 0.1. */
export const REGISTRATION_PACE_STEP = 0.1;

/** docs/product.md §5 "Run registration form"; the pace messages, which the spec leaves unnamed, follow its wording. */
export const registrationFormMessages = {
  name: msg('validation.registrationForm.name'),
  email: msg('validation.registrationForm.email'),
  pace: msg('validation.registrationForm.pace'),
  paceStep: msg('validation.registrationForm.paceStep'),
} as const;

/** Error codes the web app branches on (the message alone is for people). */
export const registrationErrorCodes = {
  alreadyRegistered: 'ALREADY_REGISTERED',
  runStarted: 'RUN_STARTED',
} as const;

/** A multiple of 0.1, allowing for binary floating point (5.3 * 10 is 52.99999…). */
const isTenth = (value: number) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;

/** Body of POST /api/events/:id/registrations: the register dialog's form. */
export const registrationFormSchema = z
  .object({
    name: z.string().trim().min(2, registrationFormMessages.name).max(100, registrationFormMessages.name),
    email: z
      .string()
      .trim()
      .max(254, registrationFormMessages.email)
      .pipe(z.email(registrationFormMessages.email)),
    pace: z
      .number(registrationFormMessages.pace)
      .min(PACE_MIN, registrationFormMessages.pace)
      .max(PACE_MAX, registrationFormMessages.pace)
      .refine(isTenth, registrationFormMessages.paceStep),
    /** The run's questions answered by id (docs/decisions/055). */
    answers: answersInputSchema.optional(),
    /** Saved to the runner's profile: the register dialog asks for it when the run requires one. */
    emergencyContact: emergencyContactSchema.optional(),
    /** The pace group, required on a run with groups (docs/decisions/052). */
    groupId: z.number().int().positive().optional(),
  })
  .strict();
export type RegistrationFormInput = z.infer<typeof registrationFormSchema>;

/**
 * The spec's registration client form plus `status` (docs/product.md §4). userName, userEmail and userPace are
 * what the runner entered in the register dialog. registeredAt is an ISO 8601 UTC instant (the spec's "epoch ms,
 * string form" would not parse with `new Date(...)`).
 */
export const registrationSchema = z.object({
  id: z.number().int(),
  runId: z.number().int(),
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  userPace: z.number(),
  registeredAt: z.string(),
  status: registrationStatusSchema,
  /** The runner's answers to the run's questions (their own, and the host's views only). */
  answers: z.array(answerSchema).optional(),
  /** The pace group, null on a run without groups (the server always says; older clients' fixtures may not). */
  groupId: z.number().int().nullable().optional(),
});
export type Registration = z.infer<typeof registrationSchema>;

/** A registration as its own runner sees it: with the place on the waitlist (1 = next), null when confirmed. */
export const myRegistrationSchema = registrationSchema.extend({
  waitlistPosition: z.number().int().positive().nullable(),
});
export type MyRegistration = z.infer<typeof myRegistrationSchema>;

/** GET /api/events/:id/registrations/me: null when signed out, not a runner, or not registered. */
export const myRegistrationResponseSchema = z.object({ registration: myRegistrationSchema.nullable() });
export type MyRegistrationResponse = z.infer<typeof myRegistrationResponseSchema>;

/**
 * GET /api/registrations/me/usual-pace: the runner's usual pace in min/km, the median of the paces (the group's
 * on a run with pace groups, else the run's) of their last 5 confirmed registrations; null without any. The
 * register dialog starts on the pace group nearest it (docs/decisions/056).
 */
export const usualPaceSchema = z.object({ usualPace: z.number().positive().nullable() });
export type UsualPace = z.infer<typeof usualPaceSchema>;

/** One row of GET /api/events/:id/participants; `email` only for the run's host (and on the caller's own row). */
export const participantSchema = z.object({
  /** The registration's id. */
  id: z.number().int(),
  name: z.string(),
  pace: z.number(),
  /** ISO 8601 UTC instant. */
  registeredAt: z.string(),
  status: registrationStatusSchema,
  /** 1 = next to get a spot; null for confirmed runners. */
  waitlistPosition: z.number().int().nullable(),
  /** The pace group, null on a run without groups; the waitlist place is then within the group. */
  groupId: z.number().int().nullable().optional(),
  email: z.string().optional(),
  /** The answers to the run's questions: for the run's host only. */
  answers: z.array(answerSchema).optional(),
});
export type Participant = z.infer<typeof participantSchema>;

export const PARTICIPANTS_PAGE_MAX = 200;
/** Query of GET /api/events/:id/participants: pages of `limit`, `cursor` being the previous `nextCursor`. */
export const participantsQuerySchema = z.object({
  limit: z.coerce.number().min(1).max(PARTICIPANTS_PAGE_MAX).int().default(100),
  cursor: z.string().max(200).optional(),
});
export type ParticipantsQuery = z.infer<typeof participantsQuerySchema>;

export const participantsRunSchema = runSchema
  .pick({
    id: true,
    title: true,
    date: true,
    time: true,
    timezone: true,
    hostId: true,
  })
  // The run's pace groups, in order, to list its participants by group (docs/decisions/052).
  .extend({ groups: z.array(runGroupSchema.pick({ id: true, name: true, pace: true })).optional() });

/** Confirmed participants first, then the waitlist, each in registration order. */
export const participantsResponseSchema = z.object({
  run: participantsRunSchema,
  /**
   * Of the whole run, not of this page. `guests`: the guests at check-in (walk-ups and walk-ins), who take places
   * beside the confirmed runners but are not listed (docs/decisions/057).
   */
  totals: z.object({ confirmed: z.number().int(), waitlisted: z.number().int(), guests: z.number().int() }),
  participants: z.array(participantSchema),
  nextCursor: z.string().nullable(),
});
export type ParticipantsResponse = z.infer<typeof participantsResponseSchema>;

export const myRegistrationScopes = ['upcoming', 'past'] as const;
export const MY_REGISTRATIONS_MAX_LIMIT = 50;

/**
 * Query of GET /api/registrations/me: one tab of /my-runs at a time. Upcoming runs come soonest first, past
 * runs most recent first; `cursor` is the `nextCursor` of the previous page.
 */
export const myRegistrationsQuerySchema = z.object({
  scope: z.enum(myRegistrationScopes).default('upcoming'),
  limit: z.coerce.number().min(1).max(MY_REGISTRATIONS_MAX_LIMIT).int().default(20),
  cursor: z.string().max(200).optional(),
});
export type MyRegistrationsQuery = z.infer<typeof myRegistrationsQuerySchema>;

export const myRegistrationItemSchema = z.object({ registration: myRegistrationSchema, run: runSchema });
export type MyRegistrationItem = z.infer<typeof myRegistrationItemSchema>;

export const myRegistrationsResponseSchema = z.object({
  items: z.array(myRegistrationItemSchema),
  nextCursor: z.string().nullable(),
});
export type MyRegistrationsResponse = z.infer<typeof myRegistrationsResponseSchema>;
