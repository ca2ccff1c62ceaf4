import type { MyRegistrationItem } from '@runtogether/shared/registrations/registration.schemas';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import { screen, within } from '@testing-library/react';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authenticated, renderWithProviders } from '@/testing/render';
import { testRegistration, testRun } from '@/testing/run-fixtures';
import { sendJson, setPageOrigin, startTestServer, type TestServer } from '@/testing/test-server';
import { Component as UserHomePage } from './user-home';

describe('/user-home', () => {
  let server: TestServer;
  let upcoming: MyRegistrationItem[];
  let followedRuns: Run[];

  const api = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'GET' && url.pathname === '/api/registrations/me') {
      sendJson(res, 200, { items: upcoming, nextCursor: null });
    } else if (req.method === 'GET' && url.pathname === '/api/me/attendance-stats') {
      sendJson(res, 200, { runsAttended: 12, weeklyStreak: 3 });
    } else if (req.method === 'GET' && url.pathname === '/api/me/following/runs') {
      sendJson(res, 200, { items: followedRuns, nextCursor: null });
    } else sendJson(res, 404, { error: { code: 'NOT_FOUND', message: 'Route not found' } });
  };

  beforeAll(async () => {
    server = await startTestServer(api);
    setPageOrigin(server.url);
  });
  beforeEach(() => {
    server.requests.length = 0;
    upcoming = [];
    followedRuns = [];
  });
  afterAll(() => server.close());

  const renderPage = () =>
    renderWithProviders(<UserHomePage />, {
      path: '/user-home',
      auth: authenticated({ name: 'Rita Runner' }),
    });

  it('greets the runner and links to Find Runs, My Runs and Profile', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Rita Runner!' })).toBeInTheDocument();
    expect(screen.getByText('Ready for your next run?')).toBeInTheDocument();
    const shortcuts = screen.getByRole('navigation', { name: 'Shortcuts' });
    const links = within(shortcuts).getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(within(shortcuts).getByRole('link', { name: /^Find Runs/ })).toHaveAttribute('href', '/runs');
    expect(within(shortcuts).getByRole('link', { name: /^My Runs/ })).toHaveAttribute('href', '/my-runs');
    expect(within(shortcuts).getByRole('link', { name: /^Profile/ })).toHaveAttribute('href', '/profile');
    // Wait for the panel, so the test ends with no request in flight.
    expect(await screen.findByText('No upcoming runs')).toBeInTheDocument();
  });

  it("shows the runner's next few runs, with View All to /runs", async () => {
    upcoming = [1, 2].map((id) => ({
      run: testRun({ id, title: `Run ${id}` }),
      registration: testRegistration({ id: 10 + id, runId: id }),
    }));
    renderPage();
    const panel = screen.getByRole('region', { name: 'Upcoming Runs' });
    expect(within(panel).getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/runs');
    expect(await within(panel).findByRole('link', { name: 'Run 1' })).toHaveAttribute('href', '/runs/1');
    expect(within(panel).getByRole('link', { name: 'Run 2' })).toBeInTheDocument();
    expect(server.requests.filter((r) => r.startsWith('GET /api/registrations/'))).toEqual([
      'GET /api/registrations/me?scope=upcoming&limit=3',
    ]);
  });

  it('shows the runs attended and the weekly streak, counted in the browser zone', async () => {
    renderPage();
    const figures = await screen.findByRole('region', { name: 'Your running' });
    expect(
      within(figures).getByText('Runs attended', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('12');
    expect(
      within(figures).getByText('Weekly streak', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('3 weeks');
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(server.requests).toContain(`GET /api/me/attendance-stats?tz=${encodeURIComponent(zone)}`);
  });

  it("says 'No upcoming runs' with a way to browse when the runner has none", async () => {
    renderPage();
    const panel = screen.getByRole('region', { name: 'Upcoming Runs' });
    expect(await within(panel).findByText('No upcoming runs')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Browse runs to join' })).toHaveAttribute('href', '/runs');
  });

  it('shows runs from the hosts the runner follows, soonest first', async () => {
    followedRuns = [
      testRun({ id: 21, title: 'Café Corre 5K', hostName: 'Café Corre' }),
      testRun({ id: 22, title: 'Tempo Tuesday', hostName: 'Café Corre' }),
    ];
    renderPage();
    const section = screen.getByRole('region', { name: 'Runs from hosts you follow' });
    expect(await within(section).findByRole('link', { name: 'Café Corre 5K' })).toHaveAttribute(
      'href',
      '/runs/21',
    );
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Café Corre 5K', 'Tempo Tuesday']);
    expect(server.requests).toContain('GET /api/me/following/runs?limit=6');
  });

  it('points to Find Runs when the runner follows nobody', async () => {
    renderPage();
    const section = screen.getByRole('region', { name: 'Runs from hosts you follow' });
    expect(await within(section).findByText('No runs from hosts you follow yet')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Find Runs' })).toHaveAttribute('href', '/runs');
  });
});
