import {
  authApiMessages,
  loginResponseSchema,
  loginSchema,
  messageResponseSchema,
  resendVerificationSchema,
  signupSchema,
  verifyEmailSchema,
} from '@runtogether/shared/auth/auth.schemas';
import {
  passwordChangeSchema,
  passwordMessages,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from '@runtogether/shared/auth/password.schemas';
import { meResponseSchema } from '@runtogether/shared/users/user.schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { resendVerification, signUp, verifyEmail, type AccountDeps } from './accounts.service';
import { createAuthLimits } from './auth.limits';
import { toClientUser } from './client-user';
import { knownDevice } from './device-cookie';
import { logIn, logOut } from './login.service';
import {
  changePassword,
  checkPasswordResetLink,
  requestPasswordReset,
  resetPassword,
} from './passwords.service';
import { signedIn } from './permissions';
import { hashToken } from './tokens';
import { translateText } from '../../lib/i18n';
import { setLocaleCookie } from '../../plugins/locale';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session-cookie';
import { sessionTokenOf } from './session.plugin';
import { errors } from '../../plugins/error-responses';

/**
 * GET /api/auth/password-reset/check: the link's token alone. Kept here, not beside the other password schemas:
 * every page that loads those (the profile's password change) would carry it.
 */
export const passwordResetCheckQuerySchema = z.object({ token: passwordResetConfirmSchema.shape.token });

export interface AuthRoutesOptions {
  config: Pick<Config, 'publicUrl' | 'sessionSecret'>;
  /** The clock (tests move it instead of sleeping). */
  now?: () => number;
  /** What a newly verified account takes over (app.ts: walk-up runs, docs/decisions/055). */
  onVerified?: AccountDeps['onVerified'];
}

export const authRoutes: FastifyPluginCallbackZod<AuthRoutesOptions> = (
  app,
  { config, now: clock = Date.now, onVerified },
  done,
) => {
  const limits = createAuthLimits(app);
  const secureCookie = config.publicUrl.startsWith('https:');
  const deps: AccountDeps = {
    db: app.db,
    publicUrl: config.publicUrl,
    mailQueued: () => app.mail.kick(),
    onVerified,
  };

  app.post(
    '/auth/signup',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an inactive account and e-mail its verification link',
        body: signupSchema,
        response: {
          201: messageResponseSchema,
          ...errors(400, 409, 429),
        },
      },
    },
    async (request, reply) => {
      await limits.consumeSignup(request);
      await signUp(deps, request.body, { language: request.locale });
      return reply.code(201).send({ message: translateText(request.locale, authApiMessages.signedUp) });
    },
  );

  app.post(
    '/auth/verify-email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Activate the account of a verification token',
        body: verifyEmailSchema,
        response: { 200: messageResponseSchema, ...errors(400, 409) },
      },
    },
    async (request) => {
      await verifyEmail(deps, request.body.token);
      return { message: translateText(request.locale, authApiMessages.verified) };
    },
  );

  app.post(
    '/auth/resend-verification',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a new verification link; the same answer whether or not the account exists',
        body: resendVerificationSchema,
        response: { 200: messageResponseSchema, ...errors(400, 429) },
      },
    },
    async (request) => {
      await limits.consumeResend(request);
      await resendVerification(deps, request.body.email, request.body.returnTo);
      return { message: translateText(request.locale, authApiMessages.resent) };
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start a session: sets the session cookie and returns the token for Bearer clients',
        body: loginSchema,
        response: {
          200: loginResponseSchema,
          ...errors(400, 401, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const now = new Date(clock());
      const device = knownDevice(request, { secret: config.sessionSecret, secure: secureCookie, now });
      const result = await logIn(deps, request.body, limits.loginThrottle(request), device, now);
      device.remember(reply, result.user.id);
      setSessionCookie(reply, result.token, result.expiresAt, secureCookie);
      // This device follows the account's language from now on, even on pages drawn without the session.
      setLocaleCookie(reply, result.user.language, secureCookie);
      return { authToken: result.token, user: result.user };
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session (cookie or Bearer) on the server and clear the cookie',
        response: { 204: z.null().describe('Signed out'), ...errors(403) },
      },
    },
    async (request, reply) => {
      await logOut(app.db, sessionTokenOf(request)?.token);
      clearSessionCookie(reply, secureCookie);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/me/password',
    {
      preValidation: signedIn(),
      schema: {
        tags: ['auth'],
        summary:
          'Change your password (currentPassword proves it is you); your other sessions end and you are told by e-mail',
        body: passwordChangeSchema,
        response: { 204: z.null().describe('Changed'), ...errors(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      // Counted before the password is checked: this route cannot guess passwords faster than log-in.
      await limits.consumePasswordChange(request);
      const current = sessionTokenOf(request)?.token;
      const keep = current === undefined ? undefined : hashToken(current);
      await changePassword(deps, request.user, request.body, keep, new Date(clock()));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/password-reset',
    {
      schema: {
        tags: ['auth'],
        summary:
          'E-mail a link to choose a new password (valid 1 hour); the same answer whether or not the account exists',
        body: passwordResetRequestSchema,
        response: { 202: messageResponseSchema, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      await limits.consumePasswordReset(request);
      await requestPasswordReset(deps, request.body.email, new Date(clock()));
      return reply
        .code(202)
        .send({ message: translateText(request.locale, passwordMessages.resetRequested) });
    },
  );

  app.get(
    '/auth/password-reset/check',
    {
      // Reads, never writes: the link still sets a password afterwards. The log masks the token (logger.ts).
      config: { withoutSession: true },
      schema: {
        tags: ['auth'],
        summary: "Whether a reset link's token still works (204), or is unknown, used or expired (400)",
        querystring: passwordResetCheckQuerySchema,
        response: { 204: z.null().describe('The link works'), ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      await limits.consumePasswordResetCheck(request);
      await checkPasswordResetLink(deps, request.query.token, new Date(clock()));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/password-reset/confirm',
    {
      // The token is the capability, whoever's browser follows the link; every session of the account ends.
      config: { withoutSession: true },
      schema: {
        tags: ['auth'],
        summary: "Set a new password with the reset link's token; every session of the account ends",
        body: passwordResetConfirmSchema,
        response: { 204: z.null().describe('Password set'), ...errors(400, 403) },
      },
    },
    async (request, reply) => {
      await resetPassword(deps, request.body, new Date(clock()));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, or null for an anonymous visitor',
        // 200 with null rather than 401: asking "who am I?" is not an error, and browsers log every 401.
        response: { 200: meResponseSchema },
      },
    },
    (request) => ({ user: request.user ? toClientUser(request.user) : null }),
  );
  done();
};
