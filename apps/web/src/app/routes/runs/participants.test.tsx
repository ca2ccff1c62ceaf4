import type { ParticipantsResponse } from '@runtogether/shared/registrations/registration.schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authenticated, renderWithProviders } from '@/testing/render';
import { sendJson, setPageOrigin, startTestServer, type TestServer } from '@/testing/test-server';
import { Component as ParticipantsRoute } from './participants';

const withEmails: ParticipantsResponse = {
  run: {
    id: 7,
    title: 'Saturday Sunrise 5K',
    date: '2030-05-18',
    time: '07:30',
    timezone: 'Europe/Madrid',
    hostId: 'b-1',
  },
  totals: { confirmed: 2, waitlisted: 1, guests: 0 },
  nextCursor: null,
  participants: [
    {
      id: 1,
      name: 'Ana Pérez',
      pace: 5.5,
      registeredAt: '2030-05-01T22:30:00.000Z',
      status: 'confirmed',
      waitlistPosition: null,
      email: 'ana@example.com',
    },
    {
      id: 2,
      name: 'Ben Okafor',
      pace: 6.3,
      registeredAt: '2030-05-03T09:00:00.000Z',
      status: 'confirmed',
      waitlistPosition: null,
      email: 'ben@example.com',
    },
    {
      id: 3,
      name: 'Chloé Martin',
      pace: 7,
      registeredAt: '2030-05-04T09:00:00.000Z',
      status: 'waitlisted',
      waitlistPosition: 1,
      email: 'chloe@example.com',
    },
  ],
};

const dan = {
  id: 4,
  name: 'Dan Silva',
  pace: 6,
  registeredAt: '2030-05-05T09:00:00.000Z',
  status: 'waitlisted' as const,
  waitlistPosition: 2,
};

/** What anyone but the host gets: no e-mail addresses (the server leaves them out). */
const withoutEmails: ParticipantsResponse = {
  ...withEmails,
  participants: withEmails.participants.map(({ email: _email, ...rest }) => rest),
};

