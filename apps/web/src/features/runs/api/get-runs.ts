import { runListSchema, type RunList } from '@runtogether/shared/runs/run.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface GetRunsParams {
  limit?: number;
}

/** GET /api/events: upcoming runs, soonest first (the server filters and sorts). */
export function getRuns({ limit }: GetRunsParams = {}, signal?: AbortSignal): Promise<RunList> {
  const query = new URLSearchParams();
  if (limit !== undefined) query.set('limit', String(limit));
  const search = query.toString();
  return api.get(search ? `/api/events?${search}` : '/api/events', runListSchema, { signal });
}

export const runsQueryKey = (params: GetRunsParams = {}) => ['runs', 'list', params] as const;

export const runsQueryOptions = (params: GetRunsParams = {}) =>
  queryOptions({
    queryKey: runsQueryKey(params),
    queryFn: ({ signal }) => getRuns(params, signal),
  });

export const useRuns = (params: GetRunsParams = {}) => useQuery(runsQueryOptions(params));
