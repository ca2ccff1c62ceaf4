import { readLoginState } from '@/lib/auth';

/**
 * Navigation state of /verify-email and /verification-reminder (the address the link was sent to, and the page
 * the sign-up named, which a resent link goes on to as the first did) and of /forgot-password (the address
 * typed on the login form).
 */
export interface VerificationState {
  email?: string;
  redirectTo?: string;
}

export function readVerificationState(state: unknown): VerificationState {
  if (typeof state !== 'object' || state === null) return {};
  const { email } = state as Record<string, unknown>;
  if (typeof email !== 'string' || !email.includes('@')) return {};
  // A path of this site only, as log-in's own state (the server checks it again).
  const { redirectTo } = readLoginState(state);
  return redirectTo ? { email, redirectTo } : { email };
}
