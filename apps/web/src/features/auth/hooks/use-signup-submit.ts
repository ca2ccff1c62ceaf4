import { authApiMessages, type SignupInput } from '@runtogether/shared/auth/auth.schemas';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { readLoginState } from '@/lib/auth';
import { translateText } from '@/lib/i18n';
import { useSignup } from '../api/signup';
import { signupErrorMessage } from '../utils/signup-error';
import type { VerificationState } from '../utils/verification-state';

/**
 * Sends a sign-up and says how it went: success goes on to /verification-reminder with the address; a failure
 * is told as a toast and kept in the form (`formError`), and the server's field messages go to `onFieldErrors`.
 * Where /login was to send the visitor back to goes with it, for the verification link to bring them there.
 */
export function useSignupSubmit() {
  const signup = useSignup();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const { redirectTo } = readLoginState(useLocation().state as unknown);

  async function submit(input: SignupInput, onFieldErrors: (error: unknown) => void) {
    setFormError(null);
    try {
      await signup.mutateAsync(redirectTo ? { ...input, returnTo: redirectTo } : input);
    } catch (error) {
      const message = signupErrorMessage(error);
      setFormError(message);
      toast.error(message);
      onFieldErrors(error);
      return;
    }
    toast.success(translateText(authApiMessages.signedUp));
    const state: VerificationState = { email: input.email, redirectTo };
    await navigate(paths.verificationReminder.getHref(), { state });
  }

  return { submit, formError, isPending: signup.isPending };
}
