import type { RunCreateInput } from '@runtogether/shared/runs/run-input.schemas';
import { runSchema, type Run } from '@runtogether/shared/runs/run.schemas';
import { api } from '@/lib/api-client';

/**
 * POST /api/events (business only): answers the created run, its host being the signed-in business. With
 * `repeat`, a weekly series: the answer is its first run.
 */
export function createRun(input: RunCreateInput): Promise<Run> {
  return api.post('/api/events', runSchema, { body: input });
}
