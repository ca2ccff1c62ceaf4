import type { RunAlternatives } from '@runtogether/shared/runs/run-alternatives.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const alternativesParser = () =>
  import('@runtogether/shared/runs/run-alternatives.schemas').then(
    ({ runAlternativesSchema }) => runAlternativesSchema,
  );

/** GET /api/events/:id/alternatives: up to three runs like a full one (docs/decisions/052). */
export function getAlternatives(id: number, signal?: AbortSignal): Promise<RunAlternatives> {
  return api.get(`/api/events/${id}/alternatives`, alternativesParser, { signal });
}

export const alternativesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.runs.alternatives(id),
    queryFn: ({ signal }) => getAlternatives(id, signal),
  });

/** Asked only while the run is full. */
export const useAlternatives = (id: number, enabled: boolean) =>
  useQuery({ ...alternativesQueryOptions(id), enabled });
