import { dashboardSchema, type Dashboard } from '@runtogether/shared/business/dashboard.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** docs/product.md §9: the dashboard's data is stale after 2 minutes. */
export const DASHBOARD_STALE_TIME_MS = 2 * 60 * 1000;

/** GET /api/business/dashboard: runs, totals, recent sign-ups and metrics of the signed-in host, in one request. */
export function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return api.get('/api/business/dashboard', dashboardSchema, { signal });
}

// Keyed by the host, so nothing of one account is ever shown to the next one on this browser.
export const dashboardQueryKey = queryKeys.business.dashboard;

export const dashboardQueryOptions = (hostId: string | null) =>
  queryOptions({
    queryKey: dashboardQueryKey(hostId),
    queryFn: ({ signal }) => getDashboard(signal),
    staleTime: DASHBOARD_STALE_TIME_MS,
  });

/** The dashboard of `hostId`; no request at all without a business (docs/product.md §6: only businesses load it). */
export const useDashboard = (hostId: string | null) =>
  useQuery({ ...dashboardQueryOptions(hostId), enabled: hostId !== null });
