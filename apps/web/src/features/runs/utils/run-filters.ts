/** The Find Runs filters (docs/product.md §3 "Filter object") and their form in the page URL. */
import { isDateKey } from '@runtogether/shared/dates/date.rules';
import { isValidLatLng, type LatLng } from '@runtogether/shared/geo/geo.rules';
import {
  distanceBuckets,
  paceCategories,
  type DistanceBucket,
  type PaceCategory,
} from '@runtogether/shared/runs/run.rules';
import type { BoundingBox } from '@runtogether/shared/runs/run.schemas';
import type { RunPagesParams } from '../api/get-runs';

export interface RunFilters {
  pace: PaceCategory[];
  distance: DistanceBucket[];
  /** The selected calendar day, 'YYYY-MM-DD', or null for any upcoming day. */
  date: string | null;
  /** The place the user typed (geocoded into `near`). */
  location: string;
  /** Where "nearest first" is measured from: the geocoded location or the device's position. */
  near: LatLng | null;
  /** The map's searched area ("Search this area"): only runs inside it. */
  bbox: BoundingBox | null;
}

export const emptyRunFilters: RunFilters = {
  pace: [],
  distance: [],
  date: null,
  location: '',
  near: null,
  bbox: null,
};

/** The URL parameters the filters own; any other parameter in the URL is left alone. */
const FILTER_PARAMS = ['pace', 'distance', 'date', 'location', 'near', 'bbox'] as const;

/** Every parameter Find Runs reads: its filters and its view (list or map, find-runs.tsx). */
export const FIND_RUNS_PARAMS: readonly string[] = [...FILTER_PARAMS, 'view'];

/**
 * Coordinates kept in a shareable URL: 3 decimals (about 100 m) is plenty to sort runs by distance and does
 * not publish someone's doorstep when they share a link made with "Use my location".
 */
const NEAR_DECIMALS = 3;

export function roundNear({ latitude, longitude }: LatLng): LatLng {
  const round = (n: number) => Number(n.toFixed(NEAR_DECIMALS));
  return { latitude: round(latitude), longitude: round(longitude) };
}

export const formatNear = (near: LatLng) => {
  const { latitude, longitude } = roundNear(near);
  return `${latitude},${longitude}`;
};

export function parseNear(value: string | null): LatLng | null {
  if (!value) return null;
  const parts = value.split(',');
  if (parts.length !== 2) return null;
  const [lat, lng] = parts.map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
  if (lat === undefined || lng === undefined || !isValidLatLng(lat, lng)) return null;
  return roundNear({ latitude: lat, longitude: lng });
}

/** 4 decimals (about 10 m): a map area in a shareable URL. */
const roundBox = (n: number) => Number(n.toFixed(4));

export const formatBbox = (box: BoundingBox) =>
  [box.minLng, box.minLat, box.maxLng, box.maxLat].map(roundBox).join(',');

/** 'minLng,minLat,maxLng,maxLat' as the API takes it; anything else (a hand-edited link) is no area. */
export function parseBbox(value: string | null): BoundingBox | null {
  if (!value) return null;
  const parts = value.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
  if (parts.length !== 4 || !parts.every(Number.isFinite)) return null;
  const [minLng = 0, minLat = 0, maxLng = 0, maxLat = 0] = parts.map(roundBox);
  const valid =
    minLng < maxLng &&
    minLat < maxLat &&
    Math.abs(minLng) <= 180 &&
    Math.abs(maxLng) <= 180 &&
    Math.abs(minLat) <= 90 &&
    Math.abs(maxLat) <= 90;
  return valid ? { minLng, minLat, maxLng, maxLat } : null;
}

/** The values of `allowed` named in a comma-separated parameter, in `allowed`'s order, without repeats. */
function parseList<T extends string>(value: string | null, allowed: readonly T[]): T[] {
  const named = new Set((value ?? '').split(',').map((part) => part.trim().toLowerCase()));
  return allowed.filter((item) => named.has(item));
}

/** Filters from a URL query; anything unknown or malformed (a hand-edited link) is ignored. */
export function parseRunFilters(params: URLSearchParams): RunFilters {
  const date = params.get('date');
  return {
    pace: parseList(params.get('pace'), paceCategories),
    distance: parseList(params.get('distance'), distanceBuckets),
    date: date && isDateKey(date) ? date : null,
    location: (params.get('location') ?? '').trim(),
    near: parseNear(params.get('near')),
    bbox: parseBbox(params.get('bbox')),
  };
}

/** `current` with the filter parameters replaced by `filters` (empty ones left out). */
export function applyRunFilters(current: URLSearchParams, filters: RunFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of FILTER_PARAMS) next.delete(name);
  const pace = paceCategories.filter((p) => filters.pace.includes(p));
  const distance = distanceBuckets.filter((d) => filters.distance.includes(d));
  if (pace.length) next.set('pace', pace.join(','));
  if (distance.length) next.set('distance', distance.join(','));
  if (filters.date) next.set('date', filters.date);
  const location = filters.location.trim();
  if (location) next.set('location', location);
  if (filters.near) next.set('near', formatNear(filters.near));
  if (filters.bbox) next.set('bbox', formatBbox(filters.bbox));
  return next;
}

/** A URL search string ('?…' or ''); commas stay readable ('pace=beginner,advanced'), they need no escaping. */
export function toSearchString(params: URLSearchParams): string {
  const text = params.toString().replace(/%2C/gi, ',');
  return text ? `?${text}` : '';
}

/** Filters that can leave runs out (a location only changes the order). */
export const hasNarrowingFilters = (f: RunFilters) =>
  f.pace.length > 0 || f.distance.length > 0 || !!f.date || !!f.bbox;

/** Anything to clear. */
export const hasAnyFilter = (f: RunFilters) => hasNarrowingFilters(f) || !!f.location || !!f.near;

/** How many filter groups are in use, for the collapsed panel's summary. */
export const activeFilterCount = (f: RunFilters) =>
  [f.pace.length > 0, f.distance.length > 0, !!f.date, !!f.location || !!f.near || !!f.bbox].filter(Boolean)
    .length;

/** The viewer's IANA time zone: the API reads `date` as a day there. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The zone a page drawn on the server reads `date` in, since it cannot know the viewer's. The browser draws the
 * same list while it hydrates (so its first render matches the server's HTML), then asks again in its own zone.
 */
export const SERVER_TIME_ZONE = 'UTC';

/** What GET /api/events is asked for these filters. */
export function runListParams(filters: RunFilters, timeZone: string, limit: number): RunPagesParams {
  return {
    limit,
    ...(filters.pace.length ? { pace: filters.pace } : {}),
    ...(filters.distance.length ? { distance: filters.distance } : {}),
    ...(filters.date ? { date: filters.date, tz: timeZone } : {}),
    ...(filters.near ? { near: filters.near } : {}),
    ...(filters.bbox ? { bbox: filters.bbox } : {}),
  };
}
