import {
  attendanceStatsSchema,
  type AttendanceStats,
} from '@runtogether/shared/attendance/attendance.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { attendanceKeys } from './attendance-keys';

/** The viewer's zone: a streak's weeks are the runner's own. */
const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** GET /api/me/attendance-stats?tz=: runs attended and the current weekly streak. */
export function getAttendanceStats(signal?: AbortSignal): Promise<AttendanceStats> {
  return api.get(`/api/me/attendance-stats?tz=${encodeURIComponent(viewerZone())}`, attendanceStatsSchema, {
    signal,
  });
}

export const attendanceStatsQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: attendanceKeys.stats(userId),
    queryFn: ({ signal }) => getAttendanceStats(signal),
    enabled: userId !== null,
  });

export const useAttendanceStats = (userId: string | null) => useQuery(attendanceStatsQueryOptions(userId));
