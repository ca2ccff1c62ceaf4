import { dashboardSchema, type Dashboard } from '@runtogether/shared/business/dashboard.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { actingForQuery, type ActingHost } from '@/lib/acting-host';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** docs/product.md §9: the dashboard's data is stale after 2 minutes. */
export const DASHBOARD_STALE_TIME_MS = 2 * 60 * 1000;

/**
 * GET /api/business/dashboard: runs, totals, recent sign-ups and metrics of the signed-in host (or of the
 * business a manager acts for, `?businessId=`: docs/decisions/057), in one request.
 */
export function getDashboard(host: Pick<ActingHost, 'businessId'>, signal?: AbortSignal): Promise<Dashboard> {
  return api.get(`/api/business/dashboard${actingForQuery(host)}`, dashboardSchema, { signal });
}

// Keyed by the host, so nothing of one account is ever shown to the next one on this browser.
export const dashboardQueryKey = queryKeys.business.dashboard;

const dashboardQueryOptions = (host: ActingHost) =>
  queryOptions({
    queryKey: dashboardQueryKey(host.hostId),
    queryFn: ({ signal }) => getDashboard(host, signal),
    staleTime: DASHBOARD_STALE_TIME_MS,
  });

/** The dashboard of the business the page acts for (docs/product.md §6: only its business and managers load it). */
export const useDashboard = (host: ActingHost) => useQuery(dashboardQueryOptions(host));
