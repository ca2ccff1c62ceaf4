import type { MyRegistration } from '@runtogether/shared/registrations/registration.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { myRegistrationResponseParser } from './registration-parsers';
import { registrationKeys, REGISTRATIONS_STALE_TIME_MS } from './registration-keys';

/** GET /api/events/:id/registrations/me: the caller's registration for the run, or null (never a 401). */
export async function getMyRegistration(runId: number, signal?: AbortSignal): Promise<MyRegistration | null> {
  const { registration } = await api.get(
    `/api/events/${runId}/registrations/me`,
    myRegistrationResponseParser,
    { signal },
  );
  return registration;
}

export const myRegistrationQueryOptions = (runId: number) =>
  queryOptions({
    queryKey: registrationKeys.mine(runId),
    queryFn: ({ signal }) => getMyRegistration(runId, signal),
    staleTime: REGISTRATIONS_STALE_TIME_MS,
  });

/** Only a signed-in runner has a registration to look up; nobody else asks. */
export const useMyRegistration = (runId: number, { enabled }: { enabled: boolean }) =>
  useQuery({ ...myRegistrationQueryOptions(runId), enabled });
