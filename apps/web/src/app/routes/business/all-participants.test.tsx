import type { HostParticipant } from '@runtogether/shared/business/participants.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatInstant } from '@/features/dashboard/utils/format';
import { authenticated, renderWithProviders } from '@/testing/render';
import { sendJson, setPageOrigin, startTestServer, type TestServer } from '@/testing/test-server';
import { Component as AllParticipantsPage } from './all-participants';

const participant = (
  id: number,
  name: string,
  overrides: Partial<HostParticipant> = {},
): HostParticipant => ({
  id,
  runId: 7,
  runTitle: 'Saturday Sunrise 5K',
  runDate: '2030-05-18',
  runTime: '07:30',
  name,
  email: `${name.toLowerCase()}@example.com`,
  pace: 5.5,
  registeredAt: '2030-05-01T10:00:00.000Z',
  status: 'confirmed',
  ...overrides,
});

describe('/business/all-participants', () => {
  let server: TestServer;
  /** Pages of GET /api/business/participants by cursor ('' for the first). */
  let pages: Record<string, { items: HostParticipant[]; nextCursor: string | null }>;
  let memberships: { businessId: string; businessName: string; role: 'manager' | 'leader' }[];

  const api = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const page = pages[url.searchParams.get('cursor') ?? ''];
    if (url.pathname === '/api/team/memberships') sendJson(res, 200, { items: memberships });
    else if (url.pathname === '/api/business/participants' && req.method === 'GET' && page)
      sendJson(res, 200, page);
    else if (url.pathname === '/api/business/participants')
      sendJson(res, 500, { error: { code: 'INTERNAL', message: 'Boom' } });
    else sendJson(res, 404, { error: { code: 'NOT_FOUND', message: 'Route not found' } });
  };

  beforeAll(async () => {
    server = await startTestServer(api);
    setPageOrigin(server.url);
  });
  beforeEach(() => {
    // The clock's date only (timers stay real): a run's day says its year when it is half a year away or more.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-05-20T10:00:00Z') });
    server.requests.length = 0;
    pages = {};
    memberships = [];
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => server.close());

  const renderPage = (auth = authenticated({ id: 'b-1', role: 'business', name: 'Marta Host' })) =>
    renderWithProviders(<AllParticipantsPage />, {
      auth,
      path: '/business/all-participants',
      route: '/business/all-participants',
    });

  const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
  const cells = (row: HTMLElement) =>
    within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);

  it("lists every participant across the host's runs, with a way back and a CSV export", async () => {
    pages[''] = {
      items: [
        participant(2, 'Ana', { pace: 6, registeredAt: '2030-05-02T09:15:00.000Z', status: 'waitlisted' }),
        participant(1, 'Ben', {
          runId: 8,
          runTitle: 'Tempo Tuesday',
          runDate: '2030-12-03',
          runTime: '19:00',
        }),
      ],
      nextCursor: null,
    };
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'All Participants' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/business/home');
    const csv = screen.getByRole('link', { name: 'Export as CSV' });
    expect(csv).toHaveAttribute('href', '/api/business/participants.csv');
    expect(csv).toHaveAttribute('download');
    expect(document.title).toBe('All Participants | RunTogether');

    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(server.requests).toEqual(['GET /api/business/participants?limit=50']);
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Run', 'Name', 'Email', 'Pace', 'Registered']);
    const [first, second] = bodyRows();
    if (!first || !second) throw new Error('two rows expected');
    expect(cells(first)).toEqual([
      'Saturday Sunrise 5KSat, May 18 · 07:30',
      'AnaWaitlisted',
      'ana@example.com',
      '6:00 min/km',
      formatInstant('2030-05-02T09:15:00.000Z'),
    ]);
    expect(cells(second)).toEqual([
      'Tempo TuesdayTue, Dec 3, 2030 · 19:00',
      'Ben',
      'ben@example.com',
      '5:30 min/km',
      formatInstant('2030-05-01T10:00:00.000Z'),
    ]);
    expect(within(second).getByRole('link', { name: 'Tempo Tuesday' })).toHaveAttribute('href', '/runs/8');
    expect(within(second).getByRole('link', { name: 'ben@example.com' })).toHaveAttribute(
      'href',
      'mailto:ben@example.com',
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("says 'No participants found' when nobody has joined yet", async () => {
    pages[''] = { items: [], nextCursor: null };
    renderPage();
    expect(await screen.findByText('No participants found')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // The export is still there: an empty file with its header row is a fair answer.
    expect(screen.getByRole('link', { name: 'Export as CSV' })).toBeInTheDocument();
  });

  it('loads the next page with Load more, until there is none', async () => {
    const user = userEvent.setup();
    pages[''] = { items: [participant(3, 'Cleo'), participant(2, 'Dan')], nextCursor: 'c2' };
    pages.c2 = { items: [participant(1, 'Eve')], nextCursor: null };
    renderPage();
    await screen.findByRole('table');
    expect(bodyRows()).toHaveLength(2);
    expect(screen.getByText('Showing 2 participants')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('eve@example.com')).toBeInTheDocument();
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Cleo',
      'Dan',
      'Eve',
    ]);
    expect(server.requests).toEqual([
      'GET /api/business/participants?limit=50',
      'GET /api/business/participants?limit=50&cursor=c2',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says the list failed to load, and Retry loads it', async () => {
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load participants');
    pages[''] = { items: [participant(1, 'Ana')], nextCursor: null };
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('ana@example.com')).toBeInTheDocument();
  });

  it('sends a runner in no team home, loading nothing of a business', async () => {
    renderPage(authenticated({ id: 'u-1', role: 'runner' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(server.requests).toEqual(['GET /api/team/memberships']);
  });

  it("shows a manager the business's participants and CSV, acting for it (docs/decisions/057)", async () => {
    memberships = [{ businessId: 'b-9', businessName: 'Retiro Running Co.', role: 'manager' }];
    pages[''] = { items: [participant(1, 'Ana')], nextCursor: null };
    renderPage(authenticated({ id: 'u-1', role: 'runner', name: 'Mia Manager' }));
    expect(await screen.findByText('Acting for Retiro Running Co.')).toBeInTheDocument();
    expect(await screen.findByText('ana@example.com')).toBeInTheDocument();
    expect(server.requests).toContain('GET /api/business/participants?limit=50&businessId=b-9');
    expect(screen.getByRole('link', { name: 'Export as CSV' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/api\/business\/participants\.csv\?businessId=b-9$/),
    );
  });
});
