import {
  hostParticipantsSchema,
  type HostParticipants,
} from '@runtogether/shared/business/participants.schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { env } from '@/config/env';
import { api } from '@/lib/api-client';
import { DASHBOARD_STALE_TIME_MS } from './get-dashboard';
import { queryKeys } from '@/lib/query-keys';

/** Rows per page of /business/all-participants. */
export const PARTICIPANTS_PAGE_SIZE = 50;

/** The CSV of every participant of the signed-in host (the session cookie goes along with the link). */
export const hostParticipantsCsvUrl = `${env.API_URL}/api/business/participants.csv`;

/** GET /api/business/participants: registrations for the signed-in host's runs, newest first. */
export function getHostParticipants(
  { limit = PARTICIPANTS_PAGE_SIZE, cursor }: { limit?: number; cursor?: string } = {},
  signal?: AbortSignal,
): Promise<HostParticipants> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  return api.get(`/api/business/participants?${query.toString()}`, hostParticipantsSchema, { signal });
}

export const hostParticipantsQueryKey = queryKeys.business.participants;

export const hostParticipantsQueryOptions = (hostId: string | null) =>
  infiniteQueryOptions({
    queryKey: hostParticipantsQueryKey(hostId),
    queryFn: ({ pageParam, signal }) => getHostParticipants({ cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Registrations: stale after 2 minutes (docs/product.md §9).
    staleTime: DASHBOARD_STALE_TIME_MS,
  });

/** Every participant across the host's runs, page by page; nothing is loaded without a business. */
export const useHostParticipants = (hostId: string | null) =>
  useInfiniteQuery({ ...hostParticipantsQueryOptions(hostId), enabled: hostId !== null });
