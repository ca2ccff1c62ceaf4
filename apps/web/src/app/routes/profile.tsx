import { lazy, Suspense } from 'react';
import { Container } from '@/components/layout/container';
import { PageSpinner } from '@/components/ui/spinner';
import { ProfileSettings } from '@/features/profile/components/profile-settings';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth } from '@/lib/auth';
import { t } from '@/lib/i18n';
import { withQueryLayer } from '@/lib/query-layer';

// "Your data" (docs/decisions/049): download and delete, below the settings, loaded with them.
const MyDataCard = lazy(() =>
  import('@/features/my-data/components/my-data-card').then(({ MyDataCard }) => ({ default: MyDataCard })),
);

/** /profile (any signed-in user; the route guard sees to that). */
export function Component() {
  const auth = useAuth();
  useDocumentTitle(t('auth.profile.title'));
  if (auth.status !== 'authenticated') return <PageSpinner />;
  return (
    <Container className="py-10 sm:py-14">
      <ProfileSettings user={auth.user} />
      <div className="mx-auto mt-6 w-full max-w-3xl">
        <Suspense fallback={null}>
          <MyDataCard key={auth.user.id} user={auth.user} />
        </Suspense>
      </div>
    </Container>
  );
}

export default withQueryLayer(Component);
