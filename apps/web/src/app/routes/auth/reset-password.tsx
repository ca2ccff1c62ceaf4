import { useSearchParams } from 'react-router';
import { Container } from '@/components/layout/container';
import { ResetPassword } from '@/features/auth/components/reset-password';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { t } from '@/lib/i18n';
import { withQueryLayer } from '@/lib/query-layer';

/** /reset-password?token=…: the link of a "forgot password" e-mail (docs/decisions/066). */
export function Component() {
  useDocumentTitle(t('auth.password.resetTitle'));
  const token = useSearchParams()[0].get('token');
  return (
    <Container className="py-10 sm:py-16">
      <ResetPassword key={token} token={token} />
    </Container>
  );
}

export default withQueryLayer(Component);
