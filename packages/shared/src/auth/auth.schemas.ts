import { z } from 'zod';
// Sentences, not zod's wording, for every issue without a message of its own.
import '../i18n/zod-messages';
import { countryCodes, userSchema } from '../users/user.schemas';
import { msg } from '../i18n/keys';

/** docs/product.md §5 limits; 128 bounds hashing work on hostile input. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const VERIFICATION_TOKEN_HOURS = 24;
export const VERIFY_REDIRECT_MS = 2000;

export const messages = {
  email: msg('validation.auth.email'),
  passwordRequired: msg('validation.auth.passwordRequired'),
  passwordMin: msg('validation.auth.passwordMin'),
  passwordMax: msg('validation.auth.passwordMax'),
  nameMin: msg('validation.auth.nameMin'),
  nameRequired: msg('validation.auth.nameRequired'),
  businessNameMin: msg('validation.auth.businessNameMin'),
  locationMin: msg('validation.auth.locationMin'),
  countryCode: msg('validation.auth.countryCode'),
  phoneMin: msg('validation.auth.phoneMin'),
  inactive: msg('validation.auth.inactive'),
  invalidCredentials: msg('validation.auth.invalidCredentials'),
  emailTaken: msg('validation.auth.emailTaken'),
  invalidToken: msg('validation.auth.invalidToken'),
  alreadyVerified: msg('validation.auth.alreadyVerified'),
} as const;

export const emailSchema = z.string().trim().max(254, messages.email).pipe(z.email(messages.email));
const name = z.string().trim().min(2, messages.nameMin).max(100);
const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);
const signupPassword = z
  .string()
  .min(PASSWORD_MIN, messages.passwordMin)
  .max(PASSWORD_MAX, messages.passwordMax);
const digits = (s: string) => s.replace(/\D/g, '').length;
/** A business's phone, at sign-up and in its profile: its WhatsApp link (wa.me) needs the whole number. */
export const isWholePhone = (s: string) => digits(s) >= 9;

/**
 * Where the visitor was when they chose to sign up (a page of this site, never another's): the verification link
 * brings them back there through log-in.
 */
const returnTo = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])\S*$/)
  .optional();

export const runnerSignupSchema = z
  .object({ role: z.literal('runner'), name, email: emailSchema, password: signupPassword, returnTo })
  .strict();

export const businessSignupSchema = z
  .object({
    role: z.literal('business'),
    /** The person's name (the spec's personName). */
    name,
    businessName: z.string().trim().min(2, messages.businessNameMin).max(120),
    businessLocation: z.string().trim().min(2, messages.locationMin).max(300),
    countryCode: z.enum(countryCodes, messages.countryCode),
    businessPhone: z.string().trim().max(30).refine(isWholePhone, messages.phoneMin),
    email: emailSchema,
    password: signupPassword,
    latitude: latitude.optional(),
    longitude: longitude.optional(),
    returnTo,
  })
  .strict();

/** POST /api/auth/signup. Unknown keys (role tricks, is_active, ids) are rejected, not ignored. */
export const signupSchema = z.discriminatedUnion('role', [runnerSignupSchema, businessSignupSchema]);
export type SignupInput = z.infer<typeof signupSchema>;

export const loginSchema = z
  .object({
    email: emailSchema,
    password: z.string().min(1, messages.passwordRequired).max(PASSWORD_MAX, messages.passwordMax),
  })
  .strict();
export type LoginInput = z.infer<typeof loginSchema>;

export const loginResponseSchema = z.object({ authToken: z.string(), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const verifyEmailSchema = z
  .object({ token: z.string().regex(/^[0-9a-f]{64}$/, messages.invalidToken) })
  .strict();
/** `returnTo`, checked as sign-up checks it: the new link goes on to the same page of this site as the first. */
export const resendVerificationSchema = z.object({ email: emailSchema, returnTo }).strict();

/** Both always answer this, whether or not the address has an account (no enumeration). */
export const messageResponseSchema = z.object({ message: z.string() });

/** The accounts API's own answers: the success texts of docs/product.md (§8) and the server's refusals. */
export const authApiMessages = {
  signedUp: msg('validation.authApi.signedUp'),
  verified: msg('validation.authApi.verified'),
  resent: msg('validation.authApi.resent'),
  invalidOrExpiredToken: msg('validation.authApi.invalidOrExpiredToken'),
  tooManyLogins: msg('validation.authApi.tooManyLogins'),
  tooManyVerificationEmails: msg('validation.authApi.tooManyVerificationEmails'),
  tooManySignups: msg('validation.authApi.tooManySignups'),
  crossSite: msg('validation.authApi.crossSite'),
  ownProfileOnly: msg('validation.authApi.ownProfileOnly'),
  businessFieldsOnly: msg('validation.authApi.businessFieldsOnly'),
  coordinatesTogether: msg('validation.authApi.coordinatesTogether'),
} as const;

/** Error codes the web app branches on (the message alone is for people). */
export const authErrorCodes = {
  invalidCredentials: 'INVALID_CREDENTIALS',
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  alreadyVerified: 'ALREADY_VERIFIED',
  invalidToken: 'INVALID_TOKEN',
} as const;
