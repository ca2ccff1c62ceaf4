import { messageResponseSchema } from '@runtogether/shared/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/auth/verify-email: activates the account the token was mailed for (single use). */
export function verifyEmail(input: { token: string }): Promise<{ message: string }> {
  return api.post('/api/auth/verify-email', messageResponseSchema, { body: input });
}

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });
