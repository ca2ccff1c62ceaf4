import {
  hostParticipantsSchema,
  type HostParticipants,
} from '@runtogether/shared/business/participants.schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { actingForQuery, type ActingHost } from '@/lib/acting-host';
import { api } from '@/lib/api-client';
import { DASHBOARD_STALE_TIME_MS } from './get-dashboard';
import { queryKeys } from '@/lib/query-keys';

/** Rows per page of /business/all-participants. */
export const PARTICIPANTS_PAGE_SIZE = 50;

/** The CSV of every participant of the host (the session cookie goes along with the link). */
export const hostParticipantsCsvUrl = (host: Pick<ActingHost, 'businessId'>) =>
  `/api/business/participants.csv${actingForQuery(host)}`;

/**
 * GET /api/business/participants: registrations for the signed-in host's runs (or, with `businessId`, for the
 * business a manager acts for: docs/decisions/057), newest first.
 */
export function getHostParticipants(
  {
    limit = PARTICIPANTS_PAGE_SIZE,
    cursor,
    businessId,
  }: { limit?: number; cursor?: string; businessId?: string } = {},
  signal?: AbortSignal,
): Promise<HostParticipants> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  if (businessId) query.set('businessId', businessId);
  return api.get(`/api/business/participants?${query.toString()}`, hostParticipantsSchema, { signal });
}

export const hostParticipantsQueryKey = queryKeys.business.participants;

const hostParticipantsQueryOptions = (host: ActingHost) =>
  infiniteQueryOptions({
    queryKey: hostParticipantsQueryKey(host.hostId),
    queryFn: ({ pageParam, signal }) =>
      getHostParticipants({ cursor: pageParam, businessId: host.businessId }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Registrations: stale after 2 minutes (docs/product.md §9).
    staleTime: DASHBOARD_STALE_TIME_MS,
  });

/** Every participant across the host's runs, page by page. */
export const useHostParticipants = (host: ActingHost) => useInfiniteQuery(hostParticipantsQueryOptions(host));
