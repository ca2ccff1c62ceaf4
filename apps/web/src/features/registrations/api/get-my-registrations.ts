import {
  myRegistrationsResponseSchema,
  type MyRegistrationsQuery,
  type MyRegistrationsResponse,
} from '@runtogether/shared/registrations/registration.schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { registrationKeys, REGISTRATIONS_STALE_TIME_MS } from './registration-keys';

export type RegistrationScope = MyRegistrationsQuery['scope'];

/** Cards per page on /my-runs: four rows of the three-column grid. */
export const MY_RUNS_PAGE_SIZE = 12;

/** GET /api/registrations/me: one tab of the runner's registrations, upcoming soonest first, past latest first. */
export function getMyRegistrations(
  { scope, limit, cursor }: { scope: RegistrationScope; limit: number; cursor?: string },
  signal?: AbortSignal,
): Promise<MyRegistrationsResponse> {
  const query = new URLSearchParams({ scope, limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  return api.get(`/api/registrations/me?${query.toString()}`, myRegistrationsResponseSchema, { signal });
}

export const myRegistrationsQueryOptions = (scope: RegistrationScope, limit = MY_RUNS_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: registrationKeys.myList(scope, limit),
    queryFn: ({ pageParam, signal }) => getMyRegistrations({ scope, limit, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    staleTime: REGISTRATIONS_STALE_TIME_MS,
  });

export const useMyRegistrations = (scope: RegistrationScope, limit?: number) =>
  useInfiniteQuery(myRegistrationsQueryOptions(scope, limit));
