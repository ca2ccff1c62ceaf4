import type { User } from '@runtogether/shared/users/user.schemas';
import {
  hashKey,
  QueryClientContext,
  QueryClientProvider,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { use, useEffect, type ReactNode } from 'react';
import { meQueryKey, SessionContext } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import type { SessionCache } from '@/lib/session-store';

// Created with the first page that needs the query library: the shell and the landing's hero do not (014).
const appQueryClient = createQueryClient();
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
  if (use(QueryClientContext)) return children;
  return (
    <QueryClientProvider client={appQueryClient}>
      <SessionSync />
      {children}
    </QueryClientProvider>
  );
}
