import { messageResponseSchema } from '@runtogether/shared/auth/auth.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getMe, meQueryKey } from '@/lib/auth';

export type EmailChangeLink = 'confirm' | 'cancel';

/** POST /api/users/email-change/{confirm|cancel}: the token of the link from the e-mail (single use). */
export function finishEmailChange({ link, token }: { link: EmailChangeLink; token: string }) {
  return api.post(`/api/users/email-change/${link}`, messageResponseSchema, { body: { token } });
}

/**
 * Finishes or cancels the change; a signed-in user is read again, as the address may be new. The session sits in
 * the query cache with no query function (lib/query-layer.tsx), so invalidating it read nothing: Profile Settings
 * showed the old address until a reload. A failed read leaves the session as it was; the link did work.
 */
export function useFinishEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishEmailChange,
    onSuccess: async () => {
      if (!queryClient.getQueryData(meQueryKey)) return;
      const user = await getMe().catch(() => undefined);
      if (user !== undefined) queryClient.setQueryData(meQueryKey, user);
    },
  });
}
