import { isAppError } from '@runtogether/shared/errors/app-error';
import type {
  MyRegistration,
  RegistrationFormInput,
} from '@runtogether/shared/registrations/registration.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { registrationKeys } from './registration-keys';
import { myRegistrationParser } from './registration-parsers';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/events/:id/registrations: confirmed while spots are left, otherwise on the waitlist. */
export function registerForRun({
  runId,
  input,
}: {
  runId: number;
  input: RegistrationFormInput;
}): Promise<MyRegistration> {
  return api.post(`/api/events/${runId}/registrations`, myRegistrationParser, { body: input });
}

/**
 * Registers the signed-in runner. The answer becomes this run's registration at once; everything that counts
 * participants (the run, run lists, participants, My Runs) is refreshed from the server.
 */
export function useRegisterForRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerForRun,
    onSuccess: (registration, { runId }) => {
      queryClient.setQueryData(registrationKeys.mine(runId), registration);
      // Not awaited: the runner hears back at once, the counts follow.
      void queryClient.invalidateQueries({ queryKey: registrationKeys.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.runs.all });
    },
    onError: (error, { runId }) => {
      // A conflict means the page is out of date (already registered elsewhere, or the run has started).
      if (isAppError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: registrationKeys.mine(runId) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.runs.all });
      }
    },
  });
}
