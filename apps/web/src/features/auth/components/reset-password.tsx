import { PASSWORD_MIN } from '@runtogether/shared/auth/auth.schemas';
import {
  passwordErrorCodes,
  passwordMessages,
  passwordResetFormSchema,
} from '@runtogether/shared/auth/password.schemas';
import { isAppError } from '@runtogether/shared/errors/app-error';
import { trustErrorCodes } from '@runtogether/shared/trust/trust.schemas';
import { XCircle } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { t, translateText } from '@/lib/i18n';
import { checkPasswordResetLink, useConfirmPasswordReset } from '../api/password-reset';
import { suspendedMessage } from '../utils/suspended-message';
import { StatusCard } from './status-card';

type Field = 'password' | 'confirmPassword';
const isResetToken = (token: string | null): token is string =>
  token !== null && /^[0-9a-f]{64}$/.test(token);

/**
 * The page's words, not the answer's: the API speaks a signed-in account's language, and the link may be opened
 * where another account is signed in, in another language (docs/product.md §7).
 */
const invalidLinkText = () => translateText(passwordMessages.invalidResetLink);

/** The link did not work (unknown, used, expired or garbled): say so, and offer to ask for a new one. */
function BadLink({ message }: { message: string }) {
  return (
    <StatusCard
      icon={<XCircle />}
      tone="error"
      title={t('auth.password.resetFailedTitle')}
      actions={
        <Link to={paths.forgotPassword.getHref()} className={buttonVariants({ className: 'w-full' })}>
          {t('auth.password.askAgain')}
        </Link>
      }
    >
      <p>{message}</p>
    </StatusCard>
  );
}

/**
 * /reset-password?token=…: a new password, typed twice. On success every session of the account has ended, so
 * the person goes on to /login, with a toast saying the password is reset.
 */
export function ResetPassword({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const reset = useConfirmPasswordReset();
  const [badLink, setBadLink] = useState<string | null>(isResetToken(token) ? null : invalidLinkText());
  const [formError, setFormError] = useState<string | null>(null);
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  // A used or expired link says so as the page opens; the form stays while the server is asked, or cannot tell.
  useEffect(() => {
    if (!isResetToken(token)) return;
    const asking = new AbortController();
    checkPasswordResetLink(token, asking.signal).catch((error: unknown) => {
      if (isAppError(error) && error.code === passwordErrorCodes.invalidResetLink)
        setBadLink(invalidLinkText());
    });
    return () => asking.abort();
  }, [token]);

  // A plain form, not react-hook-form: two fields, and the page stays within its script budget (decision 014).
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setFormError(null);
    const parsed = passwordResetFormSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      const first = found.password ? 'password' : 'confirmPassword';
      (form.elements.namedItem(first) as HTMLInputElement | null)?.focus();
      return;
    }
    setErrors({});
    if (!isResetToken(token)) return;
    try {
      await reset.mutateAsync({ token, password: parsed.data.password });
      toast.success(t('auth.password.resetDone'));
      await navigate(paths.login.getHref(), { replace: true });
    } catch (error) {
      if (isAppError(error) && error.code === passwordErrorCodes.invalidResetLink) {
        setBadLink(invalidLinkText());
        return;
      }
      if (isAppError(error) && error.fields?.password) {
        setErrors({ password: error.fields.password });
        return;
      }
      if (isAppError(error) && error.code === trustErrorCodes.suspended) {
        setFormError(suspendedMessage(error));
        return;
      }
      const message = isAppError(error) && error.status < 500 ? error.message : undefined;
      setFormError(message ?? t('auth.password.resetFailed'));
    }
  };
  const field = (name: Field) => ({
    name,
    type: 'password',
    autoComplete: 'new-password',
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  if (badLink !== null) return <BadLink message={badLink} />;

  return (
    <Card className="mx-auto flex w-full max-w-md flex-col gap-4 p-5 sm:p-8">
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">
        {t('auth.password.resetTitle')}
      </h1>
      <p className="text-slate-600">{t('auth.password.resetIntro')}</p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <FormField
          label={t('auth.password.new')}
          description={t('auth.signup.passwordHint', { min: PASSWORD_MIN })}
          error={errors.password}
        >
          {(control) => <Input {...control} {...field('password')} />}
        </FormField>
        <FormField label={t('auth.password.confirm')} error={errors.confirmPassword}>
          {(control) => <Input {...control} {...field('confirmPassword')} />}
        </FormField>
        {formError && <Alert>{formError}</Alert>}
        <SubmitButton busy={reset.isPending} busyLabel={t('auth.password.saving')} className="w-full">
          {t('auth.password.save')}
        </SubmitButton>
      </form>
    </Card>
  );
}
