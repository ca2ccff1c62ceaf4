import { z } from 'zod';

export const registrationStatuses = ['confirmed', 'waitlisted'] as const;
export const registrationStatusSchema = z.enum(registrationStatuses);

/** The spec's registration client form plus `status` (DESIGN decision 4). */
export const registrationSchema = z.object({
  id: z.number().int(),
  runId: z.number().int(),
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  userPace: z.number(),
  registeredAt: z.string(),
  status: registrationStatusSchema,
});
export type Registration = z.infer<typeof registrationSchema>;

export const DEFAULT_USER_PACE = 6;
