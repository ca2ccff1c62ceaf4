import { useLocation } from 'react-router';
import { Container } from '@/components/layout/container';
import { VerificationReminder } from '@/features/auth/components/verification-reminder';
import { readVerificationState } from '@/features/auth/utils/verification-state';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { t } from '@/lib/i18n';
import { withQueryLayer } from '@/lib/query-layer';

/** /verification-reminder: where sign-up lands, with the address it was done with. */
export function Component() {
  const location = useLocation();
  const { email, redirectTo } = readVerificationState(location.state as unknown);
  useDocumentTitle(t('auth.verify.checkEmail'));
  return (
    <Container className="py-10 sm:py-16">
      <VerificationReminder email={email} redirectTo={redirectTo} />
    </Container>
  );
}

export default withQueryLayer(Component);
