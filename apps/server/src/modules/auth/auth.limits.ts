// How often the accounts routes may be tried. The numbers are the product's; the counting is @fastify/rate-limit's.
import { authApiMessages } from '@runtogether/shared/auth/auth.schemas';
import { passwordMessages } from '@runtogether/shared/auth/password.schemas';
import { trustMessages } from '@runtogether/shared/trust/trust.schemas';
import { emailChangeMessages } from '@runtogether/shared/users/profile.schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { attemptLimiter, bodyEmail, type AttemptLimit } from '../../plugins/rate-limit';

const FIFTEEN_MINUTES = 15 * 60_000;
const ip = (request: FastifyRequest) => request.ip;
const account = (request: FastifyRequest) => request.user?.id ?? '';

/** Brute-force limits of one log-in request (per account and per IP); only failures count. */
export interface LoginThrottle {
  assertIpAllowed(): Promise<void>;
  assertAccountAllowed(): Promise<void>;
  /** Counts a failure; `lockedAccount` when it was the account's last allowed one. */
  recordFailure(): Promise<{ lockedAccount: boolean }>;
}

export const AUTH_LIMITS = {
  /** Failed log-ins per account: slows password guessing on one account to a crawl. */
  loginFailuresPerAccount: { max: 5, windowMs: FIFTEEN_MINUTES },
  /** Failed log-ins per IP: the same across many accounts (an office behind one IP still has room). */
  loginFailuresPerIp: { max: 20, windowMs: FIFTEEN_MINUTES },
  /** Verification e-mails per address: a mailbox cannot be flooded through us. */
  resendPerAddress: { max: 3, windowMs: FIFTEEN_MINUTES },
  resendPerIp: { max: 10, windowMs: FIFTEEN_MINUTES },
  /** Every sign-up sends an e-mail to an address nobody has proven to own. */
  signupPerIp: { max: 20, windowMs: FIFTEEN_MINUTES },
  /** An e-mail change does too, and checks a password: as sign-up per IP, and a few per account. */
  emailChangePerIp: { max: 20, windowMs: FIFTEEN_MINUTES },
  emailChangePerAccount: { max: 5, windowMs: FIFTEEN_MINUTES },
  /** A password change checks the current one: as an e-mail change (docs/decisions/066). */
  passwordChangePerIp: { max: 20, windowMs: FIFTEEN_MINUTES },
  passwordChangePerAccount: { max: 5, windowMs: FIFTEEN_MINUTES },
  /** Reset links per address and per IP, as verification e-mails: a mailbox cannot be flooded through us. */
  passwordResetPerAddress: { max: 3, windowMs: FIFTEEN_MINUTES },
  passwordResetPerIp: { max: 10, windowMs: FIFTEEN_MINUTES },
  /** A reset page asks whether its link still works each time it opens: room for reloads, none for guessing. */
  passwordResetCheckPerIp: { max: 30, windowMs: FIFTEEN_MINUTES },
  /** Deleting the account checks its password too: a stolen session must not guess it here. */
  deletionPerAccount: { max: 5, windowMs: FIFTEEN_MINUTES },
} as const;

export function createAuthLimits(app: FastifyInstance) {
  const limiter = (name: keyof typeof AUTH_LIMITS, key: AttemptLimit['key'], message: string) =>
    attemptLimiter(app, { name, ...AUTH_LIMITS[name], key, message });
  const { tooManyLogins, tooManyVerificationEmails, tooManySignups } = authApiMessages;
  const loginPerAccount = limiter('loginFailuresPerAccount', bodyEmail, tooManyLogins);
  const loginPerIp = limiter('loginFailuresPerIp', ip, tooManyLogins);
  const resendPerAddress = limiter('resendPerAddress', bodyEmail, tooManyVerificationEmails);
  const resendPerIp = limiter('resendPerIp', ip, tooManyVerificationEmails);
  const signupPerIp = limiter('signupPerIp', ip, tooManySignups);
  const emailChangePerIp = limiter('emailChangePerIp', ip, emailChangeMessages.tooMany);
  const emailChangePerAccount = limiter('emailChangePerAccount', account, emailChangeMessages.tooMany);
  const { tooManyChanges, tooManyResets } = passwordMessages;
  const passwordChangePerIp = limiter('passwordChangePerIp', ip, tooManyChanges);
  const passwordChangePerAccount = limiter('passwordChangePerAccount', account, tooManyChanges);
  const passwordResetPerAddress = limiter('passwordResetPerAddress', bodyEmail, tooManyResets);
  const passwordResetPerIp = limiter('passwordResetPerIp', ip, tooManyResets);
  const passwordResetCheckPerIp = limiter('passwordResetCheckPerIp', ip, tooManyResets);
  const deletionPerAccount = limiter('deletionPerAccount', account, trustMessages.tooManyDeletions);

  return {
    loginThrottle: (request: FastifyRequest): LoginThrottle => ({
      assertIpAllowed: () => loginPerIp.assertNotExhausted(request),
      assertAccountAllowed: () => loginPerAccount.assertNotExhausted(request),
      recordFailure: async () => {
        const [, lockedAccount] = await Promise.all([
          loginPerIp.record(request),
          loginPerAccount.record(request),
        ]);
        return { lockedAccount };
      },
    }),
    consumeResend: async (request: FastifyRequest) => {
      await resendPerIp.consume(request);
      await resendPerAddress.consume(request);
    },
    consumeSignup: (request: FastifyRequest) => signupPerIp.consume(request),
    consumeEmailChange: async (request: FastifyRequest) => {
      await emailChangePerIp.consume(request);
      await emailChangePerAccount.consume(request);
    },
    consumePasswordChange: async (request: FastifyRequest) => {
      await passwordChangePerIp.consume(request);
      await passwordChangePerAccount.consume(request);
    },
    consumePasswordReset: async (request: FastifyRequest) => {
      await passwordResetPerIp.consume(request);
      await passwordResetPerAddress.consume(request);
    },
    consumePasswordResetCheck: (request: FastifyRequest) => passwordResetCheckPerIp.consume(request),
    consumeDeletion: (request: FastifyRequest) => deletionPerAccount.consume(request),
  };
}
