import { messages } from '@runtogether/shared/auth/auth.schemas';
import { isAppError } from '@runtogether/shared/errors/app-error';

export const SIGNUP_INVALID_MESSAGE = 'Invalid signup data. Please check your information.';
export const SIGNUP_NETWORK_MESSAGE = 'Network error. Please check your connection and try again.';

/** docs/product.md §8 "Sign-up mapping": what the user is told when sign-up fails. */
export function signupErrorMessage(error: unknown): string {
  if (!(error instanceof Error)) return 'Registration failed. Please try again.';
  const text = error.message.toLowerCase();
  const status = isAppError(error) ? error.status : undefined;
  const code = isAppError(error) ? error.code : undefined;
  if (status === 409 || text.includes('already exists')) return messages.emailTaken;
  if (status === 400 || text.includes('bad request')) return SIGNUP_INVALID_MESSAGE;
  if (code === 'NETWORK' || /network|fetch|connection/.test(text)) return SIGNUP_NETWORK_MESSAGE;
  if (status === 401 || text.includes('unauthorized')) return 'Authentication error. Please try again.';
  return `Signup failed: ${error.message}`;
}
