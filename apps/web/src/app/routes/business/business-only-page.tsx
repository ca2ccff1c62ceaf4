import { businessMessages } from '@runtogether/shared/business/business.messages';
import type { User } from '@runtogether/shared/users/user.schemas';
import type { ReactNode } from 'react';
import { Container } from '@/components/layout/container';
import { Alert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth } from '@/lib/auth';
import { translateText } from '@/lib/i18n';

/**
 * A business-only page: the route guard already sends others away; this also keeps anyone else from loading the
 * page's data while the session settles.
 */
export function BusinessOnlyPage({
  title,
  children,
}: {
  title: string;
  children: (user: User) => ReactNode;
}) {
  const auth = useAuth();
  useDocumentTitle(title);
  if (auth.status === 'loading') return <PageSpinner />;
  if (auth.status !== 'authenticated' || auth.user.role !== 'business') {
    return (
      <Container className="py-10">
        <Alert>{translateText(businessMessages.businessOnly)}</Alert>
      </Container>
    );
  }
  return <Container className="py-8 sm:py-10">{children(auth.user)}</Container>;
}
