import type { User } from '@runtogether/shared/users/user.schemas';
import {
  hashKey,
  QueryClientContext,
  QueryClientProvider,
  useQueryClient,
  type QueryClient,
  type QueryState,
} from '@tanstack/react-query';
import { createContext, use, useEffect, type ReactNode } from 'react';
import { meQueryKey, SessionContext } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { readServerState, reviveError, type SerializedError } from '@/lib/server-state';
import type { SessionCache } from '@/lib/session-store';

// Created with the first page that needs the query library: the shell and the landing's hero do not (014).
// A server-rendered page brings the answers it was drawn with: the browser starts from them (no second fetch).
const appQueryClient = createQueryClient();
const serverQueries = readServerState()?.queries;
// What TanStack's `hydrate` does for finished queries, with what the query cache already has: `hydrate` itself
// would add half a kilobyte to every page, server-rendered or not (decision 014).
for (const { queryKey, queryHash, state } of serverQueries?.queries ?? []) {
  if (state.error) state.error = state.fetchFailureReason = reviveError(state.error as SerializedError);
  appQueryClient.getQueryCache().build(appQueryClient, { queryKey, queryHash }, state as QueryState);
  // An answer the page was drawn with stands, errors included (a 404 page must not turn into "Loading…").
  if (state.status === 'error') appQueryClient.setQueryDefaults(queryKey, { retryOnMount: false });
}

/** On the server, each page render has a query client of its own (entry-server.tsx), never the module's. */
export const RequestQueryClientContext = createContext<QueryClient | null>(null);
const meQueryHash = hashKey(meQueryKey);

const sessionCacheOf = (queryClient: QueryClient): SessionCache => ({
  read: () => queryClient.getQueryData<User | null>(meQueryKey),
  write: (user) => queryClient.setQueryData(meQueryKey, user),
  subscribe: (onChange) =>
    queryClient.getQueryCache().subscribe((event) => {
      if (event.query.queryHash === meQueryHash) onChange();
    }),
  clearOthers: () => queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] }),
});

/** Keeps AuthProvider's session and the query cache's `meQueryKey` in step (login and profile edits write it). */
export function SessionSync() {
  const queryClient = useQueryClient();
  const session = use(SessionContext);
  useEffect(() => session?.connect(sessionCacheOf(queryClient)), [session, queryClient]);
  return null;
}

/** Provides the app's query client to what needs it, unless a provider above already does (tests, nesting). */
export function QueryLayer({ children }: { children: ReactNode }) {
  const requestClient = use(RequestQueryClientContext);
  if (use(QueryClientContext)) return children;
  return (
    <QueryClientProvider client={requestClient ?? appQueryClient}>
      <SessionSync />
      {children}
    </QueryClientProvider>
  );
}
