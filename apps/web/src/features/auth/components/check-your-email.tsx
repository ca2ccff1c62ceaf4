import { MailWarning, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { LoginRedirectState } from '@/lib/auth';
import { ResendVerificationButton } from './resend-verification-button';
import { StatusCard } from './status-card';

export const EMAIL_UNKNOWN_MESSAGE = 'Email address not found. Please try signing up again.';

const signupState: LoginRedirectState = { tab: 'signup' };

/** /verify-email without a token: where the link went, a way to send it again, and the way back. */
export function CheckYourEmail({ email }: { email?: string }) {
  const backToLogin = (
    <Link to={paths.login.getHref()} className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
      Back to Login
    </Link>
  );

  if (!email) {
    return (
      <StatusCard
        icon={<MailWarning />}
        title="Check Your Email"
        actions={
          <>
            <Link
              to={paths.login.getHref()}
              state={signupState}
              className={buttonVariants({ className: 'w-full' })}
            >
              Sign Up
            </Link>
            {backToLogin}
          </>
        }
      >
        <p role="alert">{EMAIL_UNKNOWN_MESSAGE}</p>
      </StatusCard>
    );
  }

  return (
    <StatusCard
      icon={<Mail />}
      title="Check Your Email"
      actions={
        <>
          <ResendVerificationButton email={email} />
          {backToLogin}
        </>
      }
    >
      <p>
        We sent a verification link to <strong className="break-all text-slate-900">{email}</strong>.
      </p>
      <p className="text-sm text-slate-600">
        Open it to activate your account; it is valid for 24 hours. Nothing there? Check your spam folder, or
        send a new link.
      </p>
    </StatusCard>
  );
}
