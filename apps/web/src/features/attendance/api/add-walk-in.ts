import {
  walkInResultSchema,
  type Attendance,
  type WalkInInput,
  type WalkInResult,
} from '@runtogether/shared/attendance/attendance.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { attendanceQueryKey } from './get-attendance';

/** POST /api/events/:id/attendance/walk-ins { name, email? }. */
export function addWalkIn(runId: number, input: WalkInInput): Promise<WalkInResult> {
  return api.post(`/api/events/${runId}/attendance/walk-ins`, walkInResultSchema, { body: input });
}

export function useAddWalkIn(runId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WalkInInput) => addWalkIn(runId, input),
    // A poll already on its way would answer the state from before this change: it is dropped.
    onMutate: () => queryClient.cancelQueries({ queryKey: attendanceQueryKey(runId) }),
    onSuccess: ({ walkIn, counts }) => {
      queryClient.setQueryData<Attendance>(attendanceQueryKey(runId), (current) =>
        current ? { ...current, counts, walkIns: [...current.walkIns, walkIn] } : current,
      );
    },
  });
}
