import type { RunCreateInput } from '@runtogether/shared/runs/run-bodies.schemas';
import { runSchema, type Run } from '@runtogether/shared/runs/run.schemas';
import { actingForQuery } from '@/lib/acting-host';
import { api } from '@/lib/api-client';

/**
 * POST /api/events: answers the created run, its host being the signed-in business (or, with `businessId`, the
 * business a manager acts for: docs/decisions/054). With `repeat`, a weekly series: the answer is its first run.
 */
export function createRun(input: RunCreateInput, businessId?: string): Promise<Run> {
  return api.post(`/api/events${actingForQuery({ businessId })}`, runSchema, { body: input });
}
