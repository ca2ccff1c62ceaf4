import { Navigate } from 'react-router';
import { Container } from '@/components/layout/container';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { BusinessCta } from '@/features/landing/components/business-cta';
import { Hero } from '@/features/landing/components/hero';
import { HowItWorks } from '@/features/landing/components/how-it-works';
import { UpcomingRuns } from '@/features/runs/components/upcoming-runs';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth } from '@/lib/auth';

/** '/': signed-in users go to their own home (spec §2); everyone else sees the landing page. */
export function Component() {
  const auth = useAuth();
  useDocumentTitle();

  if (auth.status === 'loading') return <PageSpinner />;
  if (auth.status === 'authenticated') {
    if (auth.user.role === 'business') return <Navigate to={paths.businessHome.getHref()} replace />;
    if (auth.user.role === 'runner') return <Navigate to={paths.userHome.getHref()} replace />;
  }

  const loggedOut = auth.status === 'unauthenticated';
  return (
    <>
      <Hero showHostButton={loggedOut} />
      <Container className="py-12 sm:py-16">
        <UpcomingRuns />
      </Container>
      {loggedOut && (
        <>
          <HowItWorks />
          <BusinessCta />
        </>
      )}
    </>
  );
}
