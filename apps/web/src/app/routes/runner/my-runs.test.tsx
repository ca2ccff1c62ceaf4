import type {
  MyRegistration,
  MyRegistrationItem,
} from '@runtogether/shared/registrations/registration.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authenticated, renderWithProviders } from '@/testing/render';
import { testRegistration, testRun } from '@/testing/run-fixtures';
import { sendJson, setPageOrigin, startTestServer, type TestServer } from '@/testing/test-server';
import { Component as MyRunsPage } from './my-runs';

const item = (id: number, title: string, registration: Partial<MyRegistration> = {}): MyRegistrationItem => ({
  run: testRun({ id, title }),
  registration: testRegistration({ id: 100 + id, runId: id, ...registration }),
});

describe('/my-runs', () => {
  let server: TestServer;
  /** Pages by 'scope' or 'scope@cursor'. */
  let pages: Record<string, { items: MyRegistrationItem[]; nextCursor: string | null }>;

  const api = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'GET' && url.pathname === '/api/me/calendar-feed') {
      const feed = `${server.url}/api/calendar/t0ken.ics`;
      sendJson(res, 200, { url: feed, webcalUrl: feed.replace(/^http:/, 'webcal:') });
      return;
    }
    if (req.method === 'GET' && url.pathname === '/api/registrations/me/series') {
      sendJson(res, 200, { items: [] });
      return;
    }
    if (req.method !== 'GET' || url.pathname !== '/api/registrations/me') {
      sendJson(res, 404, { error: { code: 'NOT_FOUND', message: 'Route not found' } });
      return;
    }
    const scope = url.searchParams.get('scope') ?? '';
    const cursor = url.searchParams.get('cursor');
    const page = pages[cursor ? `${scope}@${cursor}` : scope];
    if (page) sendJson(res, 200, page);
    else sendJson(res, 500, { error: { code: 'INTERNAL', message: 'Internal error' } });
  };

  beforeAll(async () => {
    server = await startTestServer(api);
    setPageOrigin(server.url);
  });
  beforeEach(() => {
    server.requests.length = 0;
    pages = {
      upcoming: { items: [], nextCursor: null },
      past: { items: [], nextCursor: null },
    };
  });
  afterAll(() => server.close());

  const renderPage = () => renderWithProviders(<MyRunsPage />, { path: '/my-runs', auth: authenticated() });
  // A card's title is an h3 under its tab's own h2 (for screen readers): no heading level is skipped.
  const cardTitles = (panel: HTMLElement) =>
    within(panel)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);

  it("says 'No upcoming runs' with a way to browse, and 'No past runs'", async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My Runs' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Upcoming', selected: true })).toBeInTheDocument();

    const upcoming = screen.getByRole('tabpanel', { name: 'Upcoming' });
    expect(within(upcoming).getByRole('heading', { level: 2, name: 'Upcoming' })).toBeInTheDocument();
    expect(await within(upcoming).findByText('No upcoming runs')).toBeInTheDocument();
    expect(within(upcoming).getByRole('link', { name: 'Browse runs to join' })).toHaveAttribute(
      'href',
      '/runs',
    );
    // The Past tab loads only when opened.
    const registrationRequests = () => server.requests.filter((r) => r.includes('/api/registrations/'));
    // With the series joined every week (docs/decisions/053), shown above the list.
    await waitFor(() => expect(registrationRequests()).toHaveLength(2));
    expect(registrationRequests().sort()).toEqual([
      'GET /api/registrations/me/series',
      'GET /api/registrations/me?scope=upcoming&limit=12',
    ]);
    // Below the tabs: the private calendar feed.
    expect(screen.getByRole('heading', { level: 2, name: 'Subscribe in your calendar' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Past' }));
    const past = screen.getByRole('tabpanel', { name: 'Past' });
    expect(await within(past).findByText('No past runs')).toBeInTheDocument();
    expect(within(past).queryByRole('link', { name: 'Browse runs to join' })).not.toBeInTheDocument();
    expect(server.requests).toContain('GET /api/registrations/me?scope=past&limit=12');
  });

  it('shows the registered runs as cards, waitlisted ones with their place, and loads more', async () => {
    const user = userEvent.setup();
    pages.upcoming = {
      items: [
        item(1, 'Tuesday Tempo'),
        item(2, 'Sunday Long Run', { status: 'waitlisted', waitlistPosition: 2 }),
      ],
      nextCursor: 'c1',
    };
    pages['upcoming@c1'] = { items: [item(3, 'Friday Social')], nextCursor: null };
    renderPage();

    const upcoming = screen.getByRole('tabpanel', { name: 'Upcoming' });
    expect(await within(upcoming).findByRole('link', { name: 'Tuesday Tempo' })).toHaveAttribute(
      'href',
      '/runs/1',
    );
    expect(cardTitles(upcoming)).toEqual(['Tuesday Tempo', 'Sunday Long Run']);
    const waitlisted = within(upcoming).getByText('On the waitlist (#2)').closest('li');
    expect(waitlisted).toHaveTextContent('Sunday Long Run');
    expect(within(upcoming).getAllByText(/On the waitlist/)).toHaveLength(1);

    await user.click(within(upcoming).getByRole('button', { name: 'Load more' }));
    expect(await within(upcoming).findByRole('link', { name: 'Friday Social' })).toBeInTheDocument();
    expect(cardTitles(upcoming)).toEqual(['Tuesday Tempo', 'Sunday Long Run', 'Friday Social']);
    expect(within(upcoming).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(server.requests).toContain('GET /api/registrations/me?scope=upcoming&limit=12&cursor=c1');
  });

  it("says the runner is in, and in which pace group, on a full run's card, never to join its waitlist", async () => {
    const groups = [
      {
        id: 11,
        name: 'Fast',
        pace: 4.75,
        distance: null,
        maxParticipants: 2,
        currentParticipants: 2,
        waitlistCount: 0,
        leader: null,
      },
      {
        id: 12,
        name: 'Steady',
        pace: 5.5,
        distance: null,
        maxParticipants: 2,
        currentParticipants: 2,
        waitlistCount: 1,
        leader: null,
      },
    ];
    const full = { maxParticipants: 4, currentParticipants: 4, groups };
    pages.upcoming = {
      items: [
        {
          ...item(1, 'Tuesday Tempo', { groupId: 12 }),
          run: testRun({ id: 1, title: 'Tuesday Tempo', ...full }),
        },
        {
          ...item(2, 'Thursday Hills', { status: 'waitlisted', waitlistPosition: 1, groupId: 12 }),
          run: testRun({ id: 2, title: 'Thursday Hills', ...full }),
        },
      ],
      nextCursor: null,
    };
    renderPage();
    const upcoming = screen.getByRole('tabpanel', { name: 'Upcoming' });
    await within(upcoming).findByRole('link', { name: 'Tuesday Tempo' });
    const inCard = within(upcoming).getByRole('link', { name: 'Tuesday Tempo' }).closest('li');
    const waitingCard = within(upcoming).getByRole('link', { name: 'Thursday Hills' }).closest('li');
    expect(inCard).toHaveTextContent("You're in · Your group: Steady");
    expect(waitingCard).toHaveTextContent('On the waitlist (#1) · Your group: Steady');
    expect(upcoming).not.toHaveTextContent('Full — join the waitlist');
  });

  it('shows past runs in the order the server gives (latest first)', async () => {
    const user = userEvent.setup();
    pages.past = {
      items: [
        item(5, 'Last Week Run'),
        item(4, 'Last Month Run', { status: 'waitlisted', waitlistPosition: 1 }),
      ],
      nextCursor: null,
    };
    renderPage();
    await user.click(screen.getByRole('tab', { name: 'Past' }));
    const past = screen.getByRole('tabpanel', { name: 'Past' });
    expect(await within(past).findByRole('link', { name: 'Last Week Run' })).toBeInTheDocument();
    expect(cardTitles(past)).toEqual(['Last Week Run', 'Last Month Run']);
    expect(within(past).getByText('Waitlisted')).toBeInTheDocument();
  });

  it('says the runs failed to load, and Retry loads them', async () => {
    const user = userEvent.setup();
    const upcoming = pages.upcoming;
    delete pages.upcoming;
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your runs');
    if (upcoming) pages.upcoming = upcoming;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No upcoming runs')).toBeInTheDocument();
  });
});
