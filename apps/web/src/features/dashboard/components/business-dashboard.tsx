import type { User } from '@runtogether/shared/users/user.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n';
import { dashboardQueryKey, useDashboard } from '../api/get-dashboard';
import { DashboardSkeleton } from './dashboard-skeleton';
import { businessDisplayName, ProfileCard } from './profile-card';

// The loaded dashboard is its own chunk, requested as soon as this module runs: it loads while the page asks
// for the data, instead of before (decision 014); until both are there the skeleton shows.
const contentModule = import('./dashboard-content');
const DashboardContent = lazy(() =>
  contentModule.then(({ DashboardContent }) => ({ default: DashboardContent })),
);

const isRunCreatedState = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { runCreated?: unknown }).runCreated === true;

/**
 * docs/product.md §2: arriving from Create a Run (navigation state `{ runCreated: true }`) refreshes the dashboard.
 * The state is then dropped from the history entry, so a reload or Back does not refresh it again.
 */
function useRefreshAfterRunCreated(hostId: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const runCreated = isRunCreatedState(location.state);
  useEffect(() => {
    if (!runCreated) return;
    void queryClient.invalidateQueries({ queryKey: dashboardQueryKey(hostId) });
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null },
    );
  }, [runCreated, hostId, queryClient, navigate, location.pathname, location.search, location.hash]);
}

function DashboardBody({ user }: { user: User }) {
  const dashboard = useDashboard(user.id);

  if (dashboard.isPending) return <DashboardSkeleton />;

  if (dashboard.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-4 rounded-2xl bg-red-50 px-4 py-12 text-center"
      >
        <p className="font-semibold text-red-900">{t('host.dashboard.loadError')}</p>
        <Button variant="outline" disabled={dashboard.isFetching} onClick={() => void dashboard.refetch()}>
          <RefreshCw aria-hidden="true" className={dashboard.isFetching ? 'animate-spin' : undefined} />
          {t('host.common.retry')}
        </Button>
      </div>
    );
  }

  return (
    <Suspense fallback={<DashboardSkeleton />}>
      <DashboardContent hostId={user.id} dashboard={dashboard.data} />
    </Suspense>
  );
}

/** /business/home: the signed-in business's runs, sign-ups and community at a glance. */
export function BusinessDashboard({ user }: { user: User }) {
  useRefreshAfterRunCreated(user.id);
  return (
    <div className="flex flex-col gap-6">
      <ProfileCard user={user} />
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
        {t('host.dashboard.welcome', { name: businessDisplayName(user) })}
      </h1>
      <DashboardBody user={user} />
    </div>
  );
}
