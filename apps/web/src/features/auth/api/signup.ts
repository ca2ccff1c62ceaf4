import { messageResponseSchema, type SignupInput } from '@runtogether/shared/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/auth/signup: creates an inactive account and mails a verification link. Nobody is signed in. */
export function signup(input: SignupInput): Promise<{ message: string }> {
  return api.post('/api/auth/signup', messageResponseSchema, { body: input });
}

export const useSignup = () => useMutation({ mutationFn: signup });
