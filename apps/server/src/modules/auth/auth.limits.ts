// How often the accounts routes may be tried. The numbers are the product's; the counting is @fastify/rate-limit's.
import { authApiMessages } from '@runtogether/shared/auth/auth.schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { attemptLimiter, bodyEmail } from '../../plugins/rate-limit';
import type { LoginThrottle } from './login.service';

const FIFTEEN_MINUTES = 15 * 60_000;
const ip = (request: FastifyRequest) => request.ip;

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
} as const;

export function createAuthLimits(app: FastifyInstance) {
  const login = authApiMessages.tooManyLogins;
  const resend = authApiMessages.tooManyVerificationEmails;
  const loginPerAccount = attemptLimiter(app, {
    name: 'login-account',
    ...AUTH_LIMITS.loginFailuresPerAccount,
    key: bodyEmail,
    message: login,
  });
  const loginPerIp = attemptLimiter(app, {
    name: 'login-ip',
    ...AUTH_LIMITS.loginFailuresPerIp,
    key: ip,
    message: login,
  });
  const resendPerAddress = attemptLimiter(app, {
    name: 'resend-address',
    ...AUTH_LIMITS.resendPerAddress,
    key: bodyEmail,
    message: resend,
  });
  const resendPerIp = attemptLimiter(app, {
    name: 'resend-ip',
    ...AUTH_LIMITS.resendPerIp,
    key: ip,
    message: resend,
  });
  const signupPerIp = attemptLimiter(app, {
    name: 'signup-ip',
    ...AUTH_LIMITS.signupPerIp,
    key: ip,
    message: authApiMessages.tooManySignups,
  });

  return {
    loginThrottle: (request: FastifyRequest): LoginThrottle => ({
      assertAllowed: async () => {
        await loginPerIp.assertNotExhausted(request);
        await loginPerAccount.assertNotExhausted(request);
      },
      recordFailure: async () => {
        await Promise.all([loginPerIp.record(request), loginPerAccount.record(request)]);
      },
    }),
    consumeResend: async (request: FastifyRequest) => {
      await resendPerIp.consume(request);
      await resendPerAddress.consume(request);
    },
    consumeSignup: (request: FastifyRequest) => signupPerIp.consume(request),
  };
}
