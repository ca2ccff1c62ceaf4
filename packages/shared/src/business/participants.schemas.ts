import { z } from 'zod';
// Sentences, not zod's wording, for every issue without a message of its own.
import '../i18n/zod-messages';
import { registrationStatusSchema } from '../registrations/registration.schemas';

/** One row of GET /api/business/participants: a registration for one of the signed-in host's runs. */
export const hostParticipantSchema = z.object({
  /** The registration's id. */
  id: z.number().int(),
  runId: z.number().int(),
  runTitle: z.string(),
  /** The run's local date and time ('YYYY-MM-DD', 'HH:MM'). */
  runDate: z.string(),
  runTime: z.string(),
  name: z.string(),
  email: z.string(),
  pace: z.number(),
  /** ISO 8601 UTC instant. */
  registeredAt: z.string(),
  status: registrationStatusSchema,
});
export type HostParticipant = z.infer<typeof hostParticipantSchema>;

/** Newest registrations first, paged by cursor. */
export const hostParticipantsQuerySchema = z.object({
  limit: z.coerce.number().min(1).max(100).int().default(50),
  cursor: z.string().max(200).optional(),
});

export const hostParticipantsSchema = z.object({
  items: z.array(hostParticipantSchema),
  nextCursor: z.string().nullable(),
});
export type HostParticipants = z.infer<typeof hostParticipantsSchema>;
