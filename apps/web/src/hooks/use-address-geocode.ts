import {
  ADDRESS_GEOCODE_DEBOUNCE_MS,
  ADDRESS_GEOCODE_MIN_LENGTH,
} from '@runtogether/shared/auth/auth.schemas';
import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { geocodeErrorMessage, geocodeQueryOptions } from '@/lib/geocode';

export type AddressGeocodeState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'found'; latitude: number; longitude: number; displayName: string; stale: boolean }
  | { status: 'error'; message: string };

/**
 * Spec §5 "Address geocoding": looks `address` up once typing has stopped for 800 ms and it is longer than
 * 5 characters. The answer always belongs to the text as it is now: while the user types, or for a blank or
 * short address, the state is idle, so stale coordinates can never be submitted with a new address.
 */
export function useAddressGeocode(address: string, { enabled = true }: { enabled?: boolean } = {}) {
  const text = address.trim();
  const settled = useDebouncedValue(text, ADDRESS_GEOCODE_DEBOUNCE_MS);
  const active = enabled && settled === text && text.length >= ADDRESS_GEOCODE_MIN_LENGTH;
  const query = useQuery({ ...geocodeQueryOptions(settled), enabled: active });

  let state: AddressGeocodeState;
  if (!active) state = { status: 'idle' };
  else if (query.isSuccess) state = { status: 'found', ...query.data };
  else if (query.isError) state = { status: 'error', message: geocodeErrorMessage(query.error) };
  else state = { status: 'loading' };
  return state;
}
