import type { FollowState } from '@runtogether/shared/follows/follow.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { followKeys } from './follow-keys';

/** Loaded with the first answer: a run page hydrates without zod (lib/api-client.ts). */
export const followStateParser = () =>
  import('@runtogether/shared/follows/follow.schemas').then(({ followStateSchema }) => followStateSchema);

/**
 * GET /api/businesses/:id/follow: the host's follower count and whether the viewer follows it. Its own request,
 * never the profile's: the profile is cached for every anonymous visitor, this answer is the viewer's.
 */
export function getFollowState(businessId: string, signal?: AbortSignal): Promise<FollowState> {
  return api.get(`/api/businesses/${encodeURIComponent(businessId)}/follow`, followStateParser, { signal });
}

export const followStateQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: followKeys.state(businessId),
    queryFn: ({ signal }) => getFollowState(businessId, signal),
  });

/** `enabled: false` when nothing on the page needs it (no count shown, and the viewer is not a runner). */
export const useFollowState = (businessId: string, { enabled }: { enabled: boolean }) =>
  useQuery({ ...followStateQueryOptions(businessId), enabled });
