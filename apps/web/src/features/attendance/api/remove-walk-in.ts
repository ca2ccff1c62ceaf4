import type { Attendance } from '@runtogether/shared/attendance/attendance.schemas';
import {
  removeWalkInResultSchema,
  type RemoveWalkInResult,
} from '@runtogether/shared/attendance/walk-up.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { attendanceQueryKey } from './get-attendance';

/** DELETE …/attendance/walk-ins/:walkInId: a guest added by mistake, before the start (docs/decisions/055). */
export function removeWalkIn(runId: number, walkInId: number): Promise<RemoveWalkInResult> {
  return api.delete(`/api/events/${runId}/attendance/walk-ins/${walkInId}`, removeWalkInResultSchema);
}

export function useRemoveWalkIn(runId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (walkInId: number) => removeWalkIn(runId, walkInId),
    // A poll already on its way would answer the state from before this change: it is dropped.
    onMutate: () => queryClient.cancelQueries({ queryKey: attendanceQueryKey(runId) }),
    onSuccess: ({ counts }, walkInId) => {
      queryClient.setQueryData<Attendance>(attendanceQueryKey(runId), (current) =>
        current
          ? { ...current, counts, walkIns: current.walkIns.filter((walkIn) => walkIn.id !== walkInId) }
          : current,
      );
    },
  });
}
