import { Container } from '@/components/layout/container';
import { ForgotPassword } from '@/features/auth/components/forgot-password';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { t } from '@/lib/i18n';
import { withQueryLayer } from '@/lib/query-layer';

/** /forgot-password: asks for a link to choose a new password (docs/decisions/066). */
export function Component() {
  useDocumentTitle(t('auth.password.forgotTitle'));
  return (
    <Container className="py-10 sm:py-16">
      <ForgotPassword />
    </Container>
  );
}

export default withQueryLayer(Component);
