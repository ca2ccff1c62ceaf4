import { ExternalLink, MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ResendVerificationButton } from './resend-verification-button';
import { StatusCard } from './status-card';

/** /verification-reminder: shown right after sign-up (docs/product.md §2 "Verification screens"). */
export function VerificationReminder({ email }: { email?: string }) {
  return (
    <StatusCard
      icon={<MailCheck />}
      title="Thank you for signing up!"
      actions={
        <>
          <a
            href="https://mail.google.com"
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ className: 'w-full' })}
          >
            Open Gmail
            <ExternalLink aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          {email && <ResendVerificationButton email={email} />}
          <Link
            to={paths.login.getHref()}
            className={buttonVariants({ variant: 'outline', className: 'w-full' })}
          >
            Back to Login
          </Link>
        </>
      }
    >
      <p className="font-medium text-slate-900">Please check your email to verify your account.</p>
      {email && (
        <p>
          We sent a verification link to <strong className="break-all text-slate-900">{email}</strong>.
        </p>
      )}
      <p className="text-sm text-slate-600">
        Can&apos;t find the e-mail? Check your spam or junk folder. The link is valid for 24 hours.
      </p>
    </StatusCard>
  );
}
