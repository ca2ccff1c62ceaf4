import type { RunList } from '@runtogether/shared/runs/run.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { runListParser } from '@/lib/run-parsers';
import { followKeys } from './follow-keys';

/** How many runs the runner's home shows from the hosts they follow. */
export const FOLLOWED_RUNS_LIMIT = 6;

/** GET /api/me/following/runs: upcoming runs of the hosts the signed-in runner follows, soonest first. */
export function getFollowedRuns(limit: number, signal?: AbortSignal): Promise<RunList> {
  return api.get(`/api/me/following/runs?limit=${limit}`, runListParser, { signal });
}

export const followedRunsQueryOptions = (limit = FOLLOWED_RUNS_LIMIT) =>
  queryOptions({
    queryKey: followKeys.runs(limit),
    queryFn: ({ signal }) => getFollowedRuns(limit, signal),
  });

export const useFollowedRuns = (limit = FOLLOWED_RUNS_LIMIT) => useQuery(followedRunsQueryOptions(limit));
