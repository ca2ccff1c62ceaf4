import {
  ADDRESS_GEOCODE_DEBOUNCE_MS,
  ADDRESS_GEOCODE_MIN_LENGTH,
  type LatLng,
} from '@runtogether/shared/geo/geo.rules';
import { isAppError } from '@runtogether/shared/errors/app-error';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { geocodeErrorMessage, geocodeQueryOptions } from '@/lib/geocode';

export type AddressGeocodeState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'found'; latitude: number; longitude: number; displayName: string; stale: boolean }
  | {
      status: 'error';
      message: string;
      /** The geocoder answered that the address is not on the map. */ notFound?: boolean;
    };

/** The geocoder answered: this address is not on the map (its other failures say nothing about the address). */
const isNotFound = (error: unknown) => isAppError(error) && error.status === 404;

/**
 * docs/product.md §5 "Address geocoding": looks `address` up once typing has stopped for 800 ms and it is longer than
 * 5 characters. `state` always belongs to the text as it is now: while the user types, or for a blank or
 * short address, it is idle. `resolveCoordinates` is for submitting: it answers for the current text, waiting
 * for the lookup when the user saves before the pause is over (null when the address cannot be placed).
 */
export function useAddressGeocode(address: string, { enabled = true }: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  const text = address.trim();
  const settled = useDebouncedValue(text, ADDRESS_GEOCODE_DEBOUNCE_MS);
  const lookupable = enabled && text.length >= ADDRESS_GEOCODE_MIN_LENGTH;
  const active = lookupable && settled === text;
  const query = useQuery({ ...geocodeQueryOptions(settled), enabled: active });

  let state: AddressGeocodeState;
  if (!active) state = { status: 'idle' };
  else if (query.isSuccess) state = { status: 'found', ...query.data };
  else if (query.isError)
    state = { status: 'error', message: geocodeErrorMessage(query.error), notFound: isNotFound(query.error) };
  else state = { status: 'loading' };

  const resolveCoordinates = async (): Promise<LatLng | null> => {
    if (!lookupable) return null;
    try {
      const { latitude, longitude } = await queryClient.fetchQuery(geocodeQueryOptions(text));
      return { latitude, longitude };
    } catch {
      return null;
    }
  };

  /**
   * After `resolveCoordinates` answered null: true when the geocoder could not answer now (down, slow, failing),
   * false when it answered that the address is not on the map.
   */
  const lookupFailed = (): boolean => {
    const error = queryClient.getQueryState(geocodeQueryOptions(text).queryKey)?.error;
    return error != null && !isNotFound(error);
  };

  return { state, resolveCoordinates, lookupFailed };
}
