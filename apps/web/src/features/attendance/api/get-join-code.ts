import { checkInCodeSchema, type CheckInCode } from '@runtogether/shared/attendance/attendance.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { attendanceKeys } from './attendance-keys';

/** GET /api/events/:id/join-code: the "Join this run" QR code for walk-up guests (docs/decisions/055). */
export function getJoinCode(runId: number, signal?: AbortSignal): Promise<CheckInCode> {
  return api.get(`/api/events/${runId}/join-code`, checkInCodeSchema, { signal });
}

export const useJoinCode = (runId: number) =>
  useQuery({
    queryKey: attendanceKeys.joinCode(runId),
    queryFn: ({ signal }) => getJoinCode(runId, signal),
    retry: false,
  });
