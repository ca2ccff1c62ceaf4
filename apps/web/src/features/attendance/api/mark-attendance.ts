import {
  markAttendanceResultSchema,
  type Attendance,
  type MarkAttendanceResult,
} from '@runtogether/shared/attendance/attendance.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { attendanceQueryKey } from './get-attendance';
import { checkInTapsScope } from './check-in-taps';

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

/**
 * The screen as it will be once the mark is saved: the runner present or absent, the count, and who is still
 * out (absent is not out, and not back: docs/decisions/055).
 */
function withPresent(current: Attendance, registrationId: number, present: boolean): Attendance {
  const before = current.runners.find((r) => r.registrationId === registrationId);
  if (!before || before.present === present) return current;
  const wasOut = before.present && !before.back;
  const out = current.counts.out + (present ? 1 : wasOut ? -1 : 0);
  return {
    ...current,
    counts: {
      ...current.counts,
      checkedIn: Math.max(0, current.counts.checkedIn + (present ? 1 : -1)),
      out: Math.max(0, out),
    },
    runners: current.runners.map((r) =>
      r.registrationId === registrationId ? { ...r, present, back: present ? r.back : false } : r,
    ),
  };
}

/**
 * A tap on a runner shows at once; the request waits for the network when there is none (the query library's
 * paused mutations, sent in order once the phone is back online, like the "back" taps), and the row and the
 * count then show the server's answer. A refusal puts the screen back as it was.
 */
export function useMarkAttendance(runId: number) {
  const queryClient = useQueryClient();
  const key = attendanceQueryKey(runId);
  return useMutation({
    mutationFn: (input: { registrationId: number; present: boolean }) => markAttendance({ runId, ...input }),
    scope: checkInTapsScope(runId),
    onMutate: async ({ registrationId, present }) => {
      // A poll already on its way would answer the state from before this change: it is dropped.
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Attendance>(key);
      queryClient.setQueryData<Attendance>(key, (current) =>
        current ? withPresent(current, registrationId, present) : current,
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: ({ runner, counts }) => {
      queryClient.setQueryData<Attendance>(key, (current) =>
        current
          ? {
              ...current,
              counts,
              // The mark over the row: a detail the answer leaves out (answers, emergency contact) stays.
              runners: current.runners.map((r) =>
                r.registrationId === runner.registrationId ? { ...r, ...runner } : r,
              ),
            }
          : current,
      );
    },
  });
}
