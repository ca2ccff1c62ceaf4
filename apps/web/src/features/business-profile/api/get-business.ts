import { isAppError } from '@runtogether/shared/errors/app-error';
import type { PublicUser, User } from '@runtogether/shared/users/user.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Loaded with the answer: a business profile hydrates without zod (lib/api-client.ts). */
const publicUserParser = () =>
  import('@runtogether/shared/users/user.schemas').then(({ publicUserSchema }) => publicUserSchema);

/** GET /api/businesses/:id: what anyone may see of a business (never its e-mail address). */
export function getBusiness(id: string, signal?: AbortSignal): Promise<PublicUser> {
  return api.get(`/api/businesses/${encodeURIComponent(id)}`, publicUserParser, { signal });
}

export const businessQueryKey = queryKeys.businesses.detail;

export const businessQueryOptions = (id: string) =>
  queryOptions({
    queryKey: businessQueryKey(id),
    queryFn: ({ signal }) => getBusiness(id, signal),
    // Retries follow the app's defaults (lib/query-client): none on a 404, which will not change.
  });

export const useBusiness = (id: string) => useQuery(businessQueryOptions(id));

export const isBusinessNotFound = (error: unknown) => isAppError(error) && error.status === 404;

/** The signed-in business as the public sees it: the e-mail address left out. */
export function toPublicBusiness(user: User): PublicUser {
  const { email: _email, ...visible } = user;
  return visible;
}
