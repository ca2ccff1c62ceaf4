import type { DEFAULT_USER_PACE } from '@runtogether/shared/registrations/registration.schemas';
import type {
  MySeriesResponse,
  SeriesJoined,
  SeriesMembership,
  SeriesRegistrationBody,
} from '@runtogether/shared/series/series-registration.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { registrationKeys, REGISTRATIONS_STALE_TIME_MS } from './registration-keys';
import { seriesRegistrationKeys } from './series-registration-keys';

// Loaded with the first answer that needs them (lib/api-client.ts): a run page hydrates without zod.
const schemas = () => import('@runtogether/shared/series/series-registration.schemas');
const joinedParser = () => schemas().then(({ seriesJoinedSchema }) => seriesJoinedSchema);
const membershipParser = () => schemas().then(({ seriesMembershipSchema }) => seriesMembershipSchema);
const mySeriesParser = () => schemas().then(({ mySeriesResponseSchema }) => mySeriesResponseSchema);

/** The body of "Join every week": the runner's own name and address, at their usual pace. */
export const seriesRegistrationBody = (user: { name: string; email: string }): SeriesRegistrationBody => ({
  name: user.name,
  email: user.email,
  // DEFAULT_USER_PACE, written out: importing it would load zod with the run page (decision 043).
  pace: 6 satisfies typeof DEFAULT_USER_PACE,
});

/** GET /api/series/:id/registrations/me */
export const seriesJoinedQueryOptions = (seriesId: number) =>
  queryOptions({
    queryKey: seriesRegistrationKeys.joined(seriesId),
    queryFn: ({ signal }): Promise<SeriesJoined> =>
      api.get(`/api/series/${seriesId}/registrations/me`, joinedParser, { signal }),
    staleTime: REGISTRATIONS_STALE_TIME_MS,
  });

export const useSeriesJoined = (seriesId: number, enabled: boolean) =>
  useQuery({ ...seriesJoinedQueryOptions(seriesId), enabled });

/** GET /api/registrations/me/series: the series joined every week, for My Runs. */
export const useMySeries = () =>
  useQuery({
    queryKey: seriesRegistrationKeys.mine,
    queryFn: ({ signal }): Promise<MySeriesResponse> =>
      api.get('/api/registrations/me/series', mySeriesParser, { signal }),
    staleTime: REGISTRATIONS_STALE_TIME_MS,
  });

/** Joining or leaving changes every date's registration and count: everything of both is refreshed. */
function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: registrationKeys.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.runs.all });
  };
}

/** POST /api/series/:id/registrations */
export function useJoinSeries(seriesId: number) {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (body: SeriesRegistrationBody): Promise<SeriesMembership> =>
      api.post(`/api/series/${seriesId}/registrations`, membershipParser, { body }),
    onSettled: refresh,
  });
}

/** DELETE /api/series/:id/registrations/me */
export function useLeaveSeries(seriesId: number) {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (): Promise<void> => api.delete(`/api/series/${seriesId}/registrations/me`, null),
    onSettled: refresh,
  });
}
