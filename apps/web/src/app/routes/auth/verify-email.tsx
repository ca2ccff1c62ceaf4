import { useLocation, useSearchParams } from 'react-router';
import { Container } from '@/components/layout/container';
import { CheckYourEmail } from '@/features/auth/components/check-your-email';
import { VerifyEmailToken } from '@/features/auth/components/verify-email-token';
import { readVerificationState } from '@/features/auth/utils/verification-state';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { readLoginState } from '@/lib/auth';
import { t } from '@/lib/i18n';
import { withQueryLayer } from '@/lib/query-layer';

/**
 * /verify-email: with ?token= (the link in the e-mail) it verifies; without one it is 'Check Your Email' for
 * the address in the navigation state (after sign-up, or an unverified log-in). ?next= is the page where the
 * visitor signed up, which log-in then goes back to.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const token = searchParams.get('token');
  const verification = readVerificationState(location.state as unknown);
  const { email } = verification;
  // The link's ?next= names the page; without a token, the state the sign-up or log-in left does.
  const { redirectTo = verification.redirectTo } = readLoginState({ redirectTo: searchParams.get('next') });
  useDocumentTitle(t(token ? 'auth.verify.verifyEmail' : 'auth.verify.checkEmail'));

  return (
    <Container className="py-10 sm:py-16">
      {token ? (
        <VerifyEmailToken key={token} token={token} email={email} redirectTo={redirectTo} />
      ) : (
        <CheckYourEmail email={email} redirectTo={redirectTo} />
      )}
    </Container>
  );
}

export default withQueryLayer(Component);
