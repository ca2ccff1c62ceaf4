import { z } from 'zod';
// Sentences, not zod's wording, for every issue without a message of its own.
import '../i18n/zod-messages';
import { isSaneDateKey } from '../dates/date.rules';
import { timeZoneSchema } from './run.schemas';
import { questionsInputSchema } from '../registrations/questions.schemas';
import { runGroupsInputSchema } from './run-groups.schemas';
import {
  DEFAULT_MAX_PARTICIPANTS,
  DISTANCE_MAX,
  DISTANCE_MIN,
  MAX_PARTICIPANTS_MAX,
  MAX_PARTICIPANTS_MIN,
  PACE_MAX,
  PACE_MIN,
} from './run.rules';
import { msg } from '../i18n/keys';

/** docs/product.md §5 "Create run" messages; the ones the spec leaves unnamed follow its wording. */
export const MAX_TAGS = 10;
export const MAX_TAG_LENGTH = 30;
/** The longest text each field takes: the schema's limit, and the form's counter and maxLength. */
export const RUN_TEXT_MAX = {
  title: 120,
  description: 5000,
  location: 200,
  address: 300,
  whatsappGroupLink: 500,
} as const;

export const runFormMessages = {
  title: msg('validation.runForm.title'),
  date: msg('validation.runForm.date'),
  /** A date that is given but is not a day of the calendar (an API client's "2027-02-30"). */
  dateInvalid: msg('validation.runForm.dateInvalid'),
  time: msg('validation.runForm.time'),
  timeInvalid: msg('validation.runForm.timeInvalid'),
  location: msg('validation.runForm.location'),
  address: msg('validation.runForm.address'),
  distance: msg('validation.runForm.distance'),
  pace: msg('validation.runForm.pace'),
  description: msg('validation.runForm.description'),
  maxParticipants: msg('validation.runForm.maxParticipants'),
  maxRequired: msg('validation.runForm.maxRequired'),
  whatsappGroupLink: msg('validation.runForm.whatsappGroupLink'),
  timezone: msg('validation.runForm.timezone'),
  zoneOrPin: msg('validation.runForm.zoneOrPin'),
  zoneNotPin: msg('validation.runForm.zoneNotPin'),
  inPast: msg('validation.runForm.inPast'),
  tooFar: msg('validation.runForm.tooFar'),
  capacityBelowRegistered: msg('validation.runForm.capacityBelowRegistered'),
  tags: msg('validation.runForm.tags'),
} as const;

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

// Empty is the form's "Please select a date."; anything else that is not a real day or time says so.
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
export const dateKeySchema = z
  .string()
  .min(1, runFormMessages.date)
  .refine((v) => v === '' || isSaneDateKey(v), runFormMessages.dateInvalid);
export const timeOfDaySchema = z
  .string()
  .min(1, runFormMessages.time)
  .refine((v) => v === '' || TIME_OF_DAY.test(v), runFormMessages.timeInvalid);

/** '' or absent means no group; otherwise an http(s) URL (never javascript: or data:). */
const groupLinkSchema = z
  .string()
  .trim()
  .max(RUN_TEXT_MAX.whatsappGroupLink)
  .refine((v) => v === '' || isHttpUrl(v), runFormMessages.whatsappGroupLink)
  .transform((v) => (v === '' ? null : v));

