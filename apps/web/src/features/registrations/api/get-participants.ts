import type { ParticipantsResponse } from '@runtogether/shared/registrations/registration.schemas';
import { AppError, isAppError } from '@runtogether/shared/errors/app-error';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { registrationKeys, REGISTRATIONS_STALE_TIME_MS } from './registration-keys';

const participantsParser = () =>
  import('@runtogether/shared/registrations/registration.schemas').then((m) => m.participantsResponseSchema);

/** GET /api/events/:id/participants: one page, confirmed first, then the waitlist; e-mails only for the host. */
export function getParticipants(
  runId: number,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<ParticipantsResponse> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  // A public page's fetcher: its schema (and zod) load with the first answer, not with the page (decision 043).
  return api.get(`/api/events/${runId}/participants${query}`, participantsParser, { signal });
}

export const participantsQueryOptions = (runId: number | null) =>
  infiniteQueryOptions({
    queryKey: registrationKeys.participants(runId),
    queryFn: ({ pageParam, signal }) =>
      runId === null
        ? Promise.reject(new AppError('NOT_FOUND', t('runs.detail.notFound'), 404))
        : getParticipants(runId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    staleTime: REGISTRATIONS_STALE_TIME_MS,
  });

/** No request for an id that names no run. Pages on with fetchNextPage ("Show more"). */
export const useParticipants = (runId: number | null) =>
  useInfiniteQuery({ ...participantsQueryOptions(runId), enabled: runId !== null });

/** The CSV file of the run's participants (host only), downloaded by the browser with the session cookie. */
export const participantsCsvPath = (runId: number) => `/api/events/${runId}/participants.csv`;

export const isNotFound = (error: unknown) => isAppError(error) && error.status === 404;
