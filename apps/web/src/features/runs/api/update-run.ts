import type { RunUpdate } from '@runtogether/shared/runs/run-bodies.schemas';
import { runSchema, type Run } from '@runtogether/shared/runs/run.schemas';
import type { SeriesScope } from '@runtogether/shared/series/series.schemas';
import { api } from '@/lib/api-client';

/**
 * PATCH /api/events/:id (the run's host only): the fields that changed; answers the saved run. A run of a
 * weekly series says whether the later runs change too (`scope`).
 */
export function updateRun({
  id,
  input,
  scope,
}: {
  id: number;
  input: RunUpdate;
  scope?: SeriesScope;
}): Promise<Run> {
  const query = scope ? `?scope=${scope}` : '';
  return api.patch(`/api/events/${encodeURIComponent(id)}${query}`, runSchema, { body: input });
}