describe('/runs/:id/participants', () => {
  let server: TestServer;
  let answer: (res: ServerResponse) => void;
  let memberships: { businessId: string; businessName: string; role: 'manager' | 'leader' }[];

  const api = (req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/api/team/memberships') sendJson(res, 200, { items: memberships });
    else if (req.method === 'GET' && req.url === '/api/events/7/participants') answer(res);
    else if (req.method === 'GET' && req.url === '/api/events/7/participants?cursor=page-2') {
      sendJson(res, 200, { ...withoutEmails, participants: [dan], nextCursor: null });
    } else sendJson(res, 404, { error: { code: 'NOT_FOUND', message: 'Run not found' } });
  };

  beforeAll(async () => {
    server = await startTestServer(api);
    setPageOrigin(server.url);
  });
  beforeEach(() => {
    server.requests.length = 0;
    memberships = [];
    answer = (res) => sendJson(res, 200, withoutEmails);
  });
  afterAll(() => server.close());

  const renderPage = (path = '/runs/7/participants', auth = authenticated({ id: 'u-1', role: 'runner' })) =>
    renderWithProviders(<ParticipantsRoute />, { path, route: '/runs/:id/participants', auth });

  const columnHeaders = () =>
    within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
  const rowTexts = () =>
    within(screen.getByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

  it('lists the runners without e-mails or an export for anyone but the host', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Saturday Sunrise 5K' })).toBeInTheDocument();
    expect(screen.getByText('Saturday, May 18, 2030')).toBeInTheDocument();
    // The run is in Madrid: a viewer elsewhere is told whose clock 07:30 is.
    const inMadrid = Intl.DateTimeFormat().resolvedOptions().timeZone === 'Europe/Madrid';
    expect(screen.getByText(inMadrid ? '07:30' : '07:30 (Madrid time)')).toBeInTheDocument();
    expect(document.title).toBe('Participants: Saturday Sunrise 5K | RunTogether');
    expect(screen.getByRole('link', { name: 'Back to run' })).toHaveAttribute('href', '/runs/7');
    expect(screen.getByText('2 runners registered · 1 on the waitlist')).toBeInTheDocument();

    expect(columnHeaders()).toEqual(['Name', 'Pace', 'Registered']);
    // Registration dates in the run's own zone: 22:30 UTC on May 1 is already May 2 in Madrid (UTC+2).
    expect(rowTexts()).toEqual([
      ['Ana Pérez', '5:30 min/km', 'May 2, 2030'],
      ['Ben Okafor', '6:18 min/km', 'May 3, 2030'],
      ['Chloé MartinWaitlist #1', '7:00 min/km', 'May 4, 2030'],
    ]);
    expect(screen.queryByRole('link', { name: /Export CSV/ })).not.toBeInTheDocument();
    expect(server.requests.filter((r) => r.includes('/participants'))).toEqual([
      'GET /api/events/7/participants',
    ]);
  });

  it("shows a manager of the run's business the e-mails and the CSV; a leader names only (decision 057)", async () => {
    memberships = [{ businessId: 'b-1', businessName: 'Café Corre', role: 'leader' }];
    const leader = renderPage();
    await screen.findByRole('table');
    expect(columnHeaders()).toEqual(['Name', 'Pace', 'Registered']);
    leader.unmount();

    memberships = [{ businessId: 'b-1', businessName: 'Café Corre', role: 'manager' }];
    answer = (res) => sendJson(res, 200, withEmails);
    renderPage();
    await screen.findByRole('table');
    expect(await screen.findByRole('link', { name: /Export CSV/ })).toHaveAttribute(
      'href',
      '/api/events/7/participants.csv',
    );
    expect(columnHeaders()).toEqual(['Name', 'Email', 'Pace', 'Registered']);
  });

  it("shows the run's host the e-mail addresses and a CSV export", async () => {
    answer = (res) => sendJson(res, 200, withEmails);
    renderPage('/runs/7/participants', authenticated({ id: 'b-1', role: 'business' }));
    await screen.findByRole('table');
    expect(columnHeaders()).toEqual(['Name', 'Email', 'Pace', 'Registered']);
    expect(rowTexts()[0]).toEqual(['Ana Pérez', 'ana@example.com', '5:30 min/km', 'May 2, 2030']);
    const exportLink = screen.getByRole('link', { name: /Export CSV/ });
    expect(exportLink).toHaveAttribute('href', '/api/events/7/participants.csv');
    expect(exportLink).toHaveAttribute('download');
  });

  it('shows no Email column to another business', async () => {
    renderPage('/runs/7/participants', authenticated({ id: 'b-2', role: 'business' }));
    await screen.findByRole('table');
    expect(columnHeaders()).toEqual(['Name', 'Pace', 'Registered']);
    expect(screen.queryByRole('link', { name: /Export CSV/ })).not.toBeInTheDocument();
  });

  it("shows the whole run's totals and the next page on 'Show more'", async () => {
    const user = userEvent.setup();
    answer = (res) =>
      sendJson(res, 200, {
        ...withoutEmails,
        totals: { confirmed: 2, waitlisted: 2, guests: 0 },
        nextCursor: 'page-2',
      });
    renderPage();
    expect(await screen.findByText(/2 runners registered · 2 on the waitlist/)).toBeInTheDocument();
    expect(screen.queryByText('Dan Silva')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Dan Silva')).toBeInTheDocument();
    expect(screen.getByText('Waitlist #2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it("says 'No participants yet' when nobody has joined", async () => {
    answer = (res) =>
      sendJson(res, 200, {
        ...withEmails,
        totals: { confirmed: 0, waitlisted: 0, guests: 0 },
        participants: [],
      });
    renderPage('/runs/7/participants', { status: 'unauthenticated' });
    expect(await screen.findByText('No participants yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("says 'Run not found' for a run the server does not have", async () => {
    renderPage('/runs/99/participants');
    expect(await screen.findByRole('heading', { level: 1, name: 'Run not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse All Runs' })).toHaveAttribute('href', '/runs');
    expect(server.requests.filter((r) => r.includes('/participants'))).toEqual([
      'GET /api/events/99/participants',
    ]);
  });

  it("says 'Run not found' for an id that names no run, without asking", () => {
    renderPage('/runs/abc/participants');
    expect(screen.getByRole('heading', { level: 1, name: 'Run not found' })).toBeInTheDocument();
    expect(server.requests.filter((r) => r.includes('/participants'))).toEqual([]);
  });

  it('says the list failed to load', async () => {
    answer = (res) => sendJson(res, 500, { error: { code: 'INTERNAL', message: 'Boom' } });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load participants');
  });
});
