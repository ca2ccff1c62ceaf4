import { z } from 'zod';
import { distanceBucketSchema, paceCategorySchema } from './run.rules';

export const hostContactInfoSchema = z.object({
  businessName: z.string().nullable(),
  businessLocation: z.string().nullable(),
  phone: z.string().nullable(),
});

/** The spec's "Run (client form)", as every endpoint returns it. */
export const runSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** Calendar date and wall-clock time in the run's own time zone. */
  date: z.string(),
  time: z.string(),
  timezone: z.string(),
  /** The start as a UTC instant (ISO 8601), for "is it upcoming" and calendar exports. */
  startsAt: z.string(),
  location: z.string(),
  address: z.string(),
  distance: z.number(),
  pace: z.number(),
  paceCategory: paceCategorySchema,
  tags: z.array(z.string()),
  maxParticipants: z.number().int().nullable(),
  currentParticipants: z.number().int(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  imageUrl: z.string().nullable(),
  whatsappGroupLink: z.string().nullable(),
  hostId: z.string(),
  hostName: z.string(),
  hostAvatarUrl: z.string().nullable(),
  hostContactInfo: hostContactInfoSchema,
});
export type Run = z.infer<typeof runSchema>;

export const runListSchema = z.object({
  items: z.array(runSchema),
  nextCursor: z.string().nullable(),
});
export type RunList = z.infer<typeof runListSchema>;

const csv = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v), z.array(item).max(10));

/** Query of GET /api/events. Filters beyond `limit`/`cursor`/`hostId` are honoured as they land (issue 4). */
export const runListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
  hostId: z.string().max(64).optional(),
  pace: csv(paceCategorySchema).optional(),
  distance: csv(distanceBucketSchema).optional(),
});
export type RunListQuery = z.infer<typeof runListQuerySchema>;

export const runIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
