import type { User } from '@runtogether/shared/users/user.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { AuthContext, AuthProvider, meQueryKey, SessionContext, type AuthState } from '@/lib/auth';
import { SessionSync } from '@/lib/query-layer';
import { createSessionStore } from '@/lib/session-store';

export const testUser = (overrides: Partial<User> = {}): User => ({
  id: 'u-1',
  name: 'Rita Runner',
  email: 'rita@example.com',
  role: 'runner',
  profileImageUrl: null,
  language: 'en',
  ...overrides,
});

export const authenticated = (overrides: Partial<User> = {}): AuthState => ({
  status: 'authenticated',
  user: testUser(overrides),
});

export const createTestQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });

/** Prints where the router is, with its navigation state, so tests can assert redirects. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </div>
  );
}

interface Options {
  /** A fixed auth state, or 'live' for the real AuthProvider (reads meQueryKey; seed it to skip the request). */
  auth?: AuthState | 'live';
  /** Where the memory router starts, optionally with navigation state. */
  path?: string | { pathname: string; search?: string; state?: unknown };
  /** The route pattern `ui` is mounted at (default: any path). */
  route?: string;
  queryClient?: QueryClient;
}

/** Renders `ui` inside the app's providers with a given auth state and a memory router. */
export function renderWithProviders(
  ui: ReactElement,
  {
    auth = { status: 'unauthenticated' },
    path = '/',
    route = '*',
    queryClient = createTestQueryClient(),
  }: Options = {},
) {
  const router = (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={ui} />
        {route !== '*' && <Route path="*" element={null} />}
      </Routes>
      <LocationProbe />
      <Toaster />
    </MemoryRouter>
  );
  // The session store starts from the seeded cache, as the app's does once the query layer has connected.
  const store = createSessionStore(queryClient.getQueryData<User | null>(meQueryKey));
  const result = render(
    <QueryClientProvider client={queryClient}>
      {auth === 'live' ? (
        <AuthProvider store={store}>
          <SessionSync />
          {router}
        </AuthProvider>
      ) : (
        <SessionContext value={store}>
          <AuthContext value={auth}>
            <SessionSync />
            {router}
          </AuthContext>
        </SessionContext>
      )}
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
