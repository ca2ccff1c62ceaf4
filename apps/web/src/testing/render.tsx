import type { User } from '@runtogether/shared/users/user.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { AuthContext, type AuthState } from '@/lib/auth';

export const testUser = (overrides: Partial<User> = {}): User => ({
  id: 'u-1',
  name: 'Rita Runner',
  email: 'rita@example.com',
  role: 'runner',
  profileImageUrl: null,
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
  auth?: AuthState;
  path?: string;
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
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AuthContext value={auth}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={ui} />
            {route !== '*' && <Route path="*" element={null} />}
          </Routes>
          <LocationProbe />
          <Toaster />
        </MemoryRouter>
      </AuthContext>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
