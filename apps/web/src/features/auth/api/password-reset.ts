import { messageResponseSchema } from '@runtogether/shared/auth/auth.schemas';
import type {
  PasswordResetConfirmInput,
  PasswordResetRequestInput,
} from '@runtogether/shared/auth/password.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meQueryKey } from '@/lib/auth';

/** A 204 has no body to check. */
const works = { parse: () => undefined };

/** POST /api/auth/password-reset: answers the same whether or not the address has an account. */
function requestPasswordReset(input: PasswordResetRequestInput): Promise<{ message: string }> {
  return api.post('/api/auth/password-reset', messageResponseSchema, { body: input });
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

/**
 * GET /api/auth/password-reset/check: resolves while the link works, throws INVALID_TOKEN once it is used, expired
 * or unknown. Spends nothing. A plain request, not a query: the page stays off TanStack Query's useQuery chunk.
 */
export function checkPasswordResetLink(token: string, signal: AbortSignal): Promise<void> {
  return api.get(`/api/auth/password-reset/check?token=${encodeURIComponent(token)}`, works, { signal });
}

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
