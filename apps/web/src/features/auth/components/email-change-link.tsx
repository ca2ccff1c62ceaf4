import { emailChangeMessages } from '@runtogether/shared/users/profile.schemas';
import { isAppError } from '@runtogether/shared/errors/app-error';
import { CheckCircle2, MailCheck, XCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { StatusCard } from './status-card';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { t, translateText } from '@/lib/i18n';
import { useFinishEmailChange, type EmailChangeLink } from '../api/email-change';

/** The links' tokens are 64 hex characters (emailChangeTokenSchema): anything else cannot work, so it is not sent. */
const isLinkToken = (token: string | null): token is string => token !== null && /^[0-9a-f]{64}$/.test(token);

/**
 * /confirm-email-change?token=… (the link sent to the new address) and /cancel-email-change?token=… (the "this
 * wasn't me" link sent to the old one): posts the token once, then says how it went.
 */
export function EmailChangeLinkCard({ link, token: given }: { link: EmailChangeLink; token: string | null }) {
  // A garbled link is "not valid" in the page's words, as on /reset-password (docs/decisions/047), not the
  // server's "Invalid body: token (…)".
  const token = isLinkToken(given) ? given : null;
  const { mutate, status, error, data } = useFinishEmailChange();
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    // Single use: a second POST would turn a success into "invalid link".
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate({ link, token });
  }, [link, token, mutate]);

  // The link may be opened where the account is signed in (the change was asked for from Profile Settings) or on
  // another device: the way on is back to the settings, or logging in.
  const signedIn = useAuth().status === 'authenticated';
  const home = (
    <Link
      to={signedIn ? paths.profile.getHref() : paths.login.getHref()}
      className={buttonVariants({ className: 'w-full' })}
    >
      {t(signedIn ? 'auth.emailChange.toProfile' : 'auth.emailChange.toLogin')}
    </Link>
  );

  if (token && (status === 'idle' || status === 'pending')) {
    return (
      <StatusCard icon={<MailCheck />} title={t('auth.emailChange.working')}>
        <div role="status" className="flex flex-col items-center gap-3">
          <Spinner />
          <p>{t('auth.verify.wait')}</p>
        </div>
      </StatusCard>
    );
  }
  if (token && status === 'success') {
    return (
      <StatusCard
        icon={<CheckCircle2 />}
        tone="success"
        title={t(link === 'confirm' ? 'auth.emailChange.confirmedTitle' : 'auth.emailChange.cancelledTitle')}
        actions={
          link === 'cancel' ? (
            // Whoever asked for the change knew the password (docs/decisions/047): the way to change it.
            <>
              <Link to={paths.forgotPassword.getHref()} className={buttonVariants({ className: 'w-full' })}>
                {t('auth.emailChange.changePassword')}
              </Link>
              {home}
            </>
          ) : (
            home
          )
        }
      >
        <p>{data.message}</p>
      </StatusCard>
    );
  }
  // No token, or the server refused it: the link is what is wrong (409: the address was taken meanwhile). In the
  // page's words: the API speaks a signed-in account's language, which may not be the link's (docs/product.md §7).
  const refused = token && isAppError(error) ? error : null;
  const message =
    refused?.status === 409
      ? translateText(emailChangeMessages.taken)
      : refused && refused.status !== 400 && refused.status < 500
        ? refused.message
        : translateText(emailChangeMessages.invalidLink);
  return (
    <StatusCard icon={<XCircle />} tone="error" title={t('auth.emailChange.failedTitle')} actions={home}>
      <p role="alert">{message}</p>
    </StatusCard>
  );
}
