import type { Run } from './run.schemas';

const MAPS_SEARCH = 'https://www.google.com/maps/search/?api=1';

/**
 * A Google Maps link for the run's meeting point (docs/product.md §7): a pin on its coordinates when they are known,
 * otherwise a search for its address. Works in the browser and opens the Maps app on phones.
 */
export function runMapUrl(run: Pick<Run, 'latitude' | 'longitude' | 'address' | 'location'>): string {
  const query =
    run.latitude !== null && run.longitude !== null
      ? `${run.latitude},${run.longitude}`
      : run.address.trim() || run.location;
  return `${MAPS_SEARCH}&query=${encodeURIComponent(query)}`;
}
