import {
  walkUpResultSchema,
  type WalkUpInput,
  type WalkUpResult,
} from '@runtogether/shared/attendance/walk-up.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/events/:id/walk-up: a guest joins with the run's join code, no account (docs/decisions/055). */
export function walkUp(runId: number, input: WalkUpInput): Promise<WalkUpResult> {
  return api.post(`/api/events/${runId}/walk-up`, walkUpResultSchema, { body: input });
}

export const useWalkUp = (runId: number) =>
  useMutation({ mutationFn: (input: WalkUpInput) => walkUp(runId, input) });
