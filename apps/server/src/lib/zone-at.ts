// The time zone at a point, from the zone boundaries bundled with @photostructure/tz-lookup (no network): a run
// placed on the map takes the zone of its pin, never the host's browser's (docs/product.md §5 "Create run").
import tzLookup from '@photostructure/tz-lookup';

/** The IANA zone at a point ('Europe/Madrid'); at sea an 'Etc/GMT±N' zone, which is what the clock says there. */
export const zoneAt = (latitude: number, longitude: number): string => tzLookup(latitude, longitude);
