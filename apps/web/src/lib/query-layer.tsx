import type { User } from '@runtogether/shared/users/user.schemas';
import {
  hashKey,
  HydrationBoundary,
  onlineManager,
  QueryClientContext,
  QueryClientProvider,
  useQueryClient,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { createContext, use, useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import { useMatches } from 'react-router';
import { meQueryKey, SessionContext } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { reviveQueryErrors } from '@/lib/loader-queries';
import type { SessionCache } from '@/lib/session-store';

// The browser's one client, made with the first page that needs the query library: the shell and the landing's
// hero do not (decision 014). On the server each page request has its own (server.ts), never this one.
let appQueryClient: QueryClient | null = null;
// The query library takes the network to be up until it hears it go, and it listens only while a page's client is
// mounted: between two pages (each mounts its own layer) an 'offline' event went unheard. So whenever it starts
// listening it reads navigator.onLine first (its documented setEventListener), or its retries would not wait for the
// network, nor go on when it is back (lib/query-client.ts, docs/decisions/037).
const watchNetwork = (setOnline: (online: boolean) => void) => {
  const update = () => setOnline(navigator.onLine);
  update();
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
};
const browserQueryClient = () =>
  (appQueryClient ??= (onlineManager.setEventListener(watchNetwork), createQueryClient()));

/** On the server, the page request's query client (entry.server.tsx). */
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

/** The answers every matched route's loader fetched on the server (their `queries`), for the query cache. */
function LoaderQueries({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const matches = useMatches();
  const state = useMemo<DehydratedState>(() => {
    const queries = matches.flatMap(
      (match) => (match.loaderData as { queries?: DehydratedState } | undefined)?.queries?.queries ?? [],
    );
    return { mutations: [], queries: reviveQueryErrors(queries, queryClient) };
  }, [matches, queryClient]);
  return <HydrationBoundary state={state}>{children}</HydrationBoundary>;
}

/** Provides the app's query client to what needs it, unless a provider above already does (tests, nesting). */
export function QueryLayer({ children }: { children: ReactNode }) {
  const requestClient = use(RequestQueryClientContext);
  if (use(QueryClientContext)) return children;
  return (
    <QueryClientProvider client={requestClient ?? browserQueryClient()}>
      <SessionSync />
      <LoaderQueries>{children}</LoaderQueries>
    </QueryClientProvider>
  );
}

/** A route module's page that asks through the query library: the library loads with the page (decision 014). */
export function withQueryLayer(Page: ComponentType) {
  return function QueryPage() {
    return (
      <QueryLayer>
        <Page />
      </QueryLayer>
    );
  };
}
