import { messageResponseSchema } from '@runtogether/shared/auth/auth.schemas';
import type {
  PasswordResetConfirmInput,
  PasswordResetRequestInput,
} from '@runtogether/shared/auth/password.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meQueryKey } from '@/lib/auth';
import { authKeys } from './auth-keys';

const works = { parse: () => true };

/** POST /api/auth/password-reset: answers the same whether or not the address has an account. */
function requestPasswordReset(input: PasswordResetRequestInput): Promise<{ message: string }> {
  return api.post('/api/auth/password-reset', messageResponseSchema, { body: input });
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

/**
 * GET /api/auth/password-reset/check: whether the link still works, asked as the page opens, so a used or expired
 * link says so before its form is filled in. Spends nothing.
 */
export const usePasswordResetCheck = (token: string | null) =>
  useQuery({
    queryKey: authKeys.resetCheck(token),
    // 204 has no body: the answer is that it came at all.
    queryFn: ({ signal }) =>
      api.get(`/api/auth/password-reset/check?token=${encodeURIComponent(token ?? '')}`, works, { signal }),
    enabled: token !== null,
  });

/** POST /api/auth/password-reset/confirm: sets the password of the link's account (single use). */
function confirmPasswordReset(input: PasswordResetConfirmInput): Promise<void> {
  return api.post('/api/auth/password-reset/confirm', null, { body: input });
}

/** Every session of the account has ended: a browser signed in to it is signed out at once (docs/decisions/066). */
export function useConfirmPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPasswordReset,
    onSuccess: () => {
      queryClient.setQueryData(meQueryKey, null);
    },
  });
}
