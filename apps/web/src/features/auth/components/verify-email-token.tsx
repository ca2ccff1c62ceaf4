import {
  authApiMessages,
  authErrorCodes,
  messages,
  VERIFY_REDIRECT_MS,
} from '@runtogether/shared/auth/auth.schemas';
import { isAppError } from '@runtogether/shared/errors/app-error';
import { CheckCircle2, MailCheck, XCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { LoginRedirectState } from '@/lib/auth';
import { t, translateText } from '@/lib/i18n';
import { useVerifyEmail } from '../api/verify-email';
import { ResendVerificationButton } from './resend-verification-button';
import { StatusCard } from './status-card';

type Outcome = 'verifying' | 'verified' | 'already-verified' | 'invalid' | 'failed';

function outcomeOf(status: 'idle' | 'pending' | 'success' | 'error', error: Error | null): Outcome {
  if (status === 'success') return 'verified';
  if (status !== 'error') return 'verifying';
  if (isAppError(error) && (error.code === authErrorCodes.alreadyVerified || error.status === 409))
    return 'already-verified';
  // The link is what is wrong (unknown, used, expired or garbled token); anything else may pass on a retry.
  if (isAppError(error) && error.status >= 400 && error.status < 500 && error.status !== 429)
    return 'invalid';
  return 'failed';
}

/** /login's state: back to the page where the visitor signed up, if the link names one. */
const loginState = (redirectTo?: string): LoginRedirectState =>
  redirectTo ? { redirectTo, tab: 'login' } : {};

const loginLink = (label: string, state: LoginRedirectState, variant: 'default' | 'outline' = 'outline') => (
  <Link to={paths.login.getHref()} state={state} className={buttonVariants({ variant, className: 'w-full' })}>
    {label}
  </Link>
);

/**
 * /verify-email?token=…: sends the token once (React's development double effects included), then says how it
 * went; on success it goes on to /login after VERIFY_REDIRECT_MS, which then goes on to `redirectTo` (the page
 * where the visitor signed up).
 */
export function VerifyEmailToken({
  token,
  email,
  redirectTo,
}: {
  token: string;
  email?: string;
  redirectTo?: string;
}) {
  const navigate = useNavigate();
  const login = loginState(redirectTo);
  const { mutate, status, error } = useVerifyEmail();
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    // A token is single use: a second POST would turn a success into "already verified".
    if (sentFor.current === token) return;
    sentFor.current = token;
    mutate(
      { token },
      {
        onSuccess: () => {
          toast.success(translateText(authApiMessages.verified));
        },
        onError: (failure) => {
          if (outcomeOf('error', failure) === 'already-verified') return;
          toast.error(t('auth.verify.failed'));
        },
      },
    );
  }, [token, mutate]);

  const outcome = outcomeOf(status, error);

  useEffect(() => {
    if (outcome !== 'verified') return;
    const timer = setTimeout(
      () => void navigate(paths.login.getHref(), { replace: true, state: loginState(redirectTo) }),
      VERIFY_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [outcome, navigate, redirectTo]);

  switch (outcome) {
    case 'verifying':
      return (
        <StatusCard icon={<MailCheck />} title={t('auth.verify.verifying')}>
          <div role="status" className="flex flex-col items-center gap-3">
            <Spinner />
            <p>{t('auth.verify.wait')}</p>
          </div>
        </StatusCard>
      );
    case 'verified':
      return (
        <StatusCard
          icon={<CheckCircle2 />}
          tone="success"
          title={t('auth.verify.verifiedTitle')}
          actions={loginLink(t('auth.verify.goToLogin'), login, 'default')}
        >
          {/* The page's words, not the answer's: the API speaks the signed-in account's language, and the link
              may be opened where another account is signed in, in another language (docs/product.md §7). */}
          <p>{translateText(authApiMessages.verified)}</p>
          <p role="status" className="text-sm text-slate-600">
            {t('auth.verify.redirecting')}
          </p>
        </StatusCard>
      );
    case 'already-verified':
      return (
        <StatusCard
          icon={<CheckCircle2 />}
          tone="success"
          title={t('auth.verify.alreadyTitle')}
          actions={loginLink(t('auth.verify.goToLogin'), login, 'default')}
        >
          <p>{translateText(messages.alreadyVerified)}</p>
          <p className="text-sm text-slate-600">{t('auth.verify.canLogIn')}</p>
        </StatusCard>
      );
    case 'invalid':
    case 'failed':
      return (
        <StatusCard
          icon={<XCircle />}
          tone="error"
          title={t('auth.verify.failedTitle')}
          actions={
            <>
              {email && <ResendVerificationButton email={email} returnTo={redirectTo} />}
              {loginLink(t('auth.verify.backToLogin'), login)}
            </>
          }
        >
          <p>
            {outcome === 'invalid'
              ? translateText(messages.invalidToken)
              : (error?.message ?? t('auth.verify.failed'))}
          </p>
        </StatusCard>
      );
  }
}
