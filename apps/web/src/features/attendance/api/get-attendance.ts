import { attendanceSchema, type Attendance } from '@runtogether/shared/attendance/attendance.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { attendanceKeys } from './attendance-keys';

/** Outdoors on the day, the list follows the runners' own QR check-ins every few seconds. */
export const ATTENDANCE_REFRESH_MS = 5_000;

export const attendanceQueryKey = attendanceKeys.run;

/** GET /api/events/:id/attendance: the check-in screen of the run (its host only). */
export function getAttendance(runId: number, signal?: AbortSignal): Promise<Attendance> {
  return api.get(`/api/events/${runId}/attendance`, attendanceSchema, { signal });
}

export const attendanceQueryOptions = (runId: number | null) =>
  queryOptions({
    queryKey: attendanceQueryKey(runId),
    queryFn: ({ signal }) => getAttendance(runId ?? 0, signal),
    enabled: runId !== null,
    refetchInterval: (query) => (query.state.data?.window.state === 'open' ? ATTENDANCE_REFRESH_MS : false),
    retry: false,
  });

export const useAttendance = (runId: number | null) => useQuery(attendanceQueryOptions(runId));
