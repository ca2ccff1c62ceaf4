import { passwordResetRequestSchema } from '@runtogether/shared/auth/password.schemas';
import { isAppError } from '@runtogether/shared/errors/app-error';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { useRequestPasswordReset } from '../api/password-reset';
import { StatusCard } from './status-card';

function BackToLogin() {
  return (
    <Link to={paths.login.getHref()} className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
      {t('auth.password.backToLogin')}
    </Link>
  );
}

/**
 * /forgot-password: the address, then the same confirmation whether or not it has an account (the server's
 * answer is the same too: docs/decisions/066).
 */
export function ForgotPassword() {
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sentAgain, setSentAgain] = useState(false);
  const [changing, setChanging] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  // The address the login form held when its "Forgot password?" was followed.
  // Read here, not with readVerificationState: sharing that module would make a chunk of its own (decision 014).
  const typed = (useLocation().state as { email?: unknown } | null)?.email;
  const [email, setEmail] = useState(typeof typed === 'string' ? typed : '');
  const [emailError, setEmailError] = useState<string | undefined>();
  const emailInput = useRef<HTMLInputElement>(null);

  // A plain form, not react-hook-form: one field, and the page stays within its script budget (decision 014).
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = passwordResetRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message);
      emailInput.current?.focus();
      return;
    }
    setEmailError(undefined);
    await send(parsed.data.email);
  };

  /** Asks for a link; once more from the sent screen, where a newer link replaces the one not received. */
  const send = async (address: string) => {
    setFormError(null);
    try {
      await request.mutateAsync({ email: address });
      setSentAgain(sentTo !== null);
      setChanging(false);
      setSentTo(address);
    } catch (error) {
      const fieldError = isAppError(error) ? error.fields?.email : undefined;
      if (fieldError) setEmailError(fieldError);
      else setFormError(isAppError(error) ? error.message : t('auth.password.sendFailed'));
    }
  };

  // Back to the form, in the address field: the button pressed goes with the sent screen.
  const changeAddress = () => {
    setChanging(true);
    setSentTo(null);
  };
  useEffect(() => {
    if (changing) emailInput.current?.focus();
  }, [changing]);

  if (sentTo !== null) {
    return (
      <StatusCard
        icon={<MailCheck />}
        title={t('auth.password.sentTitle')}
        actions={
          <>
            <Button
              variant="outline"
              className="w-full"
              disabled={request.isPending}
              onClick={() => void send(sentTo)}
            >
              {request.isPending ? t('auth.password.sending') : t('auth.password.sendAgain')}
            </Button>
            <Button variant="outline" className="w-full" onClick={changeAddress}>
              {t('auth.password.otherAddress')}
            </Button>
            <BackToLogin />
          </>
        }
      >
        <p role="status">
          {t(sentAgain ? 'auth.password.sentAgain' : 'auth.password.sent', { email: sentTo })}
        </p>
        {formError && <Alert>{formError}</Alert>}
      </StatusCard>
    );
  }

  return (
    <Card className="mx-auto flex w-full max-w-md flex-col gap-4 p-5 sm:p-8">
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">
        {t('auth.password.forgotTitle')}
      </h1>
      <p className="text-slate-600">{t('auth.password.forgotIntro')}</p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <FormField label={t('core.ui.email')} error={emailError}>
          {(control) => (
            <Input
              {...control}
              ref={emailInput}
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder={t('core.ui.emailPlaceholder')}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </FormField>
        {formError && <Alert>{formError}</Alert>}
        <SubmitButton busy={request.isPending} busyLabel={t('auth.password.sending')} className="w-full">
          {t('auth.password.send')}
        </SubmitButton>
      </form>
      <BackToLogin />
    </Card>
  );
}
