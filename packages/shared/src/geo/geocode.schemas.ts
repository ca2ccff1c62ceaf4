import { z } from 'zod';
// Sentences, not zod's wording, for every issue without a message of its own.
import '../i18n/zod-messages';

/** A number in the query string; an empty one is missing, not 0 (what `z.coerce.number()` makes of ''). */
const queryNumber = (min: number, max: number) =>
  z.string().trim().min(1).transform(Number).pipe(z.number().min(min).max(max));

/** GET /api/geocode?q= and /api/geocode/reverse?lat&lng (the server proxies Nominatim and caches results). */
export const geocodeQuerySchema = z.object({ q: z.string().trim().min(1).max(300) });
export const reverseGeocodeQuerySchema = z.object({
  lat: queryNumber(-90, 90),
  lng: queryNumber(-180, 180),
});

export const geocodeResultSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  displayName: z.string(),
  /** True when upstream failed and an expired cached answer was used. */
  stale: z.boolean(),
});
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;

/** GET /api/geocode/reverse: a readable place name, or 'lat, lng' to 4 decimals when none is known. */
export const reverseGeocodeResultSchema = z.object({ displayName: z.string() });
export type ReverseGeocodeResult = z.infer<typeof reverseGeocodeResultSchema>;

/** GET /api/geocode/zone?lat&lng: the time zone at a point (a pin placed by hand takes its zone from here). */
export const zoneAtQuerySchema = z.object({
  lat: queryNumber(-90, 90),
  lng: queryNumber(-180, 180),
});
export const zoneAtResultSchema = z.object({ timezone: z.string() });
export type ZoneAtResult = z.infer<typeof zoneAtResultSchema>;
