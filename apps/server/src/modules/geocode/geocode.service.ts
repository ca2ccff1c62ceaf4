// The geocoding proxy's rules: cache first, then upstream; an expired answer beats no answer when upstream fails.
import { AppError } from '@runtogether/shared/errors/app-error';
import { type GeocodeResult } from '@runtogether/shared/geo/geocode.schemas';
import { geocodeMessages } from '@runtogether/shared/geo/geocode.messages';
import type { Database } from '../../db/client';
import {
  deleteCacheEntriesExpiredBefore,
  findCacheEntry,
  saveCacheEntry,
  type CacheEntry,
} from './geocode.repository';
import { GeocoderError, type Geocoder, type Place } from './nominatim.client';

/** docs/product.md §9: geocoding results are kept for an hour. */
export const GEOCODE_CACHE_MS = 60 * 60_000;

/** Expired answers are kept a while as the fallback for an unreachable geocoder, then forgotten. */
export const STALE_ANSWER_KEPT_MS = 7 * 24 * 60 * 60_000;

export interface GeocodeDeps {
  db: Database;
  geocoder: Geocoder;
}

/** 'Calle  Mayor 1 ' and 'calle mayor 1' are one question. */
export const searchKey = (query: string) => `search:${query.trim().replace(/\s+/g, ' ').toLowerCase()}`;
// Five decimals is about a metre: closer points share an answer.
const reverseKey = (latitude: number, longitude: number) =>
  `reverse:${latitude.toFixed(5)},${longitude.toFixed(5)}`;

export async function geocode(deps: GeocodeDeps, query: string, now = new Date()): Promise<GeocodeResult> {
  const key = searchKey(query);
  const cached = await findCacheEntry(deps.db, key);
  if (cached && cached.expiresAt > now) return answerFromCache(cached, false);

  let place: Place | null;
  try {
    place = await deps.geocoder.search(query.trim());
  } catch (error) {
    if (!(error instanceof GeocoderError)) throw error;
    if (cached?.latitude != null) return answerFromCache(cached, true);
    throw error.kind === 'timeout'
      ? new AppError('GEOCODER_TIMEOUT', geocodeMessages.timeout, 504)
      : new AppError('GEOCODER_FAILED', geocodeMessages.unavailable, 502);
  }
  // "No such place" is cached too, so a typo is not asked of the geocoder again and again.
  await saveCacheEntry(deps.db, {
    queryKey: key,
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
    displayName: place?.displayName ?? null,
    fetchedAt: now,
    expiresAt: new Date(now.getTime() + GEOCODE_CACHE_MS),
  });
  if (!place) throw notFound();
  return { ...place, stale: false };
}

function answerFromCache(entry: CacheEntry, stale: boolean): GeocodeResult {
  if (entry.latitude === null || entry.longitude === null) throw notFound();
  return {
    latitude: entry.latitude,
    longitude: entry.longitude,
    displayName: entry.displayName ?? '',
    stale,
  };
}

const notFound = () => new AppError('NOT_FOUND', geocodeMessages.notFound, 404);

/** Always answers: the place name when known (even an expired one), otherwise 'lat, lng' to 4 decimals. */
export async function reverseGeocode(
  deps: GeocodeDeps,
  latitude: number,
  longitude: number,
  now = new Date(),
): Promise<{ displayName: string }> {
  const key = reverseKey(latitude, longitude);
  const cached = await findCacheEntry(deps.db, key);
  if (cached?.displayName && cached.expiresAt > now) return { displayName: cached.displayName };

  let name: string | null = null;
  try {
    name = await deps.geocoder.reverse(latitude, longitude);
  } catch (error) {
    if (!(error instanceof GeocoderError)) throw error;
  }
  if (name) {
    await saveCacheEntry(deps.db, {
      queryKey: key,
      latitude,
      longitude,
      displayName: name,
      fetchedAt: now,
      expiresAt: new Date(now.getTime() + GEOCODE_CACHE_MS),
    });
    return { displayName: name };
  }
  return { displayName: cached?.displayName ?? `${latitude.toFixed(4)}, ${longitude.toFixed(4)}` };
}

/** docs/product.md §9's hourly clean-up, keeping expired answers for a week as the stale fallback. */
export function forgetOldAnswers(db: Database, now = new Date()) {
  return deleteCacheEntriesExpiredBefore(db, new Date(now.getTime() - STALE_ANSWER_KEPT_MS));
}
