import { runListSchema, type RunList } from '@runtogether/shared/runs/run.schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Runs per page on a business profile: four rows of the three-column grid. */
export const HOST_RUNS_PAGE_SIZE = 12;

export type HostRunsWhen = 'upcoming' | 'past';

/**
 * One page of a host's runs: upcoming ones soonest first (GET /api/events?hostId), or those that have
 * started, latest first (GET /api/businesses/:id/past-runs).
 */
export function getHostRuns(
  hostId: string,
  when: HostRunsWhen,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<RunList> {
  const query = new URLSearchParams({ limit: String(HOST_RUNS_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  if (when === 'upcoming') {
    query.set('hostId', hostId);
    return api.get(`/api/events?${query.toString()}`, runListSchema, { signal });
  }
  return api.get(
    `/api/businesses/${encodeURIComponent(hostId)}/past-runs?${query.toString()}`,
    runListSchema,
    { signal },
  );
}

// Under ['runs'], so creating, editing or deleting a run (which invalidates ['runs']) refreshes these too.
export const hostRunsQueryKey = (hostId: string, when: HostRunsWhen) => queryKeys.runs.byHost(hostId, when);

export const hostRunsQueryOptions = (hostId: string, when: HostRunsWhen) =>
  infiniteQueryOptions({
    queryKey: hostRunsQueryKey(hostId, when),
    queryFn: ({ pageParam, signal }) => getHostRuns(hostId, when, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export const useHostRuns = (hostId: string, when: HostRunsWhen) =>
  useInfiniteQuery(hostRunsQueryOptions(hostId, when));
