import { z } from 'zod';
// Sentences, not zod's wording, for every issue without a message of its own.
import '../i18n/zod-messages';
import { LOCALES } from '../i18n/locales';
import { emailSchema, messages } from '../auth/auth.schemas';
import { msg } from '../i18n/keys';

/** The longest text each profile field takes: the schema's limit, and the form's counter and maxLength. */
export const PROFILE_TEXT_MAX = {
  name: 100,
  businessName: 120,
  businessLocation: 300,
  businessPhone: 30,
  businessDescription: 2000,
  address: 300,
  businessType: 60,
} as const;

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
const optionalUrl = z
  .string()
  .trim()
  .max(500)
  .refine((s) => s === '' || /^https?:\/\/\S+$/i.test(s), msg('validation.profile.url'))
  .nullable()
  .optional();

/** PATCH /api/users/:id — only these fields; role, activation, ids and tokens can never be set. */
export const profileUpdateSchema = z
  .object({
    name: z.string().trim().min(1, messages.nameRequired).max(PROFILE_TEXT_MAX.name).optional(),
    email: emailSchema.optional(),
    businessName: optionalText(PROFILE_TEXT_MAX.businessName),
    businessLocation: optionalText(PROFILE_TEXT_MAX.businessLocation),
    businessPhone: optionalText(PROFILE_TEXT_MAX.businessPhone),
    businessDescription: optionalText(PROFILE_TEXT_MAX.businessDescription),
    address: optionalText(PROFILE_TEXT_MAX.address),
    businessType: optionalText(PROFILE_TEXT_MAX.businessType),
    website: optionalUrl,
    instagram: optionalUrl,
    facebook: optionalUrl,
    twitter: optionalUrl,
    linkedin: optionalUrl,
    google_review: optionalUrl,
    latitude: latitude.nullable().optional(),
    longitude: longitude.nullable().optional(),
    /** Issue 18: Profile Settings' "Email me reminders before my runs". */
    remindersEnabled: z.boolean().optional(),
    /** Issue 19: Profile Settings' language (the footer's switch saves it too, PUT /api/me/language). */
    language: z.enum(LOCALES).optional(),
  })
  .strict();
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/** POST /api/users/:id/avatar answers the new public URL of the profile image. */
export const avatarResponseSchema = z.object({ profileImageUrl: z.string() });
export type AvatarResponse = z.infer<typeof avatarResponseSchema>;
