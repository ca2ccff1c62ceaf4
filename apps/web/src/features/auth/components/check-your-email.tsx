import { MailWarning, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { LoginRedirectState } from '@/lib/auth';
import { t } from '@/lib/i18n';
import { tRich } from '@/lib/rich-text';
import { ResendVerificationButton } from './resend-verification-button';
import { StatusCard } from './status-card';

const signupState: LoginRedirectState = { tab: 'signup' };

/** /verify-email without a token: where the link went, a way to send it again, and the way back. */
export function CheckYourEmail({ email, redirectTo }: { email?: string; redirectTo?: string }) {
  const backToLogin = (
    <Link to={paths.login.getHref()} className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
      {t('auth.verify.backToLogin')}
    </Link>
  );

  if (!email) {
    return (
      <StatusCard
        icon={<MailWarning />}
        title={t('auth.verify.checkEmail')}
        actions={
          <>
            <Link
              to={paths.login.getHref()}
              state={signupState}
              className={buttonVariants({ className: 'w-full' })}
            >
              {t('auth.verify.signUp')}
            </Link>
            {backToLogin}
          </>
        }
      >
        <p role="alert">{t('auth.verify.emailUnknown')}</p>
      </StatusCard>
    );
  }

  return (
    <StatusCard
      icon={<Mail />}
      title={t('auth.verify.checkEmail')}
      actions={
        <>
          <ResendVerificationButton email={email} returnTo={redirectTo} />
          {backToLogin}
        </>
      }
    >
      <p>
        {tRich('auth.verify.sentTo', {
          email: <strong className="break-all text-slate-900">{email}</strong>,
        })}
      </p>
      <p className="text-sm text-slate-600">{t('auth.verify.openIt')}</p>
    </StatusCard>
  );
}
