import type { RouteConfigEntry } from '@react-router/dev/routes';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { TeamNavSlot } from '@/app/team-nav';
import { AuthContext, type AuthState } from '@/lib/auth';
import { authenticated, createTestQueryClient } from '@/testing/render';
import { createAppStub, type RouteModule } from '@/testing/route-config-stub';
import routes from './routes';

// The route config (src/routes.ts) drawn through React Router's createRoutesStub, with the real pages, layouts
// and route guards.
const routeModules = import.meta.glob<RouteModule>(
  ['/src/app/routes/**/*.tsx', '/src/app/layouts/*.tsx', '!/src/**/*.test.tsx'],
  { base: '/src' },
);

let App: Awaited<ReturnType<typeof createAppStub>>;

function renderApp(path: string, auth: AuthState = { status: 'unauthenticated' }) {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <AuthContext value={auth}>
        <App initialEntries={[path]} />
      </AuthContext>
    </QueryClientProvider>,
  );
}

const location = () => screen.getByTestId('location');

describe('routes', () => {
  beforeAll(async () => {
    App = await createAppStub(routes, routeModules, { teamNav: TeamNavSlot });
  }, 120_000);

  it("names only modules that export a page: the framework's default export", async () => {
    const files = (entries: RouteConfigEntry[]): string[] =>
      entries.flatMap((entry) => [entry.file, ...files(entry.children ?? [])]);
    for (const file of files(routes)) {
      const module = await routeModules[`./${file}`]?.();
      expect(typeof module?.default, file).toBe('function');
    }
  });

  it('renders the 404 page inside the layout for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    // The footer comes in a chunk of its own (decision 062).
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it.each([
    ['/runs', 'Find Runs'],
    // A run id that names no run: the run page answers without asking the server.
    ['/runs/abc', 'Run not found'],
    ['/login', 'Welcome Back'],
    ['/about', 'About RunTogether'],
    ['/terms', 'Terms of Service'],
  ])('%s shows its page', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('sends an anonymous visitor of a business page to /login with redirectTo', async () => {
    renderApp('/business/create-run');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/login$/);
    expect(location()).toHaveAttribute('data-state', JSON.stringify({ redirectTo: '/business/create-run' }));
  });

  it('redirects /business/dashboard to /business/home for a business', async () => {
    renderApp('/business/dashboard', authenticated({ role: 'business' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Your Business!' }),
    ).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/business\/home$/);
  });

  it('sends a runner away from business pages to their home', async () => {
    renderApp('/business/create-run', authenticated({ role: 'runner' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Rita Runner!' }),
    ).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/user-home$/);
  });
});
