import { followersSchema, type Followers } from '@runtogether/shared/follows/followers.schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { DASHBOARD_STALE_TIME_MS } from './get-dashboard';

/** Followers per page of the dashboard's card. */
export const FOLLOWERS_PAGE_SIZE = 10;

/** GET /api/business/followers: the runners following the signed-in host, newest first. */
export function getFollowers(
  { limit = FOLLOWERS_PAGE_SIZE, cursor }: { limit?: number; cursor?: string } = {},
  signal?: AbortSignal,
): Promise<Followers> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  return api.get(`/api/business/followers?${query.toString()}`, followersSchema, { signal });
}

export const followersQueryOptions = (hostId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.business.followers(hostId),
    queryFn: ({ pageParam, signal }) => getFollowers({ cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: DASHBOARD_STALE_TIME_MS,
  });

export const useFollowers = (hostId: string) => useInfiniteQuery(followersQueryOptions(hostId));
