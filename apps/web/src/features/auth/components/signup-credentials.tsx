import { PASSWORD_MIN } from '@runtogether/shared/auth/auth.schemas';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { EmailField, PasswordField } from '@/components/ui/credential-fields';
import { SubmitButton } from '@/components/ui/submit-button';
import { t } from '@/lib/i18n';

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
        description={t('auth.signup.passwordHint', { min: PASSWORD_MIN })}
      />
      {formError && <Alert>{formError}</Alert>}
      <SubmitButton busy={isPending} busyLabel={t('auth.signup.busy')} className="w-full">
        {t('auth.signup.submit')}
      </SubmitButton>
    </>
  );
}
