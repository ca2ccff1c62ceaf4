import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteErrorBoundary } from '@/components/errors/route-error';
import { PageSpinner } from '@/components/ui/spinner';
import { Navbar, type TeamNavComponent } from './navbar';
import { t } from '@/lib/i18n';
import { useOnline } from '@/lib/online';
import { ScrollToTop } from './scroll-to-top';

// The footer is drawn by the server with every page, and its code is not needed before the page works: it comes in
// a chunk of its own, hydrated when it arrives (decision 062; its language switch reads lib/mounted.ts for that).
const Footer = lazy(() => import('./footer').then((module) => ({ default: module.Footer })));

const OfflineBanner = lazy(() =>
  import('./offline-banner').then((module) => ({ default: module.OfflineBanner })),
);

export function RootLayout({ teamNav }: { teamNav?: TeamNavComponent }) {
  const { pathname } = useLocation();
  const online = useOnline();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        {t('core.app.skipToContent')}
      </a>
      <ScrollToTop />
      <Navbar teamNav={teamNav} />
      {!online && (
        <Suspense fallback={null}>
          <OfflineBanner />
        </Suspense>
      )}
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <RouteErrorBoundary resetKey={pathname}>
          {/* While the first page's chunk loads; later navigations keep the old page until the next arrives. */}
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
}
