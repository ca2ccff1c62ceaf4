import type { MyRegistration } from '@runtogether/shared/registrations/registration.schemas';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { registrationKeys } from './registration-keys';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/events/:id/registrations/me: cancels the registration or leaves the waitlist (404 when none). */
export function cancelRegistration(runId: number): Promise<void> {
  return api.delete(`/api/events/${runId}/registrations/me`, null);
}

interface CancelContext {
  previousRegistration: MyRegistration | null | undefined;
  previousRun: Run | undefined;
}

/**
 * Cancels optimistically: the control and the run's participant count change before the server answers, and
 * go back if it refuses. `runQueryKey` is where the page keeps the run (the route knows it; this feature
 * does not reach into the runs feature). Afterwards both are refetched, since a freed spot may have gone to
 * the first runner on the waitlist.
 */
export function useCancelRegistration({ runId, runQueryKey }: { runId: number; runQueryKey: QueryKey }) {
  const queryClient = useQueryClient();
  const registrationKey = registrationKeys.mine(runId);
  return useMutation<void, Error, void, CancelContext>({
    mutationFn: () => cancelRegistration(runId),
    onMutate: async () => {
      // A refetch in flight would overwrite the optimistic state with the old one.
      await Promise.all([
        queryClient.cancelQueries({ queryKey: registrationKey }),
        queryClient.cancelQueries({ queryKey: runQueryKey }),
      ]);
      const previousRegistration = queryClient.getQueryData<MyRegistration | null>(registrationKey);
      const previousRun = queryClient.getQueryData<Run>(runQueryKey);
      queryClient.setQueryData<MyRegistration | null>(registrationKey, null);
      // Only a confirmed runner counts among the participants; leaving the waitlist changes no count.
      if (previousRun && previousRegistration?.status === 'confirmed') {
        queryClient.setQueryData<Run>(runQueryKey, {
          ...previousRun,
          currentParticipants: Math.max(0, previousRun.currentParticipants - 1),
        });
      }
      return { previousRegistration, previousRun };
    },
    onError: (_error, _variables, context) => {
      if (!context) return;
      queryClient.setQueryData(registrationKey, context.previousRegistration);
      if (context.previousRun) queryClient.setQueryData(runQueryKey, context.previousRun);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: registrationKeys.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.runs.all });
    },
  });
}
