import { isAppError } from '@runtogether/shared/errors/app-error';
import {
  geocodeMessages,
  geocodeResultSchema,
  type GeocodeResult,
} from '@runtogether/shared/geo/geocode.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { translateText } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/geocode?q=: the server's caching proxy in front of the geocoder. */
export function geocodeAddress(q: string, signal?: AbortSignal): Promise<GeocodeResult> {
  return api.get(`/api/geocode?${new URLSearchParams({ q }).toString()}`, geocodeResultSchema, { signal });
}

export const geocodeQueryOptions = (q: string) =>
  queryOptions({
    queryKey: queryKeys.geocode(q),
    queryFn: ({ signal }) => geocodeAddress(q, signal),
    // An address's position does not move; the user retypes rather than waits for retries.
    staleTime: 60 * 60 * 1000,
    retry: false,
  });

/** docs/product.md §8 "Geocoding": no result, timed out, or anything else. */
export function geocodeErrorMessage(error: unknown): string {
  if (isAppError(error) && error.status === 404) return translateText(geocodeMessages.notFound);
  if (isAppError(error) && error.status === 504) return translateText(geocodeMessages.timeout);
  return translateText(geocodeMessages.other);
}
