import {
  loginResponseSchema,
  type LoginInput,
  type LoginResponse,
} from '@runtogether/shared/auth/auth.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meQueryKey } from '@/lib/auth';
import { locale } from '@/lib/i18n';

/** POST /api/auth/login: the session arrives as an httpOnly cookie; `authToken` is for API clients only. */
export function login(input: LoginInput): Promise<LoginResponse> {
  return api.post('/api/auth/login', loginResponseSchema, { body: input });
}

/**
 * Logs in and makes the user the signed-in one everywhere (guard, navbar) without a reload. An account in
 * another language than the page's is not: its next page is a document load in that language (the login form),
 * which a reload of the login page (lib/auth.tsx) would otherwise overtake.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => {
      if (user.language === locale()) queryClient.setQueryData(meQueryKey, user);
    },
  });
}
