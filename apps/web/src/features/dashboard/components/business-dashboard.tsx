import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ActingHost } from '@/lib/acting-host';
import { t } from '@/lib/i18n';
import { dashboardQueryKey, useDashboard } from '../api/get-dashboard';
import { DashboardSkeleton } from './dashboard-skeleton';
import { LoadError } from '@/components/errors/load-error';

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

function DashboardBody({ host }: { host: ActingHost }) {
  const dashboard = useDashboard(host);

  if (dashboard.isPending) return <DashboardSkeleton />;

  if (dashboard.isError) {
    return (
      <LoadError
        message={t('host.dashboard.loadError')}
        retrying={dashboard.isFetching}
        onRetry={() => void dashboard.refetch()}
      />
    );
  }

  return (
    <Suspense fallback={<DashboardSkeleton />}>
      <DashboardContent host={host} dashboard={dashboard.data} />
    </Suspense>
  );
}

/**
 * /business/home: the business's runs, sign-ups and community at a glance, for the business itself or a manager
 * acting for it (docs/decisions/057). `header`: the owner's profile card.
 */
export function BusinessDashboard({
  host,
  greet,
  header,
}: {
  host: ActingHost;
  /** Who the heading welcomes back: the business, or the team member acting for it. */
  greet: string;
  header?: ReactNode;
}) {
  useRefreshAfterRunCreated(host.hostId);
  return (
    <div className="flex flex-col gap-6">
      {header}
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
        {t('host.dashboard.welcome', { name: greet })}
      </h1>
      <DashboardBody host={host} />
    </div>
  );
}
