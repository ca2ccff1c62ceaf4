import type { Memberships } from '@runtogether/shared/team/team.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type LazyParser } from '@/lib/api-client';
import { teamKeys } from './team-keys';

// Its own module with a lazy parser: pages that only check a membership (editing a run) stay small (decision 014).
const membershipsSchema: LazyParser<Memberships> = () =>
  import('@runtogether/shared/team/team.schemas').then((m) => m.membershipsSchema);

/** GET /api/team/memberships: only asked for a signed-in runner (others are in no team). */
export const fetchMemberships = (signal?: AbortSignal) =>
  api.get('/api/team/memberships', membershipsSchema, { signal });

export const membershipsQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: teamKeys.memberships(userId),
    queryFn: ({ signal }) => fetchMemberships(signal),
    // The navbar, the page and its "Acting for …" bar all read it: one request, not one per mount. The server
    // checks the membership on every request anyway (docs/decisions/054).
    staleTime: 60_000,
  });

export const useMemberships = (userId: string | null) =>
  useQuery({
    ...membershipsQueryOptions(userId),
    enabled: userId !== null,
    select: (answer) => answer.items,
  });
