import type { PostList } from '@runtogether/shared/posts/post.schemas';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { postsQueryKey } from './get-posts';

/** DELETE /api/business_posts/:id (the business that posted it only; 403 otherwise). */
export function deletePost(id: number): Promise<void> {
  return api.delete(`/api/business_posts/${id}`, null);
}

export interface UseDeletePostOptions {
  /**
   * Runs after the deletion, before the post leaves the feed: the component asking for the deletion unmounts
   * with it, so a callback given to mutate() would never run.
   */
  onDeleted?: (id: number) => void;
}

/** Deletes a post of `businessId`; it leaves the feed at once, then the feed is refetched. */
export function useDeletePost(businessId: string, { onDeleted }: UseDeletePostOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: async (_data, id) => {
      onDeleted?.(id);
      queryClient.setQueryData<InfiniteData<PostList, string | undefined>>(
        postsQueryKey(businessId),
        (data) =>
          data
            ? {
                ...data,
                pages: data.pages.map((page) => ({
                  ...page,
                  items: page.items.filter((post) => post.id !== id),
                })),
              }
            : data,
      );
      await queryClient.invalidateQueries({ queryKey: postsQueryKey(businessId) });
    },
  });
}
