import type { ProfileUpdateInput } from '@runtogether/shared/users/profile.schemas';
import { userSchema, type User } from '@runtogether/shared/users/user.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meQueryKey } from '@/lib/auth';

/** PATCH /api/users/:id: the signed-in user's own fields; answers the saved user. */
export function updateProfile({ id, input }: { id: string; input: ProfileUpdateInput }): Promise<User> {
  return api.patch(`/api/users/${encodeURIComponent(id)}`, userSchema, { body: input });
}

/** Saves the profile; the saved user replaces the signed-in one (docs/product.md §4), so every screen shows it at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(meQueryKey, user);
    },
  });
}
