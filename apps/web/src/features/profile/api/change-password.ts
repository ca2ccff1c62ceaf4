import type { PasswordChangeInput } from '@runtogether/shared/auth/password.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** PUT /api/me/password: this session stays, the account's others end (docs/decisions/066). */
function changePassword(input: PasswordChangeInput): Promise<void> {
  return api.put('/api/me/password', null, { body: input });
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
