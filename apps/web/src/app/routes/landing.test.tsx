import type { Run } from '@runtogether/shared/runs/run.schemas';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { landingLoader } from '@/app/page-loaders';
import { runsQueryOptions } from '@/features/runs/api/get-runs';
import { AuthContext } from '@/lib/auth';
import {
  authenticated,
  createTestQueryClient,
  LocationProbe,
  renderWithProviders,
  testUser,
} from '@/testing/render';
import { loaderArgs } from '@/app/test-loader-args';
import { testRun } from '@/testing/run-fixtures';
import { sendJson, setPageOrigin, startTestServer, type TestServer } from '@/testing/test-server';
import { Component as Landing } from './landing';

const runs = (n: number): Run[] =>
  Array.from({ length: n }, (_, i) => testRun({ id: i + 1, title: `Run number ${i + 1}` }));

const serveRuns = (server: TestServer, items: Run[]) =>
  server.handle((_req, res) => sendJson(res, 200, { items, nextCursor: null }));

const upcomingRuns = () => screen.getByRole('region', { name: 'Upcoming Runs' });

describe('landing page', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer((_req, res) => sendJson(res, 200, { items: [], nextCursor: null }));
    setPageOrigin(server.url);
  });
  afterAll(() => server.close());

  it('shows a spinner while the session loads', () => {
    renderWithProviders(<Landing />, { auth: { status: 'loading' } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  // A page drawn in the browser (a client navigation to '/'): the page itself sends a signed-in user home. On the
  // server its loader has done so before anything is drawn (below).
  it('sends a signed-in business to /business/home and a runner to /user-home', () => {
    const business = renderWithProviders(<Landing />, {
      auth: authenticated({ role: 'business' }),
      route: '/',
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/business/home');
    business.unmount();
    renderWithProviders(<Landing />, { auth: authenticated({ role: 'runner' }), route: '/' });
    expect(screen.getByTestId('location')).toHaveTextContent('/user-home');
  });

  it('does not send a user arriving from their own logout back to a signed-in home', () => {
    // The cleared session reaches React just after this navigation; the landing page must not bounce back.
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <AuthContext value={authenticated({ role: 'business' })}>
          <MemoryRouter initialEntries={[{ pathname: '/', state: { signedOut: true } }]}>
            <Landing />
            <LocationProbe />
          </MemoryRouter>
        </AuthContext>
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.getByRole('button', { name: 'Host a Run' })).toBeInTheDocument();
  });

  it('shows a logged-out visitor the hero, up to 6 upcoming runs, How It Works and the business call', async () => {
    serveRuns(server, runs(8));
    renderWithProviders(<Landing />);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Run together with your local community',
    );
    expect(screen.getByRole('button', { name: 'Host a Run' })).toBeInTheDocument();
    expect(within(upcomingRuns()).getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/runs');

    expect(await within(upcomingRuns()).findAllByTestId('run-card')).toHaveLength(6);
    expect(within(upcomingRuns()).getByRole('link', { name: 'Run number 1' })).toHaveAttribute(
      'href',
      '/runs/1',
    );
    expect(server.requests.at(-1)).toBe('GET /api/events?limit=6');

    expect(screen.getByRole('heading', { name: 'How It Works' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Are you a business?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Become a Host' })).toBeInTheDocument();
  });

  it('shows skeleton cards while the runs load', () => {
    server.handle(() => {
      // never answers
    });
    renderWithProviders(<Landing />);
    expect(within(upcomingRuns()).getAllByTestId('run-card-skeleton').length).toBeGreaterThan(0);
    expect(within(upcomingRuns()).getByRole('status')).toHaveTextContent('Loading upcoming runs...');
  });

  it('shows the empty state when there are no upcoming runs', async () => {
    serveRuns(server, []);
    renderWithProviders(<Landing />);
    expect(
      await within(upcomingRuns()).findByRole('heading', { name: 'No upcoming runs' }),
    ).toBeInTheDocument();
    expect(upcomingRuns()).toHaveTextContent('Check back later for new running events.');
    expect(within(upcomingRuns()).getByRole('link', { name: 'Find Runs' })).toHaveAttribute('href', '/runs');
    expect(within(upcomingRuns()).queryByTestId('run-card')).not.toBeInTheDocument();
  });

  it('asks to wait when rate limited (429)', async () => {
    server.handle((_req, res) =>
      sendJson(res, 429, { error: { code: 'RATE_LIMITED', message: 'Slow down' } }),
    );
    renderWithProviders(<Landing />);
    expect(await within(upcomingRuns()).findByRole('alert')).toHaveTextContent(
      'Too many requests - please wait a moment and refresh the page.',
    );
  });

  it('shows the list error for other failures and loads the runs on Retry', async () => {
    server.handle((_req, res) =>
      sendJson(res, 500, { error: { code: 'INTERNAL', message: 'Internal error' } }),
    );
    renderWithProviders(<Landing />);
    const alert = await within(upcomingRuns()).findByRole('alert');
    expect(alert).toHaveTextContent('Unable to load runs. Please check your connection and try again.');

    serveRuns(server, runs(2));
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(upcomingRuns()).findAllByTestId('run-card')).toHaveLength(2);
    expect(within(upcomingRuns()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("'Host a Run' sends a logged-out visitor to /login to sign up as a business", async () => {
    serveRuns(server, []);
    renderWithProviders(<Landing />, { route: '/' });
    await userEvent.click(screen.getByRole('button', { name: 'Host a Run' }));
    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent('/login');
    expect(JSON.parse(location.dataset.state ?? 'null')).toEqual({
      redirectTo: '/business/dashboard',
      role: 'business',
    });
  });

  describe('its loader (the server draws the page with its answers)', () => {
    /** What the loader threw (a redirect is thrown), whether it throws at once or its promise rejects. */
    const thrownBy = (load: () => unknown) =>
      Promise.resolve()
        .then(load)
        .then(
          () => null,
          (thrown: unknown) => thrown,
        );

    it.each([
      ['business', '/business/home'],
      ['runner', '/user-home'],
    ] as const)('redirects a signed-in %s to %s, asking the API for nothing', async (role, home) => {
      const asked = server.requests.length;
      const thrown = await thrownBy(() => landingLoader(loaderArgs(server.url, testUser({ role }))));
      expect(thrown).toBeInstanceOf(Response);
      const response = thrown as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get('Location')).toBe(home);
      expect(server.requests.length).toBe(asked);
    });

    it("gives a visitor's page the upcoming runs it shows, asked for as the page asks", async () => {
      serveRuns(server, runs(2));
      const answer = await landingLoader(loaderArgs(server.url, null));
      expect(server.requests.at(-1)).toBe('GET /api/events?limit=6');
      expect(answer).toEqual({
        queries: {
          mutations: [],
          queries: [
            expect.objectContaining({
              queryKey: runsQueryOptions({ limit: 6 }).queryKey,
              state: expect.objectContaining({
                status: 'success',
                data: { items: runs(2), nextCursor: null },
              }) as unknown,
            }),
          ],
        },
        // Its address names no parameter: only a language would be kept in its canonical address.
        head: { search: '' },
      });
    });

    it('keeps a failed list as the answer the page shows, without failing the page', async () => {
      server.handle((_req, res) =>
        sendJson(res, 500, { error: { code: 'INTERNAL', message: 'Internal error' } }),
      );
      const answer = await landingLoader(loaderArgs(server.url, null));
      expect(answer).toEqual({
        queries: {
          mutations: [],
          queries: [
            expect.objectContaining({
              queryKey: runsQueryOptions({ limit: 6 }).queryKey,
              state: expect.objectContaining({
                status: 'error',
                error: { code: 'INTERNAL', message: 'Internal error', status: 500 },
              }) as unknown,
            }),
          ],
        },
        head: { search: '' },
      });
    });
  });
});
