import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { getHostRuns, type HostRunsWhen } from '@/lib/run-requests';

/** Runs per page on a business profile: four rows of the three-column grid. */
export const HOST_RUNS_PAGE_SIZE = 12;

// Under ['runs'], so creating, editing or deleting a run (which invalidates ['runs']) refreshes these too.
export const hostRunsQueryKey = (hostId: string, when: HostRunsWhen) => queryKeys.runs.byHost(hostId, when);

export const hostRunsQueryOptions = (hostId: string, when: HostRunsWhen) =>
  infiniteQueryOptions({
    queryKey: hostRunsQueryKey(hostId, when),
    queryFn: ({ pageParam, signal }) => getHostRuns(hostId, when, HOST_RUNS_PAGE_SIZE, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export const useHostRuns = (hostId: string, when: HostRunsWhen) =>
  useInfiniteQuery(hostRunsQueryOptions(hostId, when));
