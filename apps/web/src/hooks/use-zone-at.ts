import type { LatLng } from '@runtogether/shared/geo/geo.rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { zoneAtQueryOptions } from '@/lib/geocode';

/**
 * The time zone at a pin (null while unknown or without a pin), and `resolve` for submitting: it waits for the
 * answer, null when there is no pin or the server cannot answer (docs/product.md §5 "Create run").
 */
export function useZoneAt(pin: LatLng | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...zoneAtQueryOptions(pin ?? { latitude: 0, longitude: 0 }),
    enabled: pin !== null,
  });
  const resolve = async (at: LatLng | null = pin): Promise<string | null> => {
    if (!at) return null;
    try {
      return (await queryClient.fetchQuery(zoneAtQueryOptions(at))).timezone;
    } catch {
      return null;
    }
  };
  return { zone: pin ? (query.data?.timezone ?? null) : null, resolve };
}
