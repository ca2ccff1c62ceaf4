import { messageResponseSchema } from '@runtogether/shared/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /api/auth/resend-verification: answers the same whether or not the address has an account. `returnTo`
 * is the page the new link goes on to.
 */
export function resendVerification(input: {
  email: string;
  returnTo?: string;
}): Promise<{ message: string }> {
  return api.post('/api/auth/resend-verification', messageResponseSchema, { body: input });
}

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
