import { useSearchParams } from 'react-router';
import { Container } from '@/components/layout/container';
import { EmailChangeLinkCard } from '@/features/auth/components/email-change-link';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { t } from '@/lib/i18n';
import { withQueryLayer } from '@/lib/query-layer';

/** /confirm-email-change?token=…: the link sent to the new address: it becomes the account's. */
export function Component() {
  useDocumentTitle(t('auth.emailChange.confirmTitle'));
  const token = useSearchParams()[0].get('token');
  return (
    <Container className="py-10 sm:py-16">
      <EmailChangeLinkCard key={token} link="confirm" token={token} />
    </Container>
  );
}

export default withQueryLayer(Component);
