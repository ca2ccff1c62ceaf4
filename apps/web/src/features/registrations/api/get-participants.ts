import {
  participantsResponseSchema,
  type ParticipantsResponse,
} from '@runtogether/shared/registrations/registration.schemas';
import { AppError, isAppError } from '@runtogether/shared/errors/app-error';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { registrationKeys, REGISTRATIONS_STALE_TIME_MS } from './registration-keys';

/** GET /api/events/:id/participants: confirmed first, then the waitlist; e-mails only for the host. */
export function getParticipants(runId: number, signal?: AbortSignal): Promise<ParticipantsResponse> {
  return api.get(`/api/events/${runId}/participants`, participantsResponseSchema, { signal });
}

export const participantsQueryOptions = (runId: number | null) =>
  queryOptions({
    queryKey: registrationKeys.participants(runId),
    queryFn: ({ signal }) =>
      runId === null
        ? Promise.reject(new AppError('NOT_FOUND', 'Run not found', 404))
        : getParticipants(runId, signal),
    staleTime: REGISTRATIONS_STALE_TIME_MS,
  });

/** No request for an id that names no run. */
export const useParticipants = (runId: number | null) =>
  useQuery({ ...participantsQueryOptions(runId), enabled: runId !== null });

/** The CSV file of the run's participants (host only), downloaded by the browser with the session cookie. */
export const participantsCsvPath = (runId: number) => `/api/events/${runId}/participants.csv`;

export const isNotFound = (error: unknown) => isAppError(error) && error.status === 404;
