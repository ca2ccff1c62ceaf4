/**
 * Navigation state of /verify-email and /verification-reminder (the address the link was sent to) and of
 * /forgot-password (the address typed on the login form).
 */
export interface VerificationState {
  email?: string;
}

export function readVerificationState(state: unknown): VerificationState {
  if (typeof state !== 'object' || state === null) return {};
  const { email } = state as Record<string, unknown>;
  return typeof email === 'string' && email.includes('@') ? { email } : {};
}
