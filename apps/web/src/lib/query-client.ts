import { isAppError } from '@runtogether/shared/errors/app-error';
import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

// docs/product.md §9: runs stay fresh 10 minutes and are kept 30; up to 2 retries 5 s apart, none on 429.
export const STALE_TIME_MS = 10 * 60 * 1000;
export const GC_TIME_MS = 30 * 60 * 1000;
export const MAX_RETRIES = 2;
export const RETRY_DELAY_MS = 5000;

/** Client errors (4xx, 429 included) will not change on a retry; server and network errors may. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isAppError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export const queryConfig = {
  queries: {
    staleTime: STALE_TIME_MS,
    gcTime: GC_TIME_MS,
    retry: shouldRetry,
    retryDelay: RETRY_DELAY_MS,
    refetchOnWindowFocus: false,
    // Offline, the first try still goes out: the service worker may answer it from what the device kept. Should it
    // fail, the retries wait for the network and go on by themselves when it is back (the query is `paused`), so a
    // page the device never kept loads then (docs/decisions/037).
    networkMode: 'offlineFirst',
  },
} satisfies DefaultOptions;

export const createQueryClient = () => new QueryClient({ defaultOptions: queryConfig });

/**
 * Query-key roots of every view that shows runs: run lists and details, a runner's registrations, a host's
 * dashboard and participants. Creating, editing or deleting a run refreshes them all (docs/product.md §4: the events
 * cache is cleared), whichever feature made the change.
 */
export const RUN_VIEW_ROOTS = [
  queryKeys.runs.all,
  queryKeys.registrations.all,
  queryKeys.business.all,
] as const;

export const invalidateRunViews = (queryClient: QueryClient) =>
  Promise.all(RUN_VIEW_ROOTS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
