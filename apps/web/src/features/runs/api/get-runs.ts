import type { LatLng } from '@runtogether/shared/geo/geo.rules';
import type { DistanceBucket, PaceCategory } from '@runtogether/shared/runs/run.rules';
import type { BoundingBox, RunList } from '@runtogether/shared/runs/run.schemas';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { runListParser } from '@/lib/run-parsers';
import { GC_TIME_MS, RETRY_DELAY_MS, shouldRetry, STALE_TIME_MS } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';

export interface GetRunsParams {
  limit?: number;
  cursor?: string;
  hostId?: string;
  pace?: readonly PaceCategory[];
  distance?: readonly DistanceBucket[];
  /** A calendar day ('YYYY-MM-DD') in the viewer's time zone `tz`. */
  date?: string;
  /** IANA zone that `date` is read in. */
  tz?: string;
  /** Sorts each date's runs nearest first. */
  near?: LatLng;
  /** Only runs in this area of the map. */
  bbox?: BoundingBox;
}

/** The query string of GET /api/events, in a fixed order so equal filters give equal URLs. */
export function runsSearch({ limit, cursor, hostId, pace, distance, date, tz, near, bbox }: GetRunsParams) {
  const query = new URLSearchParams();
  if (limit !== undefined) query.set('limit', String(limit));
  if (cursor) query.set('cursor', cursor);
  if (hostId) query.set('hostId', hostId);
  if (pace?.length) query.set('pace', pace.join(','));
  if (distance?.length) query.set('distance', distance.join(','));
  if (date) query.set('date', date);
  if (tz) query.set('tz', tz);
  if (near) query.set('near', `${near.latitude},${near.longitude}`);
  if (bbox) query.set('bbox', [bbox.minLng, bbox.minLat, bbox.maxLng, bbox.maxLat].join(','));
  return query.toString();
}

/** GET /api/events: upcoming runs, soonest first (the server filters and sorts). */
export function getRuns(params: GetRunsParams = {}, signal?: AbortSignal): Promise<RunList> {
  const search = runsSearch(params);
  return api.get(search ? `/api/events?${search}` : '/api/events', runListParser, { signal });
}

export const runsQueryKey = (params: GetRunsParams = {}) => queryKeys.runs.list(params);

export const runsQueryOptions = (params: GetRunsParams = {}) =>
  queryOptions({
    queryKey: runsQueryKey(params),
    queryFn: ({ signal }) => getRuns(params, signal),
  });

export const useRuns = (params: GetRunsParams = {}) => useQuery(runsQueryOptions(params));

/** Runs per page on the Find Runs page: four rows of the three-column grid. */
export const RUNS_PAGE_SIZE = 12;

export type RunPagesParams = Omit<GetRunsParams, 'cursor'>;

export const runPagesQueryKey = (params: RunPagesParams) => queryKeys.runs.pages(params);

/**
 * Cursor-paged runs for the Find Runs page. docs/product.md §9's runs query settings are set here rather than left to
 * the client's defaults, so they hold whichever QueryClient the page runs under.
 */
export const runPagesQueryOptions = (params: RunPagesParams) =>
  infiniteQueryOptions({
    queryKey: runPagesQueryKey(params),
    queryFn: ({ pageParam, signal }) => getRuns({ ...params, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    staleTime: STALE_TIME_MS,
    gcTime: GC_TIME_MS,
    // Up to 2 retries 5 s apart; a 429 (like any 4xx) is not retried, waiting is the only cure.
    retry: shouldRetry,
    retryDelay: RETRY_DELAY_MS,
  });

/** While new filters load, the previous results stay on screen (marked busy) instead of flashing skeletons. */
export const useRunPages = (params: RunPagesParams) =>
  useInfiniteQuery({ ...runPagesQueryOptions(params), placeholderData: keepPreviousData });
