import type { RunInput } from '@runtogether/shared/runs/run-input.schemas';
import { runSchema, type Run } from '@runtogether/shared/runs/run.schemas';
import { api } from '@/lib/api-client';

/** POST /api/events (business only): answers the created run, its host being the signed-in business. */
export function createRun(input: RunInput): Promise<Run> {
  return api.post('/api/events', runSchema, { body: input });
}
