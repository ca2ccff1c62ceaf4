import { Navigate, useLocation } from 'react-router';
import { Container } from '@/components/layout/container';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { BusinessCta } from '@/features/landing/components/business-cta';
import { Hero } from '@/features/landing/components/hero';
import { HowItWorks } from '@/features/landing/components/how-it-works';
import { UpcomingRuns } from '@/features/runs/components/upcoming-runs';
import { isSignOutState, useAuth } from '@/lib/auth';
import { landingLoader } from '@/app/page-loaders';
import { loaderOrOffline } from '@/app/page-meta';

/**
 * '/': signed-in users go to their own home (docs/product.md §2); everyone else sees the landing page. Arriving from a
 * logout, the cleared session may not have reached React yet: never send that user back to a signed-in home.
 */
export function Component() {
  const auth = useAuth();
  const arrivingFromSignOut = isSignOutState(useLocation().state);

  if (auth.status === 'loading') return <PageSpinner />;
  if (auth.status === 'authenticated' && !arrivingFromSignOut) {
    if (auth.user.role === 'business') return <Navigate to={paths.businessHome.getHref()} replace />;
    if (auth.user.role === 'runner') return <Navigate to={paths.userHome.getHref()} replace />;
  }

  const loggedOut = auth.status === 'unauthenticated' || arrivingFromSignOut;
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

export const loader = landingLoader;

export const clientLoader = loaderOrOffline;

export default Component;
