import { useSearchParams } from 'react-router';
import { Container } from '@/components/layout/container';
import { EmailChangeLinkCard } from '@/features/auth/components/email-change-link';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { t } from '@/lib/i18n';
import { withQueryLayer } from '@/lib/query-layer';

/** /cancel-email-change?token=…: the "this wasn't me" link sent to the old address: the pending change is dropped. */
export function Component() {
  useDocumentTitle(t('auth.emailChange.cancelTitle'));
  const token = useSearchParams()[0].get('token');
  return (
    <Container className="py-10 sm:py-16">
      <EmailChangeLinkCard key={token} link="cancel" token={token} />
    </Container>
  );
}

export default withQueryLayer(Component);
