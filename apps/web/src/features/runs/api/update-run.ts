import type { RunUpdate } from '@runtogether/shared/runs/run-input.schemas';
import { runSchema, type Run } from '@runtogether/shared/runs/run.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** PATCH /api/events/:id (the run's host only): the fields that changed; answers the saved run. */
export function updateRun({ id, input }: { id: number; input: RunUpdate }): Promise<Run> {
  return api.patch(`/api/events/${encodeURIComponent(id)}`, runSchema, { body: input });
}

/**
 * The run being edited, under the run detail's own query key, so a run already opened is shown at once and the
 * saved run replaces it there.
 */
export const runToEditQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['runs', 'detail', id],
    queryFn: ({ signal }) => api.get(`/api/events/${encodeURIComponent(id)}`, runSchema, { signal }),
  });

export const useRunToEdit = (id: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...runToEditQueryOptions(id), enabled });
