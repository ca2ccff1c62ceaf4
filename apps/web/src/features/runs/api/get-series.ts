import type { Series } from '@runtogether/shared/series/series.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Loaded with the first answer: the run page hydrates without zod (lib/api-client.ts). */
const seriesParser = () =>
  import('@runtogether/shared/series/series.schemas').then(({ seriesSchema }) => seriesSchema);

/** GET /api/series/:id: a weekly series' rule ("Every Tuesday at 19:00") and its upcoming runs. */
export function getSeries(id: number, signal?: AbortSignal): Promise<Series> {
  return api.get(`/api/series/${id}`, seriesParser, { signal });
}

export const seriesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.runs.series(id),
    queryFn: ({ signal }) => getSeries(id, signal),
  });

/** The series a run belongs to; nothing is asked for a one-off run (`id` null). */
export const useSeries = (id: number | null) =>
  useQuery({ ...seriesQueryOptions(id ?? 0), enabled: id !== null });
