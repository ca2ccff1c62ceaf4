import { businessMessages } from '@runtogether/shared/business/dashboard.schemas';
import { Container } from '@/components/layout/container';
import { Alert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/spinner';
import { AllParticipants } from '@/features/dashboard/components/all-participants';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth } from '@/lib/auth';

/** /business/all-participants (business only). */
export function Component() {
  const auth = useAuth();
  useDocumentTitle('All Participants');
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
      <AllParticipants user={auth.user} />
    </Container>
  );
}
