import { AppError, isAppError } from '@runtogether/shared/errors/app-error';
import { runApiMessages } from '@runtogether/shared/runs/run-api.messages';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { runParser } from '@/lib/run-parsers';
import { queryKeys } from '@/lib/query-keys';

/** A route's `:id` as a run id, or null when it cannot name a run (not a positive integer). */
export function parseRunId(param: string | undefined): number | null {
  if (!param || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The answer the server would give for an id that names no run, without asking it. */
export const runNotFoundError = () => new AppError('NOT_FOUND', runApiMessages.notFound, 404);

/** GET /api/events/:id: one run, upcoming or past. */
export function getRun(id: number, signal?: AbortSignal): Promise<Run> {
  return api.get(`/api/events/${id}`, runParser, { signal });
}

export const runQueryKey = queryKeys.runs.detail;

export const runQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: runQueryKey(id),
    queryFn: ({ signal }) => (id === null ? Promise.reject(runNotFoundError()) : getRun(id, signal)),
    // Retries follow the app's defaults (lib/query-client): none on a 404 or 429, which will not change.
  });

/** The run with this id; no request at all for an id that names none. */
export const useRun = (id: number | null) => useQuery({ ...runQueryOptions(id), enabled: id !== null });

export const isRunNotFound = (error: unknown) => isAppError(error) && error.status === 404;
