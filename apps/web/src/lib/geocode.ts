import { isAppError } from '@runtogether/shared/errors/app-error';
import type { GeocodeResult, ZoneAtResult } from '@runtogether/shared/geo/geocode.schemas';
import type { LatLng } from '@runtogether/shared/geo/geo.rules';
import { geocodeMessages } from '@runtogether/shared/geo/geocode.messages';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { translateText } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';

/** Loaded with the first lookup: the pages with an address field hydrate without zod (lib/api-client.ts). */
const geocodeResultParser = () =>
  import('@runtogether/shared/geo/geocode.schemas').then(({ geocodeResultSchema }) => geocodeResultSchema);

/** GET /api/geocode?q=: the server's caching proxy in front of the geocoder. */
export function geocodeAddress(q: string, signal?: AbortSignal): Promise<GeocodeResult> {
  return api.get(`/api/geocode?${new URLSearchParams({ q }).toString()}`, geocodeResultParser, { signal });
}

export const geocodeQueryOptions = (q: string) =>
  queryOptions({
    queryKey: queryKeys.geocode(q),
    queryFn: ({ signal }) => geocodeAddress(q, signal),
    // An address's position does not move; the user retypes rather than waits for retries.
    staleTime: 60 * 60 * 1000,
    retry: false,
  });

const zoneAtParser = () =>
  import('@runtogether/shared/geo/geocode.schemas').then(({ zoneAtResultSchema }) => zoneAtResultSchema);

// Five decimals is about a metre: closer pins share an answer (and a cache entry).
const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

/** GET /api/geocode/zone?lat&lng: the time zone at a pin (the server looks it up; no geocoder involved). */
export const zoneAtQueryOptions = (pin: LatLng) => {
  const latitude = round5(pin.latitude);
  const longitude = round5(pin.longitude);
  return queryOptions({
    queryKey: queryKeys.zoneAt(latitude, longitude),
    queryFn: ({ signal }): Promise<ZoneAtResult> =>
      api.get(
        `/api/geocode/zone?${new URLSearchParams({ lat: String(latitude), lng: String(longitude) }).toString()}`,
        zoneAtParser,
        { signal },
      ),
    // Zone borders do not move while a form is open.
    staleTime: Infinity,
    retry: 1,
  });
};

/**
 * docs/product.md §8 "Geocoding": no result, timed out, the service (or the network) unavailable, or anything
 * else. An unreachable service is said as such: the address typed may be right.
 */
export function geocodeErrorMessage(error: unknown): string {
  if (isAppError(error) && error.status === 404) return translateText(geocodeMessages.notFound);
  if (isAppError(error) && error.status === 504) return translateText(geocodeMessages.timeout);
  if (isAppError(error) && (error.status === 0 || error.status === 502 || error.status === 503)) {
    return translateText(geocodeMessages.unavailable);
  }
  return translateText(geocodeMessages.other);
}
