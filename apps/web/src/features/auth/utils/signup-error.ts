import { messages } from '@runtogether/shared/auth/auth.schemas';
import { isAppError } from '@runtogether/shared/errors/app-error';
import { t, translateText } from '@/lib/i18n';

/** docs/product.md §8 "Sign-up mapping": what the user is told when sign-up fails. */
export function signupErrorMessage(error: unknown): string {
  if (!(error instanceof Error)) return t('auth.signup.registrationFailed');
  const text = error.message.toLowerCase();
  const status = isAppError(error) ? error.status : undefined;
  const code = isAppError(error) ? error.code : undefined;
  if (status === 409 || text.includes('already exists')) return translateText(messages.emailTaken);
  if (status === 400 || text.includes('bad request')) return t('auth.signup.invalid');
  if (code === 'NETWORK' || /network|fetch|connection/.test(text)) return t('auth.signup.network');
  if (status === 401 || text.includes('unauthorized')) return t('auth.signup.authError');
  return t('auth.signup.failed', { message: error.message });
}
