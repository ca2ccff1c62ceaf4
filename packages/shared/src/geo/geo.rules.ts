/** Address geocoding starts this long after typing stops, for addresses longer than 5 characters. */
export const ADDRESS_GEOCODE_DEBOUNCE_MS = 800;
export const ADDRESS_GEOCODE_MIN_LENGTH = 6;

/** Mean earth radius used for every distance in the product (docs/product.md §9). */
export const EARTH_RADIUS_KM = 6371;

export interface LatLng {
  latitude: number;
  longitude: number;
}

const toRad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function greatCircleKm(a: LatLng, b: LatLng): number {
  const dLat = toRad(b.latitude - a.latitude);
  const dLng = toRad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(a.latitude)) * Math.cos(toRad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Coordinates as the spec shows them: 4 decimals. */
export const formatCoordinates = (p: LatLng) => `${p.latitude.toFixed(4)}, ${p.longitude.toFixed(4)}`;

export const isValidLatLng = (lat: unknown, lng: unknown): boolean =>
  typeof lat === 'number' &&
  typeof lng === 'number' &&
  Number.isFinite(lat) &&
  Number.isFinite(lng) &&
  Math.abs(lat) <= 90 &&
  Math.abs(lng) <= 180;
