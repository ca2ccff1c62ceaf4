import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import type { AddressGeocodeState } from '@/hooks/use-address-geocode';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { geocodeErrorMessage, geocodeQueryOptions } from '@/lib/geocode';
import type { RunFilters } from '../utils/run-filters';
import { useCurrentPosition } from './use-current-position';
import type { SetRunFilters } from './use-run-filters';

/** docs/product.md §9: the run filter's location is geocoded after a 500 ms pause in typing. */
export const LOCATION_FILTER_DEBOUNCE_MS = 500;
/** Shorter text names no place worth a lookup (and would spend the geocoder's rate limit). */
export const LOCATION_FILTER_MIN_LENGTH = 3;

/**
 * The location filter: the text as typed, written to the URL (replacing the entry, never one per keystroke)
 * and geocoded into `near` once typing pauses; or the device's position through "Use my location".
 */
export function useLocationFilter(filters: RunFilters, setFilters: SetRunFilters) {
  const place = filters.location;
  const [text, setText] = useState(place);

  // The field keeps its own text (the URL trails typing). A navigation elsewhere that changes the place
  // (Back, Forward, a link) shows the new place; our own writes replace the entry and keep what is typed.
  const location = useLocation();
  const navigationType = useNavigationType();
  const [seen, setSeen] = useState({ key: location.key, place });
  if (location.key !== seen.key) {
    setSeen({ key: location.key, place });
    if (navigationType !== NavigationType.Replace && place !== seen.place) setText(place);
  }

  const settled = useDebouncedValue(text, LOCATION_FILTER_DEBOUNCE_MS);
  useEffect(() => {
    const next = settled.trim();
    if (settled !== text || next === place) return;
    // A new place: the old position no longer applies until this one is found.
    setFilters({ location: next, near: null }, { replace: true });
  }, [settled, text, place, setFilters]);

  const geocodable = place.length >= LOCATION_FILTER_MIN_LENGTH;
  const geocode = useQuery({ ...geocodeQueryOptions(place), enabled: geocodable && !filters.near });
  const found = geocode.data;
  useEffect(() => {
    if (!found || filters.near || !geocodable) return;
    setFilters({ near: { latitude: found.latitude, longitude: found.longitude } }, { replace: true });
  }, [found, filters.near, geocodable, setFilters]);

  const position = useCurrentPosition((near) => {
    setText('');
    setFilters({ location: '', near });
  });

  let geocodeState: AddressGeocodeState;
  if (text.trim() !== place || !geocodable) geocodeState = { status: 'idle' };
  else if (filters.near)
    geocodeState = {
      status: 'found',
      latitude: found?.latitude ?? filters.near.latitude,
      longitude: found?.longitude ?? filters.near.longitude,
      displayName: found?.displayName ?? place,
      stale: found?.stale ?? false,
    };
  else if (geocode.isError) geocodeState = { status: 'error', message: geocodeErrorMessage(geocode.error) };
  else geocodeState = { status: 'loading' };

  const changeText = (value: string) => {
    setText(value);
    if (position.state.status === 'error') position.dismiss();
  };

  return {
    text,
    changeText,
    /** For "Clear All Filters": also forget text that has not reached the URL yet. */
    reset: () => setText(''),
    geocodeState,
    /** Runs are sorted from the device's position (no place typed). */
    usingDevicePosition: !place && !!filters.near && !text.trim(),
    position,
  };
}