/** Each tag once, the first spelling kept: "Trail" and "trail" are one tag, as the form's text field reads them. */
function uniqueTags(tags: string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// The API keeps a tag once, as the form does (parseTags below): a client sending ["trail", "Trail"] would
// otherwise get a run whose card shows the same tag twice.
export const tagsSchema = z
  .array(z.string().trim().min(1, runFormMessages.tags).max(MAX_TAG_LENGTH, runFormMessages.tags))
  .max(MAX_TAGS, runFormMessages.tags)
  .transform(uniqueTags);

/**
 * Body of POST /api/events: the spec's run client form. Defaults belong here only, never in the update below:
 * under `.partial()` zod still fills a default in, and a PATCH would overwrite what it left out.
 */
export const runInputSchema = z.strictObject({
  title: z.string().trim().min(3, runFormMessages.title).max(RUN_TEXT_MAX.title),
  description: z.string().trim().min(10, runFormMessages.description).max(RUN_TEXT_MAX.description),
  date: dateKeySchema,
  time: timeOfDaySchema,
  /**
   * Absent or null: the zone of the pin (latitude, longitude). The API refuses a run with neither, rather than
   * guess (docs/product.md §5 "Create run"); in a PATCH, null asks for the zone of the run's pin.
   */
  timezone: timeZoneSchema.nullable().optional(),
  location: z.string().trim().min(3, runFormMessages.location).max(RUN_TEXT_MAX.location),
  address: z.string().trim().min(5, runFormMessages.address).max(RUN_TEXT_MAX.address),
  distance: z
    .number()
    .min(DISTANCE_MIN, runFormMessages.distance)
    .max(DISTANCE_MAX, runFormMessages.distance),
  pace: z.number().min(PACE_MIN, runFormMessages.pace).max(PACE_MAX, runFormMessages.pace),
  /** null = unlimited. */
  maxParticipants: z
    .number()
    .int(runFormMessages.maxParticipants)
    .min(MAX_PARTICIPANTS_MIN, runFormMessages.maxParticipants)
    .max(MAX_PARTICIPANTS_MAX, runFormMessages.maxParticipants)
    .nullable(),
  tags: tagsSchema.default([]),
  whatsappGroupLink: groupLinkSchema.nullable().optional(),
  /** "Ask to confirm": runners who often miss runs are asked "Still coming?" 3 hours before (decision 053). */
  askToConfirm: z.boolean().optional(),
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
  /** Sign-up questions and a waiver (docs/decisions/055). */
  questions: questionsInputSchema.default([]),
  requireEmergencyContact: z.boolean().default(false),
  /** Pace groups (docs/decisions/052): the run's maxParticipants becomes their total; [] takes them away. */
  groups: runGroupsInputSchema.optional(),
});
export type RunInput = z.input<typeof runInputSchema>;
export type ParsedRunInput = z.output<typeof runInputSchema>;

/** Tags typed as comma-separated text: trimmed, empties dropped, duplicates removed (case-insensitive). */
export function parseTags(text: string): string[] {
  return uniqueTags(
    text
      .split(',')
      .map((raw) => raw.trim())
      .filter(Boolean),
  );
}

/**
 * The Create/Edit Run form (react-hook-form values): tags as text, an "unlimited" toggle beside an
 * optional maximum. `toRunInput` turns it into the API body.
 */
export const runFormSchema = runInputSchema
  // The API's own rules for the fields the form sends as they are; the rest differ only in their form shape.
  .pick({ title: true, description: true, location: true, address: true, distance: true, pace: true })
  .extend({
    date: dateKeySchema,
    time: timeOfDaySchema,
    unlimited: z.boolean(),
    maxParticipants: z.number().optional(),
    tags: z
      .string()
      .refine(
        (v) => parseTags(v).length <= MAX_TAGS && parseTags(v).every((t) => t.length <= MAX_TAG_LENGTH),
        runFormMessages.tags,
      ),
    whatsappGroupLink: z
      .string()
      .trim()
      .refine((v) => v === '' || isHttpUrl(v), runFormMessages.whatsappGroupLink),
    askToConfirm: z.boolean().optional(),
  })
  .superRefine((form, ctx) => {
    if (form.unlimited) return;
    const max = form.maxParticipants;
    if (max === undefined || Number.isNaN(max)) {
      ctx.addIssue({ code: 'custom', path: ['maxParticipants'], message: runFormMessages.maxRequired });
    } else if (!Number.isInteger(max) || max < MAX_PARTICIPANTS_MIN || max > MAX_PARTICIPANTS_MAX) {
      ctx.addIssue({ code: 'custom', path: ['maxParticipants'], message: runFormMessages.maxParticipants });
    }
  });
export type RunFormValues = z.input<typeof runFormSchema>;

export const runFormDefaults = (): RunFormValues => ({
  title: '',
  description: '',
  date: '',
  time: '',
  location: '',
  address: '',
  distance: 5,
  pace: 6,
  unlimited: false,
  maxParticipants: DEFAULT_MAX_PARTICIPANTS,
  tags: '',
  whatsappGroupLink: '',
  askToConfirm: false,
});

export function toRunInput(
  form: RunFormValues,
  extra: { timezone: string | null; latitude?: number | null; longitude?: number | null },
): RunInput {
  return {
    title: form.title.trim(),
    description: form.description.trim(),
    date: form.date,
    time: form.time,
    timezone: extra.timezone,
    location: form.location.trim(),
    address: form.address.trim(),
    distance: form.distance,
    pace: form.pace,
    maxParticipants: form.unlimited ? null : (form.maxParticipants ?? DEFAULT_MAX_PARTICIPANTS),
    tags: parseTags(form.tags),
    whatsappGroupLink: form.whatsappGroupLink.trim() || null,
    askToConfirm: form.askToConfirm ?? false,
    latitude: extra.latitude ?? null,
    longitude: extra.longitude ?? null,
  };
}

/** POST /api/events/:id/image answers the run's new image URL. */
export const runImageResponseSchema = z.object({ imageUrl: z.string() });
export type RunImageResponse = z.infer<typeof runImageResponseSchema>;
