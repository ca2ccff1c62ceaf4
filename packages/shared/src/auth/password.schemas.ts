// Changing a password (signed in) and resetting a forgotten one (signed out): docs/decisions/066.
import { z } from 'zod';
// Sentences, not zod's wording, for every issue without a message of its own.
import '../i18n/zod-messages';
import { msg } from '../i18n/keys';
import { emailSchema, messages, PASSWORD_MAX, PASSWORD_MIN } from './auth.schemas';

/** How long a "forgot password" link works. */
export const PASSWORD_RESET_TOKEN_HOURS = 1;

/** A new password follows sign-up's rule. */
const newPassword = z
  .string()
  .min(PASSWORD_MIN, messages.passwordMin)
  .max(PASSWORD_MAX, messages.passwordMax);

export const passwordMessages = {
  currentPasswordRequired: msg('validation.password.currentPasswordRequired'),
  wrongPassword: msg('validation.password.wrongPassword'),
  tooManyChanges: msg('validation.password.tooManyChanges'),
  tooManyResets: msg('validation.password.tooManyResets'),
  resetRequested: msg('validation.password.resetRequested'),
  invalidResetLink: msg('validation.password.invalidResetLink'),
  mismatch: msg('validation.password.mismatch'),
  samePassword: msg('validation.password.samePassword'),
} as const;

const passwordChangeFields = z
  .object({
    currentPassword: z
      .string()
      .min(1, passwordMessages.currentPasswordRequired)
      .max(PASSWORD_MAX, messages.passwordMax),
    newPassword,
  })
  .strict();

/** A change must change it (docs/product.md "Password"): said under the new password. */
const differs = { message: passwordMessages.samePassword, path: ['newPassword'] };
const isNew = (values: { currentPassword: string; newPassword: string }) =>
  values.newPassword !== values.currentPassword;

/** PUT /api/me/password. */
export const passwordChangeSchema = passwordChangeFields.refine(isNew, differs);
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** POST /api/auth/password-reset: answers the same whether or not the address has an account. */
export const passwordResetRequestSchema = z.object({ email: emailSchema }).strict();
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;

/** POST /api/auth/password-reset/confirm: the link's token and the new password. */
export const passwordResetConfirmSchema = z
  .object({
    token: z.string().regex(/^[0-9a-f]{64}$/, passwordMessages.invalidResetLink),
    password: newPassword,
  })
  .strict();
export type PasswordResetConfirmInput = z.infer<typeof passwordResetConfirmSchema>;

/** The forms' own check that the new password was typed twice alike (the API takes it once). */
const matches = { message: passwordMessages.mismatch, path: ['confirmPassword'] };

export const passwordChangeFormSchema = passwordChangeFields
  .extend({ confirmPassword: z.string() })
  .refine(isNew, differs)
  .refine((values) => values.confirmPassword === values.newPassword, matches);
export type PasswordChangeFormValues = z.infer<typeof passwordChangeFormSchema>;

export const passwordResetFormSchema = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((values) => values.confirmPassword === values.password, matches);
export type PasswordResetFormValues = z.infer<typeof passwordResetFormSchema>;

/** Error codes the web app branches on. */
export const passwordErrorCodes = {
  wrongPassword: 'WRONG_PASSWORD',
  invalidResetLink: 'INVALID_TOKEN',
} as const;
