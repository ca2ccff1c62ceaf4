import type { User } from '@runtogether/shared/users/user.schemas';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TeamNavSlot } from '@/app/team-nav';
import { AuthProvider } from '@/lib/auth';
import { SessionSync } from '@/lib/query-layer';
import routes from '@/routes';
import { createTestQueryClient, testUser } from '@/testing/render';
import { createAppStub, type RouteModule } from '@/testing/route-config-stub';
import { sendJson, setPageOrigin, startTestServer, type TestServer } from '@/testing/test-server';

const routeModules = import.meta.glob<RouteModule>(
  ['/src/app/routes/**/*.tsx', '/src/app/layouts/*.tsx', '!/src/**/*.test.tsx'],
  { base: '/src' },
);

/** The whole app (the route config, live auth state, navbar) against a small fake of the accounts API. */
describe('signing in, through the whole app', () => {
  let server: TestServer;
  let session: User | null = null;
  let account: User = testUser();
  let App: Awaited<ReturnType<typeof createAppStub>>;

  beforeAll(async () => {
    App = await createAppStub(routes, routeModules, { teamNav: TeamNavSlot });
  }, 120_000);
  beforeAll(async () => {
    server = await startTestServer((req, res) => {
      if (req.url === '/api/auth/me') return sendJson(res, 200, { user: session });
      if (req.url === '/api/auth/login') {
        session = account;
        return sendJson(res, 200, { authToken: 'opaque', user: account });
      }
      if (req.url?.startsWith('/api/events')) return sendJson(res, 200, { items: [], nextCursor: null });
      if (req.url === '/api/auth/logout') {
        session = null;
        res.writeHead(204).end();
        return;
      }
      sendJson(res, 404, { error: { code: 'NOT_FOUND', message: 'Route not found' } });
    });
    setPageOrigin(server.url);
  });
  afterAll(() => server.close());

  function renderApp(path: string) {
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <AuthProvider>
          <SessionSync />
          <App initialEntries={[path]} />
        </AuthProvider>
        <Toaster />
      </QueryClientProvider>,
    );
  }

  const location = () => screen.getByTestId('location');

  const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));

  async function logIn() {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'rita@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    return user;
  }

  it('switches the navbar to the runner links without a reload, and lands on the runner home', async () => {
    session = null;
    account = testUser({ role: 'runner' });
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(mainNav().getByRole('link', { name: 'Login' })).toBeInTheDocument();

    await logIn();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Rita Runner!' }),
    ).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/user-home$/);
    expect(mainNav().getByRole('link', { name: 'My Runs' })).toBeInTheDocument();
    expect(await mainNav().findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(mainNav().queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('returns a business to the page it asked for, with Create Run in the navbar', async () => {
    session = null;
    account = testUser({ id: 'b-1', role: 'business', name: 'Marta Host' });
    renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/login$/);

    await logIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile Settings' })).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/profile$/));
    expect(mainNav().getByRole('link', { name: 'Create Run' })).toBeInTheDocument();
    expect(screen.getByText('Business')).toBeInTheDocument();

    // Logging out from a protected page goes home (docs/product.md §2), not back to /login.
    await userEvent.click(await mainNav().findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully!')).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(mainNav().getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});
