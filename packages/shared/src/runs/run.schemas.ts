import { z } from 'zod';
import { isSaneDateKey } from '../dates/date.rules';
import { msg } from '../i18n/keys';
import { runQuestionSchema } from '../registrations/questions.schemas';
import { runGroupSchema } from './run-group-answer.schemas';
import { distanceBuckets, paceCategories } from './run.rules';
// Sentences, not zod's wording, for every issue without a message of its own; ids in paths.
import { pathId } from '../i18n/zod-messages';

/**
 * The zones the server's database knows (lower-cased), set once at start-up; null where there is none. A zone the
 * API takes must be known to both Intl and the database (docs/decisions/045).
 */
let databaseZones: ReadonlySet<string> | null = null;

/**
 * From now on a zone must also be one the database knows: a zone only Node knows ('US/Pacific-New') would fail
 * in SQL after passing here (docs/decisions/045). The server calls it once with pg_timezone_names.
 */
export function acceptOnlyTheseTimeZones(names: Iterable<string>): void {
  databaseZones = new Set([...names].map((name) => name.toLowerCase()));
}

/**
 * The zone as Intl spells it ('europe/madrid' is kept as 'Europe/Madrid'; only its case ever changes), or null
 * when the database or Intl does not know it.
 */
const zoneSpelling = (zone: string): string | null => {
  if (databaseZones && !databaseZones.has(zone.toLowerCase())) return null;
  try {
    const spelled = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
    return spelled.toLowerCase() === zone.toLowerCase() ? spelled : zone;
  } catch {
    return null;
  }
};

export const timeZoneSchema = z
  .string()
  .max(64)
  .transform((zone, ctx) => {
    const spelled = zoneSpelling(zone);
    if (spelled === null) ctx.addIssue({ code: 'custom', message: msg('validation.runForm.timezone') });
    return spelled ?? z.NEVER;
  });

const paceCategorySchema = z.enum(paceCategories);
const distanceBucketSchema = z.enum(distanceBuckets);

export const hostContactInfoSchema = z.object({
  businessName: z.string().nullable(),
  businessLocation: z.string().nullable(),
  phone: z.string().nullable(),
});

export { runGroupSchema, type RunGroup } from './run-group-answer.schemas';

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
  /** The places taken: confirmed runners and the guests at check-in (docs/decisions/055). */
  currentParticipants: z.number().int(),
  /**
   * Of `currentParticipants`, the guests at check-in (walk-ups and the host's walk-ins): no account, no pace group
   * (docs/decisions/057). The registered runners are the difference. A host's walk-ins can take the run past its
   * maximum. Defaults to 0 for an answer the app kept offline from before the field (docs/decisions/037).
   */
  currentGuests: z.number().int().default(0),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  imageUrl: z.string().nullable(),
  whatsappGroupLink: z.string().nullable(),
  /** "Ask to confirm" is on (decision 053). */
  askToConfirm: z.boolean(),
  /** The weekly series the run belongs to (GET /api/series/:id), null for a one-off run. */
  seriesId: z.number().int().nullable(),
  hostId: z.string(),
  hostName: z.string(),
  hostAvatarUrl: z.string().nullable(),
  hostContactInfo: hostContactInfoSchema,
  /** The sign-up questions registering answers, each with its id (docs/decisions/055). */
  questions: z.array(runQuestionSchema),
  /** Registering needs an emergency contact. */
  requireEmergencyContact: z.boolean(),
  /** Pace groups (docs/decisions/052), [] when none; then maxParticipants and currentParticipants are their totals. */
  groups: z.array(runGroupSchema),
  /** Set only for the host of a run an admin hid (docs/decisions/049): why, for the banner on its page. */
  hiddenReason: z.string().optional(),
});
export type Run = z.infer<typeof runSchema>;

export const runListSchema = z.object({
  items: z.array(runSchema),
  nextCursor: z.string().nullable(),
});
export type RunList = z.infer<typeof runListSchema>;

const csv = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v), z.array(item).max(10));

/** 'lat,lng' in degrees, e.g. '40.4168,-3.7038'. */
const nearSchema = z
  .string()
  .max(60)
  .transform((value, ctx) => {
    const parts = value.split(',').map((part) => part.trim());
    // Number('') is 0: an empty part would put the point off Africa's coast.
    const [lat, lng, ...rest] = parts.map((part) => (part === '' ? NaN : Number(part)));
    if (
      rest.length > 0 ||
      lat === undefined ||
      lng === undefined ||
      !Number.isFinite(lat) ||
      !Number.isFinite(lng) ||
      Math.abs(lat) > 90 ||
      Math.abs(lng) > 180
    ) {
      ctx.addIssue({ code: 'custom', message: msg('validation.runList.near') });
      return z.NEVER;
    }
    return { latitude: lat, longitude: lng };
  });

export const BBOX_MESSAGE = msg('validation.runList.bbox');

export interface BoundingBox {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

/** 'minLng,minLat,maxLng,maxLat' in degrees (the map's visible area), e.g. '-3.75,40.38,-3.65,40.46'. */
const bboxSchema = z
  .string()
  .max(120)
  .transform((value, ctx): BoundingBox => {
    const parts = value.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
    const [minLng = Number.NaN, minLat = Number.NaN, maxLng = Number.NaN, maxLat = Number.NaN] = parts;
    const valid =
      parts.length === 4 &&
      parts.every(Number.isFinite) &&
      Math.abs(minLat) <= 90 &&
      Math.abs(maxLat) <= 90 &&
      Math.abs(minLng) <= 180 &&
      Math.abs(maxLng) <= 180 &&
      minLng < maxLng &&
      minLat < maxLat;
    if (!valid) {
      ctx.addIssue({ code: 'custom', message: BBOX_MESSAGE });
      return z.NEVER;
    }
    return { minLng, minLat, maxLng, maxLat };
  });

/**
 * Query of GET /api/events. `date` is a calendar day in the viewer's zone `tz`, `from` and `to` the first and last
 * days of a range in it (either end may be left open; never with `date`: a 400); `near` sorts each
 * date's runs nearest first (runs without coordinates last); `bbox` keeps the runs on the visible map.
 */
export const runListQuerySchema = z.object({
  // The bounds before int(): a huge page size is told this maximum, not the largest safe integer.
  limit: z.coerce.number().min(1).max(100).int().default(20),
  cursor: z.string().max(300).optional(),
  hostId: z.string().max(64).optional(),
  pace: csv(paceCategorySchema).optional(),
  distance: csv(distanceBucketSchema).optional(),
  date: z.string().refine(isSaneDateKey, msg('validation.runList.date')).optional(),
  from: z.string().refine(isSaneDateKey, msg('validation.runList.date')).optional(),
  to: z.string().refine(isSaneDateKey, msg('validation.runList.date')).optional(),
  tz: timeZoneSchema.default('UTC'),
  near: nearSchema.optional(),
  /** Only runs whose meeting point lies in this area (runs without coordinates are left out). */
  bbox: bboxSchema.optional(),
});
export type RunListQuery = z.infer<typeof runListQuerySchema>;

export const runIdParamsSchema = z.object({ id: pathId() });
