import { POSTS_PAGE_SIZE } from '@runtogether/shared/posts/post.rules';
import type { PostList } from '@runtogether/shared/posts/post.schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Loaded with the first page of posts: a business profile hydrates without zod (lib/api-client.ts). */
const postListParser = () =>
  import('@runtogether/shared/posts/post.schemas').then(({ postListSchema }) => postListSchema);

/** GET /api/businesses/:id/posts: one page of a business's posts, newest first, with their images. */
export function getPosts(
  businessId: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<PostList> {
  const query = new URLSearchParams({ limit: String(POSTS_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return api.get(
    `/api/businesses/${encodeURIComponent(businessId)}/posts?${query.toString()}`,
    postListParser,
    {
      signal,
    },
  );
}

export const postsQueryKey = queryKeys.posts.list;

export const postsQueryOptions = (businessId: string) =>
  infiniteQueryOptions({
    queryKey: postsQueryKey(businessId),
    queryFn: ({ pageParam, signal }) => getPosts(businessId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export const usePosts = (businessId: string) => useInfiniteQuery(postsQueryOptions(businessId));
