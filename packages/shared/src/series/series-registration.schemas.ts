import { z } from 'zod';
// Sentences, not zod's wording, for every issue without a message of its own.
import '../i18n/zod-messages';
import { msg } from '../i18n/keys';
import { myRegistrationSchema, registrationFormSchema } from '../registrations/registration.schemas';
import { runSchema } from '../runs/run.schemas';

/** "Join every week" (decision 053). */
export const seriesRegistrationMessages = {
  alreadyJoined: msg('validation.series.alreadyJoined'),
  asksQuestions: msg('validation.series.asksQuestions'),
  notJoined: msg('validation.series.notJoined'),
} as const;

export const seriesRegistrationErrorCodes = {
  alreadyJoined: 'ALREADY_JOINED',
  asksQuestions: 'ASKS_QUESTIONS',
} as const;

/**
 * Body of POST /api/series/:id/registrations: a registration's body, and the pace group of the runs when they
 * have groups (passed on to each run's registration as it is).
 */
export const seriesRegistrationBodySchema = registrationFormSchema.extend({
  groupId: z.number().int().positive().optional(),
});
export type SeriesRegistrationBody = z.infer<typeof seriesRegistrationBodySchema>;

/** A joined series with the runner's registrations for its upcoming runs, soonest first. */
export const seriesMembershipSchema = z.object({
  seriesId: z.number().int(),
  /** 'Every Tuesday' or 'Every 2 weeks on Saturday', in the asker's language. */
  every: z.string(),
  /** The weeks between its runs, 1 to 4, for the texts that name the interval ("Leave every 2 weeks"). */
  everyWeeks: z.number().int().default(1),
  dates: z.array(z.object({ run: runSchema, registration: myRegistrationSchema })),
});
export type SeriesMembership = z.infer<typeof seriesMembershipSchema>;

/** GET /api/series/:id/registrations/me: whether the caller joined every week (false when signed out). */
export const seriesJoinedSchema = z.object({ joined: z.boolean() });
export type SeriesJoined = z.infer<typeof seriesJoinedSchema>;

/** GET /api/registrations/me/series: the series the runner joined, for My Runs. */
export const mySeriesResponseSchema = z.object({ items: z.array(seriesMembershipSchema) });
export type MySeriesResponse = z.infer<typeof mySeriesResponseSchema>;
