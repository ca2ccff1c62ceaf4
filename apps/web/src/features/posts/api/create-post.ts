import {
  createPostResponseSchema,
  POST_IMAGES_FIELD,
  type CreatePostResponse,
  type PostInput,
} from '@runtogether/shared/posts/post.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { postsQueryKey } from './get-posts';

export interface CreatePostVariables extends PostInput {
  businessId: string;
  images: readonly File[];
}

/**
 * POST /api/businesses/:id/posts, multipart: title and content first, then one `images` part per file. The
 * answer lists the images the server could not add; the post is saved without them.
 */
export function createPost({
  businessId,
  title,
  content,
  images,
}: CreatePostVariables): Promise<CreatePostResponse> {
  const body = new FormData();
  body.append('title', title);
  body.append('content', content);
  for (const image of images) body.append(POST_IMAGES_FIELD, image, image.name);
  return api.post(`/api/businesses/${encodeURIComponent(businessId)}/posts`, createPostResponseSchema, {
    body,
  });
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: (_data, { businessId }) =>
      queryClient.invalidateQueries({ queryKey: postsQueryKey(businessId) }),
  });
}
