import type { FollowState } from '@runtogether/shared/follows/follow.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { followKeys } from './follow-keys';
import { followStateParser } from './get-follow-state';

/** PUT (follow) or DELETE (unfollow) /api/businesses/:id/follow; both answer the new state. */
export function setFollowing(businessId: string, following: boolean): Promise<FollowState> {
  const path = `/api/businesses/${encodeURIComponent(businessId)}/follow`;
  return following ? api.put(path, followStateParser) : api.delete(path, followStateParser);
}

/** Follows or unfollows; the button and count show the server's answer, and the followed runs are refreshed. */
export function useSetFollowing(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (following: boolean) => setFollowing(businessId, following),
    onSuccess: (state) => {
      queryClient.setQueryData(followKeys.state(businessId), state);
      void queryClient.invalidateQueries({ queryKey: followKeys.all });
    },
  });
}
