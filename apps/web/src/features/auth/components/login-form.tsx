import { zodResolver } from '@hookform/resolvers/zod';
import {
  authErrorCodes,
  loginSchema,
  messages,
  type LoginInput,
} from '@runtogether/shared/auth/auth.schemas';
import { isAppError } from '@runtogether/shared/errors/app-error';
import { trustErrorCodes } from '@runtogether/shared/trust/trust.schemas';
import { lazy, Suspense, useState } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { Alert } from '@/components/ui/alert';
import { EmailField, PasswordField } from '@/components/ui/credential-fields';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import { roleHomePath } from '@/lib/auth';
import { locale, t, translateText } from '@/lib/i18n';
import { toastAfterReload } from '@/lib/toast-after-reload';
import { useLogin } from '../api/login';
import { suspendedMessage } from '../utils/suspended-message';
import type { VerificationState } from '../utils/verification-state';

// Shown only to a suspended account, so its code loads then (docs/decisions/049).
const SuspendedDownload = lazy(() =>
  import('./suspended-download').then(({ SuspendedDownload }) => ({
    default: SuspendedDownload,
  })),
);

/**
 * docs/product.md §5 "Login": e-mail and password; on success the user is signed in everywhere and sent to `redirectTo`,
 * else to their role's home. An unverified account is sent to /verify-email with its address.
 */
export function LoginForm({ redirectTo }: { redirectTo?: string }) {
  const navigate = useNavigate();
  const login = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const [suspended, setSuspended] = useState(false);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    mode: 'onChange',
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setSuspended(false);
    try {
      const { user } = await login.mutateAsync(values);
      const next = redirectTo ?? roleHomePath(user.role);
      if (user.language !== locale()) {
        // The account's pages are in its language (lib/auth.tsx): the server draws the next one in it, and the
        // toast is shown there.
        toastAfterReload('auth.login.success');
        window.location.replace(next);
        return;
      }
      toast.success(t('auth.login.success'));
      await navigate(next, { replace: true });
    } catch (error) {
      if (isAppError(error) && error.code === authErrorCodes.emailNotVerified) {
        toast.error(translateText(messages.inactive));
        const state: VerificationState = { email: values.email, redirectTo };
        await navigate(paths.verifyEmail.getHref(), { state });
        return;
      }
      if (isAppError(error) && error.code === trustErrorCodes.suspended) {
        // An admin's suspension (docs/decisions/049): the server says so and why.
        setFormError(suspendedMessage(error));
        setSuspended(true);
        return;
      }
      if (isAppError(error) && (error.code === authErrorCodes.invalidCredentials || error.status === 401)) {
        // One plain sentence next to the form, not a toast repeating it (docs/product.md §8).
        setFormError(translateText(messages.invalidCredentials));
        form.setFocus('password');
        return;
      }
      const message = error instanceof Error ? error.message : t('auth.login.failedDescription');
      setFormError(message);
      toast.error(message);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <EmailField registration={form.register('email')} error={errors.email?.message} />
      <PasswordField
        registration={form.register('password')}
        error={errors.password?.message}
        autoComplete="current-password"
      />
      <ForgotPasswordLink control={form.control} />
      {formError && <Alert>{formError}</Alert>}
      {suspended && (
        <Suspense fallback={null}>
          <SuspendedDownload credentials={form.getValues} />
        </Suspense>
      )}
      <SubmitButton busy={login.isPending} busyLabel={t('auth.login.busy')} className="w-full">
        {t('auth.login.submit')}
      </SubmitButton>
    </form>
  );
}

/**
 * The address typed so far goes along to /forgot-password, not asked for twice (docs/product.md §4). Watched here,
 * so a key typed redraws this link and not the whole form.
 */
function ForgotPasswordLink({ control }: { control: Control<LoginInput> }) {
  const email = useWatch({ control, name: 'email' });
  return (
    <Link
      to={paths.forgotPassword.getHref()}
      state={{ email } satisfies VerificationState}
      className="-mt-2 self-end py-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
    >
      {t('auth.password.forgot')}
    </Link>
  );
}
