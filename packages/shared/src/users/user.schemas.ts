import { z } from 'zod';
import { LOCALES } from '../i18n/locales';

export const roles = ['runner', 'business'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** Country codes offered at business sign-up (docs/product.md §5); +34 is the default. */
export const countryCodes = ['+34', '+33', '+39', '+49', '+351', '+44', '+1', '+31', '+32', '+41'] as const;
export const DEFAULT_COUNTRY_CODE = '+34';

export const socialLinksSchema = z.object({
  website: z.string().nullable(),
  instagram: z.string().nullable(),
  facebook: z.string().nullable(),
  twitter: z.string().nullable(),
  linkedin: z.string().nullable(),
  google_review: z.string().nullable(),
});

export const businessDetailsSchema = z.object({
  businessName: z.string().nullable(),
  businessLocation: z.string().nullable(),
  businessPhone: z.string().nullable(),
  description: z.string().nullable(),
  businessDescription: z.string().nullable(),
  address: z.string().nullable(),
  businessType: z.string().nullable(),
  website: z.string().nullable(),
  instagram: z.string().nullable(),
  facebook: z.string().nullable(),
  twitter: z.string().nullable(),
  linkedin: z.string().nullable(),
  google_review: z.string().nullable(),
  socialLinks: socialLinksSchema,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type BusinessDetails = z.infer<typeof businessDetailsSchema>;

/** The spec's "User (client form)": what the API returns for the signed-in user. Never a hash or a token. */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  profileImageUrl: z.string().nullable(),
  businessDetails: businessDetailsSchema.optional(),
  /** Whether run reminders are e-mailed; the account's own setting, never in a public profile. */
  remindersEnabled: z.boolean().optional(),
  /** The account's language, for its pages on every device and its e-mails. */
  language: z.enum(LOCALES),
  /** A platform admin (docs/decisions/049); absent for everyone else. */
  isAdmin: z.boolean().optional(),
  /** A runner's own emergency contact (docs/decisions/055); never in a public profile. */
  emergencyContact: z.object({ name: z.string(), phone: z.string() }).nullable().optional(),
});
export type User = z.infer<typeof userSchema>;

/** What anyone may see of a user (public profile pages). */
export const publicUserSchema = userSchema.omit({
  email: true,
  remindersEnabled: true,
  language: true,
  isAdmin: true,
  emergencyContact: true,
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** GET /api/auth/me: the signed-in user, or null for an anonymous visitor. */
export const meResponseSchema = z.object({ user: userSchema.nullable() });
export type MeResponse = z.infer<typeof meResponseSchema>;

/** /api/users/:id — any string; an id that names no user is a 404, not a validation error. */
export const userIdParamsSchema = z.object({ id: z.string().max(100) });
