import { checkInResultSchema, type CheckInResult } from '@runtogether/shared/attendance/attendance.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { attendanceKeys } from './attendance-keys';

/** POST /api/events/:id/check-in { code }: the signed-in runner checks in with the run's QR code. */
export function checkIn(runId: number, code: string): Promise<CheckInResult> {
  return api.post(`/api/events/${runId}/check-in`, checkInResultSchema, { body: { code } });
}

export function useCheckIn(runId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => checkIn(runId, code),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: attendanceKeys.all }),
  });
}
