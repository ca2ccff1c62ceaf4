import {
  markAttendanceResultSchema,
  type Attendance,
  type MarkAttendanceResult,
} from '@runtogether/shared/attendance/attendance.schemas';
import {
  markWalkInBackResultSchema,
  type MarkWalkInBackResult,
} from '@runtogether/shared/attendance/walk-up.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { attendanceQueryKey } from './get-attendance';
import { checkInTapsScope } from './check-in-taps';

/** A runner (by registration) or a walk-in (by id) back from the run, or out again. */
export type BackMark = { registrationId: number; back: boolean } | { walkInId: number; back: boolean };

/** PUT …/attendance/:registrationId { back } or …/attendance/walk-ins/:walkInId { back } (docs/decisions/055). */
export function markBack(
  runId: number,
  mark: BackMark,
): Promise<MarkAttendanceResult | MarkWalkInBackResult> {
  return 'registrationId' in mark
    ? api.put(`/api/events/${runId}/attendance/${mark.registrationId}`, markAttendanceResultSchema, {
        body: { back: mark.back },
      })
    : api.put(`/api/events/${runId}/attendance/walk-ins/${mark.walkInId}`, markWalkInBackResultSchema, {
        body: { back: mark.back },
      });
}

/** The screen as it will be once the mark is saved: what the host sees at once, online or not. */
export function withBack(current: Attendance, mark: BackMark): Attendance {
  const isTarget = (person: { registrationId: number } | { id: number }) =>
    'registrationId' in mark
      ? 'registrationId' in person && person.registrationId === mark.registrationId
      : 'id' in person && person.id === mark.walkInId;
  const people = [...current.runners, ...current.walkIns];
  const before = people.find((person) => isTarget(person as { registrationId: number } | { id: number }));
  if (!before || before.back === mark.back) return current;
  const wasOut = before.back === false && ('present' in before ? before.present : true);
  const out = current.counts.out + (mark.back ? (wasOut ? -1 : 0) : 1);
  return {
    ...current,
    counts: { ...current.counts, out: Math.max(0, out) },
    runners: current.runners.map((r) =>
      isTarget(r) ? { ...r, back: mark.back, present: r.present || mark.back } : r,
    ),
    walkIns: current.walkIns.map((w) => (isTarget(w) ? { ...w, back: mark.back } : w)),
  };
}

/**
 * Marks back at once on the screen; the request waits for the network when there is none (the query
 * library's paused mutations, as every tap on this screen) and is sent when the phone is back online.
 */
export function useMarkBack(runId: number) {
  const queryClient = useQueryClient();
  const key = attendanceQueryKey(runId);
  return useMutation({
    mutationFn: (mark: BackMark) => markBack(runId, mark),
    scope: checkInTapsScope(runId),
    onMutate: async (mark) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Attendance>(key);
      queryClient.setQueryData<Attendance>(key, (current) => (current ? withBack(current, mark) : current));
      return { previous };
    },
    onError: (_error, _mark, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (result) => {
      queryClient.setQueryData<Attendance>(key, (current) => {
        if (!current) return current;
        if ('runner' in result) {
          const { runner } = result;
          return {
            ...current,
            counts: result.counts,
            runners: current.runners.map((r) =>
              r.registrationId === runner.registrationId ? { ...r, ...runner } : r,
            ),
          };
        }
        const { walkIn } = result;
        return {
          ...current,
          counts: result.counts,
          walkIns: current.walkIns.map((w) => (w.id === walkIn.id ? { ...w, ...walkIn } : w)),
        };
      });
    },
  });
}
