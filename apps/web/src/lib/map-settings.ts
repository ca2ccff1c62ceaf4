import type { MapSettings } from '@runtogether/shared/geo/map.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Loaded with the answer: a page with a map hydrates without zod (lib/api-client.ts). */
const mapSettingsParser = () =>
  import('@runtogether/shared/geo/map.schemas').then(({ mapSettingsSchema }) => mapSettingsSchema);

/** GET /api/map: the deployment's tile server and credit; they change with a deployment, not a session. */
export const mapSettingsQueryOptions = () =>
  queryOptions<MapSettings>({
    queryKey: queryKeys.mapSettings,
    queryFn: ({ signal }) => api.get('/api/map', mapSettingsParser, { signal }),
    staleTime: Infinity,
  });

export const useMapSettings = (enabled = true) => useQuery({ ...mapSettingsQueryOptions(), enabled });
