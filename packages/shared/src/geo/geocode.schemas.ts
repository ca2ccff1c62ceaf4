import { z } from 'zod';
// Sentences, not zod's wording, for every issue without a message of its own.
import '../i18n/zod-messages';

/** GET /api/geocode?q= and /api/geocode/reverse?lat&lng (the server proxies Nominatim and caches results). */
export const geocodeQuerySchema = z.object({ q: z.string().trim().min(1).max(300) });
export const reverseGeocodeQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
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
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
});
export const zoneAtResultSchema = z.object({ timezone: z.string() });
export type ZoneAtResult = z.infer<typeof zoneAtResultSchema>;
