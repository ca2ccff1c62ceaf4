import {
  markAttendanceResultSchema,
  type Attendance,
  type MarkAttendanceResult,
} from '@runtogether/shared/attendance/attendance.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { attendanceQueryKey } from './get-attendance';

/** PUT /api/events/:id/attendance/:registrationId { present }. */
export function markAttendance(input: {
  runId: number;
  registrationId: number;
  present: boolean;
}): Promise<MarkAttendanceResult> {
  return api.put(
    `/api/events/${input.runId}/attendance/${input.registrationId}`,
    markAttendanceResultSchema,
    {
      body: { present: input.present },
    },
  );
}

/** A tap on a runner: the row and the count show the server's answer as soon as it comes. */
export function useMarkAttendance(runId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { registrationId: number; present: boolean }) => markAttendance({ runId, ...input }),
    // A poll already on its way would answer the state from before this change: it is dropped.
    onMutate: () => queryClient.cancelQueries({ queryKey: attendanceQueryKey(runId) }),
    onSuccess: ({ runner, counts }) => {
      queryClient.setQueryData<Attendance>(attendanceQueryKey(runId), (current) =>
        current
          ? {
              ...current,
              counts,
              runners: current.runners.map((r) => (r.registrationId === runner.registrationId ? runner : r)),
            }
          : current,
      );
    },
  });
}
