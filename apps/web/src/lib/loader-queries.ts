// Query answers handed from a route's loader (on the server) to the page's query cache (docs/decisions/062):
// TanStack Query's dehydrate/hydrate, with errors as plain data, since an AppError's class does not survive the
// trip.
import { AppError } from '@runtogether/shared/errors/app-error';
import { dehydrate, QueryClient, type DehydratedState, type FetchQueryOptions } from '@tanstack/react-query';
import { t } from '@/lib/i18n';
import { queryConfig } from '@/lib/query-client';

interface SerializedError {
  code: string;
  message: string;
  status: number;
}

type DehydratedQuery = DehydratedState['queries'][number];

const serializeError = (error: unknown): SerializedError =>
  error instanceof AppError
    ? { code: error.code, message: error.message, status: error.status }
    : { code: 'INTERNAL', message: t('core.api.loadFailed'), status: 500 };

/** A query client for one loader: retries belong to the browser, a failed answer is the page's (a 404). */
export const loaderQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { ...queryConfig.queries, retry: false } } });

/** What a loader fetched into `queryClient`, answers and errors, ready for the browser; the client is emptied. */
export function loaderQueries(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
  // Each query keeps a 30-minute gcTime timer that would keep the client and its answers alive that long.
  queryClient.clear();
  return {
    ...state,
    queries: state.queries.map((query) => {
      if (!query.state.error) return query;
      const error = serializeError(query.state.error) as unknown as Error;
      return { ...query, state: { ...query.state, error, fetchFailureReason: error } };
    }),
  };
}

/**
 * The loaders' queries for the cache: errors become AppErrors again, and an error the page was drawn with
 * stands (a 404 page must not turn into "Loading…" by retrying as it mounts).
 */
export function reviveQueryErrors(queries: DehydratedQuery[], queryClient: QueryClient): DehydratedQuery[] {
  return queries.map((query) => {
    const error = query.state.error as SerializedError | AppError | null | undefined;
    if (!error || error instanceof AppError) return query;
    queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
    const revived = new AppError(error.code, error.message, error.status) as unknown as Error;
    return { ...query, state: { ...query.state, error: revived, fetchFailureReason: revived } };
  });
}

/** The status of a query's failure, if it failed (the loader answers 404 with a run that does not exist). */
export const failedStatus = (queryClient: QueryClient, options: Pick<FetchQueryOptions, 'queryKey'>) => {
  const error = queryClient.getQueryState(options.queryKey)?.error;
  return error instanceof AppError ? error.status : undefined;
};
