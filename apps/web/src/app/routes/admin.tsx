import { Container } from '@/components/layout/container';
import { PageSpinner } from '@/components/ui/spinner';
import { AdminPage } from '@/features/admin/components/admin-page';
import { Component as NotFound } from '@/app/routes/not-found';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth } from '@/lib/auth';
import { t } from '@/lib/i18n';
import { withQueryLayer } from '@/lib/query-layer';

/** /admin: admins only (docs/decisions/049); to anyone else it is a page that does not exist. */
export function Component() {
  const auth = useAuth();
  useDocumentTitle(t('trust.admin.title'));
  if (auth.status !== 'authenticated') return <PageSpinner />;
  if (!auth.user.isAdmin) return <NotFound />;
  return (
    <Container className="py-10 sm:py-14">
      <AdminPage />
    </Container>
  );
}

export default withQueryLayer(Component);
