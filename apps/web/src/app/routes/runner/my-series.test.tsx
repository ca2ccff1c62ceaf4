// My Runs shows a series joined every week once, "Sunrise 5K · Every Tuesday — you're in", with its dates (docs/decisions/053).
import type { MySeriesResponse } from '@runtogether/shared/series/series-registration.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Component as MyRunsPage } from './my-runs';
import { authenticated, renderWithProviders } from '@/testing/render';
import { testRun } from '@/testing/run-fixtures';
import { sendJson, setPageOrigin, startTestServer, type TestServer } from '@/testing/test-server';

const registration = (id: number, runId: number, waitlistPosition: number | null) => ({
  id,
  runId,
  userId: 'r-1',
  userName: 'Lucía',
  userEmail: 'lucia@example.test',
  userPace: 6,
  registeredAt: '2030-05-01T10:00:00.000Z',
  status: waitlistPosition === null ? ('confirmed' as const) : ('waitlisted' as const),
  waitlistPosition,
});

const mine: MySeriesResponse = {
  items: [
    {
      seriesId: 3,
      every: 'Every Tuesday',
      everyWeeks: 1,
      dates: [
        {
          run: testRun({ id: 7, seriesId: 3, title: 'Sunrise 5K', date: '2030-05-14', time: '19:00' }),
          registration: registration(1, 7, null),
        },
        {
          run: testRun({ id: 8, seriesId: 3, title: 'Sunrise 5K', date: '2030-05-21', time: '19:00' }),
          registration: registration(2, 8, 2),
        },
      ],
    },
  ],
};

describe('My Runs with a series joined every week', () => {
  let server: TestServer;
  let left = false;
  const api = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/api/registrations/me/series') sendJson(res, 200, left ? { items: [] } : mine);
    else if (url.pathname === '/api/registrations/me') sendJson(res, 200, { items: [], nextCursor: null });
    else if (req.method === 'DELETE' && url.pathname === '/api/series/3/registrations/me') {
      left = true;
      res.writeHead(204);
      res.end();
    } else sendJson(res, 404, { error: { code: 'NOT_FOUND', message: 'Route not found' } });
  };
  beforeAll(async () => {
    server = await startTestServer(api);
    setPageOrigin(server.url);
  });
  afterAll(() => server.close());

  it('says it once with its dates and waitlist places, and leaves every week in one click', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MyRunsPage />, {
      path: '/my-runs',
      route: '/my-runs',
      auth: authenticated({ id: 'r-1', role: 'runner' }),
    });
    // Named by its run's title, as its dates are runs of it.
    const section = await screen.findByRole('region', { name: "Sunrise 5K · Every Tuesday — you're in" });
    const links = within(section).getAllByRole('link');
    // The runs are in Madrid: a runner whose browser is elsewhere is told whose clock 19:00 is.
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone === 'Europe/Madrid' ? '' : ' (Madrid time)';
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [`Tue, May 14 · 19:00${zone}`, '/runs/7'],
      [`Tue, May 21 · 19:00${zone} · waitlist #2`, '/runs/8'],
    ]);
    await user.click(within(section).getByRole('button', { name: 'Leave every week' }));
    // It asks first, as giving up one date does; staying in changes nothing (docs/product.md §4).
    let dialog = await screen.findByRole('dialog', { name: 'Leave every date?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requests).not.toContain('DELETE /api/series/3/registrations/me');
    await user.click(within(section).getByRole('button', { name: 'Leave every week' }));
    dialog = await screen.findByRole('dialog', { name: 'Leave every date?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave every week' }));
    await waitFor(() => expect(server.requests).toContain('DELETE /api/series/3/registrations/me'));
    await waitFor(() => expect(screen.queryByRole('region', { name: /you're in/ })).not.toBeInTheDocument());
  });
});
