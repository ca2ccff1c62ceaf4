import { z } from 'zod';
// Sentences, not zod's wording, for every issue without a message of its own.
import '../i18n/zod-messages';
import { msg } from '../i18n/keys';

/** The signed links of registration e-mails (decision 053): give up a spot, claim one, answer "Still coming?". */
export const spotLinkMessages = {
  invalid: msg('validation.spotLink.invalid'),
  taken: msg('validation.spotLink.taken'),
} as const;

export const spotLinkErrorCodes = { taken: 'SPOT_TAKEN' } as const;

export const spotLinkParamsSchema = z.object({ token: z.string().min(1).max(200) });

export const stillComingParamsSchema = spotLinkParamsSchema.extend({
  // A mangled link: said as any link that is not valid, in the reader's language.
  answer: z.enum(['yes', 'no'], spotLinkMessages.invalid),
});

/** GET of a link, for a caller that is not a browser: what the link is about. */
export const spotLinkInfoSchema = z.object({
  runId: z.number().int(),
  title: z.string(),
  startsAt: z.string(),
  status: z.enum(['confirmed', 'waitlisted']),
});
export type SpotLinkInfo = z.infer<typeof spotLinkInfoSchema>;

/** POST of a link: what happened. */
export const spotLinkResultSchema = z.object({
  result: z.enum(['cancelled', 'confirmed', 'kept']),
});
export type SpotLinkResult = z.infer<typeof spotLinkResultSchema>;
