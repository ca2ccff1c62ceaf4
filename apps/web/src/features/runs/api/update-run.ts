import type { RunUpdate } from '@runtogether/shared/runs/run-input.schemas';
import { runSchema, type Run } from '@runtogether/shared/runs/run.schemas';
import { api } from '@/lib/api-client';

/** PATCH /api/events/:id (the run's host only): the fields that changed; answers the saved run. */
export function updateRun({ id, input }: { id: number; input: RunUpdate }): Promise<Run> {
  return api.patch(`/api/events/${encodeURIComponent(id)}`, runSchema, { body: input });
}
