import { z } from 'zod';
// Sentences, not zod's wording, for every issue without a message of its own.
import '../i18n/zod-messages';
import { LOCALES } from '../i18n/locales';
import { emailSchema, isWholePhone, messages, PASSWORD_MAX } from '../auth/auth.schemas';
import { msg } from '../i18n/keys';
import { emergencyContactSchema } from '../registrations/questions.schemas';

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
/** The longest website or social link a profile takes (the form's counter and maxLength too). */
export const PROFILE_LINK_MAX = 500;

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
const optionalUrl = z
  .string()
  .trim()
  .max(PROFILE_LINK_MAX)
  .refine((s) => s === '' || /^https?:\/\/\S+$/i.test(s), msg('validation.profile.url'))
  .nullable()
  .optional();

/** PATCH /api/users/:id — only these fields; role, activation, ids and tokens can never be set. */
export const profileUpdateSchema = z
  .object({
    name: z.string().trim().min(1, messages.nameRequired).max(PROFILE_TEXT_MAX.name).optional(),
    /** A new address is only asked for here; it becomes the account's once the link sent to it is followed. */
    email: emailSchema.optional(),
    /** Required with a new `email` (docs/decisions/047): a session alone cannot move the account. */
    currentPassword: z.string().max(PASSWORD_MAX, messages.passwordMax).optional(),
    businessName: optionalText(PROFILE_TEXT_MAX.businessName),
    businessLocation: optionalText(PROFILE_TEXT_MAX.businessLocation),
    // Empty removes it; a number is whole, as at sign-up.
    businessPhone: optionalText(PROFILE_TEXT_MAX.businessPhone).refine(
      (phone) => !phone || isWholePhone(phone),
      messages.phoneMin,
    ),
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
    /** Profile Settings' "Email me reminders before my runs". */
    remindersEnabled: z.boolean().optional(),
    /** Profile Settings' language (the footer's switch saves it too, PUT /api/me/language). */
    language: z.enum(LOCALES).optional(),
    /** Profile Settings' emergency contact; null removes it (docs/decisions/055). */
    emergencyContact: emergencyContactSchema.nullable().optional(),
  })
  .strict();
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/** POST /api/users/:id/avatar answers the new public URL of the profile image. */
export const avatarResponseSchema = z.object({ profileImageUrl: z.string() });
export type AvatarResponse = z.infer<typeof avatarResponseSchema>;

/** POST /api/users/email-change/confirm and …/cancel: the token of the link in the e-mail. */
export const emailChangeTokenSchema = z
  .object({ token: z.string().regex(/^[0-9a-f]{64}$/, msg('validation.emailChange.invalidLink')) })
  .strict();
export type EmailChangeTokenInput = z.infer<typeof emailChangeTokenSchema>;

/** The e-mail change's answers and refusals (docs/decisions/047). */
export const emailChangeMessages = {
  currentPasswordRequired: msg('validation.emailChange.currentPasswordRequired'),
  wrongPassword: msg('validation.emailChange.wrongPassword'),
  invalidLink: msg('validation.emailChange.invalidLink'),
  taken: msg('validation.emailChange.taken'),
  tooMany: msg('validation.emailChange.tooMany'),
  confirmed: msg('validation.emailChange.confirmed'),
  cancelled: msg('validation.emailChange.cancelled'),
  reverted: msg('validation.emailChange.reverted'),
} as const;

/** Error codes the web app branches on. */
export const emailChangeErrorCodes = { wrongPassword: 'WRONG_PASSWORD' } as const;

/** How long the link to the new address works. */
export const EMAIL_CHANGE_TOKEN_HOURS = 24;
