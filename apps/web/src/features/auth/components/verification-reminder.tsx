import { ExternalLink, MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { tRich } from '@/lib/rich-text';
import { webmailFor } from '../utils/webmail';
import { ResendVerificationButton } from './resend-verification-button';
import { StatusCard } from './status-card';

/**
 * /verification-reminder: shown right after sign-up (docs/product.md §2 "Verification screens"). One primary
 * button: the address's webmail when it is a well-known one, else sending the link again.
 */
export function VerificationReminder({ email, redirectTo }: { email?: string; redirectTo?: string }) {
  const webmail = webmailFor(email);
  return (
    <StatusCard
      icon={<MailCheck />}
      title={t('auth.verify.thanks')}
      actions={
        <>
          {webmail && (
            <a
              href={webmail.href}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ className: 'w-full' })}
            >
              {t(webmail.label)}
              <ExternalLink aria-hidden="true" />
              <span className="sr-only">{t('auth.verify.newTab')}</span>
            </a>
          )}
          {email && (
            <ResendVerificationButton
              email={email}
              returnTo={redirectTo}
              variant={webmail ? 'outline' : 'default'}
            />
          )}
          <Link
            to={paths.login.getHref()}
            className={buttonVariants({ variant: email ? 'outline' : 'default', className: 'w-full' })}
          >
            {t('auth.verify.backToLogin')}
          </Link>
        </>
      }
    >
      <p className="font-medium text-slate-900">{t('auth.verify.pleaseCheck')}</p>
      {email && (
        <p>
          {tRich('auth.verify.sentTo', {
            email: <strong className="break-all text-slate-900">{email}</strong>,
          })}
        </p>
      )}
      <p className="text-sm text-slate-600">{t('auth.verify.cantFind')}</p>
    </StatusCard>
  );
}
