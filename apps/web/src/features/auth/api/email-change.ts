import { messageResponseSchema } from '@runtogether/shared/auth/auth.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meQueryKey } from '@/lib/auth';

export type EmailChangeLink = 'confirm' | 'cancel';

/** POST /api/users/email-change/{confirm|cancel}: the token of the link from the e-mail (single use). */
export function finishEmailChange({ link, token }: { link: EmailChangeLink; token: string }) {
  return api.post(`/api/users/email-change/${link}`, messageResponseSchema, { body: { token } });
}

/** Finishes or cancels the change; a signed-in user is read again, as the address may be new. */
export function useFinishEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishEmailChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
