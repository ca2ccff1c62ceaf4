import { businessMessages } from '@runtogether/shared/business/dashboard.schemas';
import { Container } from '@/components/layout/container';
import { Alert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/spinner';
import { BusinessDashboard } from '@/features/dashboard/components/business-dashboard';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth } from '@/lib/auth';

/** /business/home (business only; the route guard sees to that, and nobody else loads the data). */
export function Component() {
  const auth = useAuth();
  useDocumentTitle('Dashboard');
  if (auth.status === 'loading') return <PageSpinner />;
  if (auth.status !== 'authenticated' || auth.user.role !== 'business') {
    return (
      <Container className="py-10">
        <Alert>{businessMessages.businessOnly}</Alert>
      </Container>
    );
  }
  return (
    <Container className="py-8 sm:py-10">
      <BusinessDashboard user={auth.user} />
    </Container>
  );
}
