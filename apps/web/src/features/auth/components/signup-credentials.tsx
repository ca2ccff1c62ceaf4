import { PASSWORD_MIN } from '@runtogether/shared/auth/auth.schemas';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { EmailField, PasswordField } from '@/components/ui/credential-fields';
import { SubmitButton } from '@/components/ui/submit-button';

interface SignupCredentialsProps {
  email: UseFormRegisterReturn;
  password: UseFormRegisterReturn;
  errors: { email?: string; password?: string };
  formError: string | null;
  isPending: boolean;
}

/** The end of both sign-up forms: e-mail, password, why the last attempt failed, and the submit button. */
export function SignupCredentials({ email, password, errors, formError, isPending }: SignupCredentialsProps) {
  return (
    <>
      <EmailField registration={email} error={errors.email} />
      <PasswordField
        registration={password}
        error={errors.password}
        autoComplete="new-password"
        description={`At least ${PASSWORD_MIN} characters`}
      />
      {formError && <Alert>{formError}</Alert>}
      <SubmitButton busy={isPending} busyLabel="Creating account..." className="w-full">
        Create Account
      </SubmitButton>
    </>
  );
}
