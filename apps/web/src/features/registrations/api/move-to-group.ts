import { isAppError } from '@runtogether/shared/errors/app-error';
import type { MyRegistration } from '@runtogether/shared/registrations/registration.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { registrationKeys } from './registration-keys';
import { myRegistrationParser } from './registration-parsers';

/**
 * PATCH /api/events/:id/registrations/me: moves the runner to another pace group with room (409 when it is full);
 * their spot in the old group goes to its waitlist (docs/decisions/052).
 */
export function moveToGroup({ runId, groupId }: { runId: number; groupId: number }): Promise<MyRegistration> {
  return api.patch(`/api/events/${runId}/registrations/me`, myRegistrationParser, { body: { groupId } });
}

/** Moves the signed-in runner; the answer is their registration at once, and the groups' counts follow. */
export function useMoveToGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveToGroup,
    onSuccess: (registration, { runId }) => {
      queryClient.setQueryData(registrationKeys.mine(runId), registration);
      void queryClient.invalidateQueries({ queryKey: registrationKeys.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.runs.all });
    },
    onError: (error) => {
      // A full group means the page's counts were old: they are read again.
      if (isAppError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.runs.all });
      }
    },
  });
}
