import { avatarResponseSchema, type AvatarResponse } from '@runtogether/shared/users/profile.schemas';
import type { User } from '@runtogether/shared/users/user.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meQueryKey } from '@/lib/auth';

/** POST /api/users/:id/avatar, multipart with the image in `file`. */
export function uploadAvatar({ id, file }: { id: string; file: File }): Promise<AvatarResponse> {
  const body = new FormData();
  body.append('file', file, file.name);
  return api.post(`/api/users/${encodeURIComponent(id)}/avatar`, avatarResponseSchema, { body });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: ({ profileImageUrl }) => {
      queryClient.setQueryData<User | null>(meQueryKey, (user) => user && { ...user, profileImageUrl });
    },
  });
}
