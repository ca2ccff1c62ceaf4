import { Container } from '@/components/layout/container';
import { PageSpinner } from '@/components/ui/spinner';
import { ProfileSettings } from '@/features/profile/components/profile-settings';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth } from '@/lib/auth';
import { t } from '@/lib/i18n';

/** /profile (any signed-in user; the route guard sees to that). */
export function Component() {
  const auth = useAuth();
  useDocumentTitle(t('auth.profile.title'));
  if (auth.status !== 'authenticated') return <PageSpinner />;
  return (
    <Container className="py-10 sm:py-14">
      <ProfileSettings user={auth.user} />
    </Container>
  );
}
