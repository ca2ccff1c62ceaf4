import { attendanceMetricDefinitions } from '@runtogether/shared/attendance/attendance.schemas';
import {
  COMMUNITY_RETURN_RATE_DEFINITION,
  type Dashboard,
  type RecentSignup,
} from '@runtogether/shared/business/dashboard.schemas';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUES } from '@runtogether/shared/i18n/catalogue';
import { dashboardQueryKey } from '@/features/dashboard/api/get-dashboard';
import { setBrowserMessages } from '@/lib/i18n';
import { authenticated, createTestQueryClient, renderWithProviders } from '@/testing/render';
import { testRun } from '@/testing/run-fixtures';
import { sendJson, setPageOrigin, startTestServer, type TestServer } from '@/testing/test-server';
import { Component as HomePage } from './home';

/** The dashboard's own requests: the followers card (features/dashboard/components/followers-card) asks on its own. */
const pageRequests = (requests: string[]) =>
  requests.filter((request) => !request.startsWith('GET /api/business/followers'));

const host = authenticated({
  id: 'b-1',
  role: 'business',
  name: 'Marta Host',
  businessDetails: {
    businessName: 'Café Corre',
    businessLocation: 'Madrid',
    businessPhone: null,
    description: null,
    businessDescription: null,
    address: null,
    businessType: null,
    website: null,
    instagram: null,
    facebook: null,
    twitter: null,
    linkedin: null,
    google_review: null,
    socialLinks: {
      website: null,
      instagram: null,
      facebook: null,
      twitter: null,
      linkedin: null,
      google_review: null,
    },
    latitude: null,
    longitude: null,
  },
});

const signup = (id: number, runId: number, name: string, registeredAt: string): RecentSignup => ({
  id,
  runId,
  runTitle: runId === 1 ? 'Sunrise 5K' : runId === 2 ? 'Tempo Tuesday' : 'Old Trail Run',
  runDate: runId === 1 ? '2030-06-01' : runId === 2 ? '2030-06-04' : '2030-04-27',
  name,
  email: `${name.toLowerCase()}@example.com`,
  registeredAt,
  status: 'confirmed',
});

/** Two upcoming runs and two past ones, handed over out of order to check the page's own sorting. */
const dashboard = (): Dashboard => ({
  totals: { runsOrganized: 4, totalParticipants: 17 },
  activity: [
    {
      id: 3,
      actorName: 'Nora',
      action: 'left',
      runId: null,
      runTitle: '',
      at: '2030-05-30T12:00:00.000Z',
    },
    {
      id: 2,
      actorName: 'Leo',
      action: 'removed-guest',
      runId: 2,
      runTitle: 'Tempo Tuesday',
      at: '2030-05-30T11:00:00.000Z',
    },
    {
      id: 1,
      actorName: 'Mia',
      action: 'edited',
      runId: 2,
      runTitle: 'Tempo Tuesday',
      at: '2030-05-30T10:00:00.000Z',
    },
  ],
  upcomingNextCursor: null,
  pastNextCursor: null,
  upcomingRuns: [
    testRun({
      id: 2,
      title: 'Tempo Tuesday',
      date: '2030-06-04',
      time: '19:00',
      startsAt: '2030-06-04T17:00:00.000Z',
      currentParticipants: 5,
    }),
    testRun({
      id: 1,
      title: 'Sunrise 5K',
      date: '2030-06-01',
      time: '07:30',
      startsAt: '2030-06-01T05:30:00.000Z',
      currentParticipants: 8,
    }),
  ],
  pastRuns: [
    testRun({
      id: 3,
      title: 'Old Trail Run',
      date: '2020-03-01',
      time: '09:00',
      startsAt: '2020-03-01T08:00:00.000Z',
      currentParticipants: 3,
    }),
    testRun({
      id: 4,
      title: 'Winter Loop',
      date: '2020-12-05',
      time: '10:00',
      startsAt: '2020-12-05T09:00:00.000Z',
      currentParticipants: 1,
    }),
  ],
  recentSignups: [
    signup(11, 1, 'Ana', '2030-05-01T10:00:00.000Z'),
    signup(12, 2, 'Ben', '2030-05-03T10:00:00.000Z'),
    signup(13, 1, 'Cleo', '2030-05-02T10:00:00.000Z'),
    signup(14, 3, 'Dan', '2030-04-20T10:00:00.000Z'),
    signup(15, 2, 'Eve', '2030-05-04T10:00:00.000Z'),
    signup(16, 1, 'Fay', '2030-04-01T10:00:00.000Z'),
  ],
  metrics: {
    totalUniqueRunners: 12,
    repeatRunnerPercentage: 33,
    averageRunnersPerEvent: 4,
    communityReturnRate: 29,
    newSignupsPerMonth: [
      { month: '2030-01', count: 0 },
      { month: '2030-02', count: 2 },
      { month: '2030-03', count: 1 },
      { month: '2030-04', count: 4 },
      { month: '2030-05', count: 5 },
      { month: '2030-06', count: 0 },
    ],
  },
  attendance: {
    runsWithCheckIn: 3,
    runsWithoutCheckIn: 8,
    attendanceRate: 64,
    noShowRate: 36,
    repeatAttendees: 5,
    returnWithin30Days: 40,
    perRun: [
      { runId: 7, title: 'Park Run', date: '2030-05-04', checkedIn: 9, walkIns: 1, confirmed: 12 },
      { runId: 8, title: 'Hill Repeats', date: '2030-05-11', checkedIn: 6, walkIns: 0, confirmed: 10 },
      { runId: 9, title: 'Park Run', date: '2030-05-18', checkedIn: 11, walkIns: 2, confirmed: 14 },
    ],
  },
});

describe('/business/home', () => {
  let server: TestServer;
  let answerDashboard: (res: ServerResponse) => void;
  let answerDelete: (res: ServerResponse) => void;
  /** The teams the signed-in runner is in (GET /api/team/memberships). */
  let memberships: { businessId: string; businessName: string; role: 'manager' | 'leader' }[];

  const api = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/api/business/dashboard' && req.method === 'GET') answerDashboard(res);
    else if (url.pathname === '/api/team/memberships') sendJson(res, 200, { items: memberships });
    else if (/^\/api\/events\/\d+$/.test(url.pathname) && req.method === 'DELETE') answerDelete(res);
    else if (url.pathname === '/api/events' && url.searchParams.get('cursor') === 'up-2') {
      sendJson(res, 200, {
        items: [testRun({ id: 7, title: 'Hill Repeats', startsAt: '2030-06-08T17:00:00.000Z' })],
        nextCursor: null,
      });
    } else sendJson(res, 404, { error: { code: 'NOT_FOUND', message: 'Route not found' } });
  };

  beforeAll(async () => {
    server = await startTestServer(api);
    setPageOrigin(server.url);
  });
  beforeEach(() => {
    // The clock's date only (timers stay real): a run's day says its year when it is half a year away or more.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-05-20T10:00:00Z') });
    server.requests.length = 0;
    memberships = [];
    localStorage.clear();
    answerDashboard = (res) => sendJson(res, 200, dashboard());
    answerDelete = (res) => {
      res.writeHead(204);
      res.end();
    };
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => server.close());

  function renderHome(options: Omit<NonNullable<Parameters<typeof renderWithProviders>[1]>, 'route'> = {}) {
    return renderWithProviders(<HomePage />, {
      auth: host,
      path: '/business/home',
      route: '/business/home',
      ...options,
    });
  }

  const tab = (name: string) => screen.getByRole('tab', { name });
  const panelTitles = () =>
    within(screen.getByRole('tabpanel'))
      .queryAllByRole('listitem')
      .map((li) => within(li).getAllByRole('link')[0]?.textContent);
  const totals = () => screen.getByTestId('dashboard-totals');
  const signupsSection = () => screen.getByRole('region', { name: 'Recent Signups' });
  const signupNames = () =>
    within(signupsSection())
      .getAllByRole('listitem')
      .map((li) => li.querySelector('.truncate')?.textContent);

  describe('a loaded dashboard', () => {
    it('greets the business by name, with its profile card and totals', async () => {
      renderHome();
      expect(
        screen.getByRole('heading', { level: 1, name: 'Welcome back, Café Corre!' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/business/profile');
      expect(screen.getByRole('status')).toHaveTextContent('Loading your dashboard...');
      expect(await screen.findByText('4 runs organized • 17 total participants')).toBeInTheDocument();
      expect(pageRequests(server.requests)).toEqual(['GET /api/business/dashboard']);
      expect(document.title).toBe('Dashboard | RunTogether');
    });

    it("falls back to 'Your Business' without a business name, and says 1 run in the singular", async () => {
      answerDashboard = (res) =>
        sendJson(res, 200, { ...dashboard(), totals: { runsOrganized: 1, totalParticipants: 1 } });
      renderHome({ auth: authenticated({ id: 'b-1', role: 'business', name: 'Marta Host' }) });
      expect(
        screen.getByRole('heading', { level: 1, name: 'Welcome back, Your Business!' }),
      ).toBeInTheDocument();
      expect(await screen.findByText('1 run organized • 1 total participant')).toBeInTheDocument();
    });

    it('counts the guests at check-in apart, and a run past its maximum as it is (docs/decisions/057)', async () => {
      const runs = [
        testRun({
          id: 2,
          title: 'Tempo Tuesday',
          maxParticipants: 4,
          currentParticipants: 5,
          currentGuests: 2,
        }),
        testRun({
          id: 1,
          title: 'Sunrise 5K',
          maxParticipants: null,
          currentParticipants: 4,
          currentGuests: 1,
        }),
        testRun({ id: 5, title: 'Easy Friday', maxParticipants: 10, currentParticipants: 3 }),
      ];
      answerDashboard = (res) => sendJson(res, 200, { ...dashboard(), upcomingRuns: runs });
      renderHome();
      const row = async (title: string) =>
        (await within(await screen.findByRole('tabpanel')).findByRole('link', { name: title })).closest('li');
      expect(await row('Tempo Tuesday')).toHaveTextContent('5/4 places: 3 runners + 2 guests');
      expect(await row('Sunrise 5K')).toHaveTextContent('3 runners + 1 guest');
      expect(await row('Easy Friday')).toHaveTextContent('3/10 runners');
      // Deleting it e-mails its registered runners, not its guests.
      await userEvent.setup().click(screen.getByRole('button', { name: /^Delete Tempo Tuesday, / }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete this run?' });
      expect(dialog).toHaveTextContent('Its 3 registered runners will be told by e-mail.');
    });

    it('lists upcoming runs soonest first and past runs latest first, in two tabs, each linking to its run', async () => {
      const user = userEvent.setup();
      renderHome();
      await screen.findByRole('tablist', { name: 'Your runs' });
      expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Upcoming Runs', 'Past Runs']);
      expect(tab('Upcoming Runs')).toHaveAttribute('aria-selected', 'true');
      expect(panelTitles()).toEqual(['Sunrise 5K', 'Tempo Tuesday']);
      expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: 'Sunrise 5K' })).toHaveAttribute(
        'href',
        '/runs/1',
      );
      expect(screen.getByRole('tabpanel')).toHaveClass('sm:h-60', 'overflow-y-auto');

      expect(
        within(screen.getByRole('tabpanel')).getByRole('button', { name: /^Delete Sunrise 5K, / }),
      ).toBeVisible();

      // A run's day says its year only when half a year or more away, where "Dec 5" could be another year's.
      expect(screen.getByRole('tabpanel')).toHaveTextContent('Sat, Jun 1 · 07:30');
      // The runs are in Madrid: a host whose browser is elsewhere is told whose clock 07:30 is.
      const inMadrid = Intl.DateTimeFormat().resolvedOptions().timeZone === 'Europe/Madrid';
      expect(screen.getByRole('tabpanel')).toHaveTextContent(
        inMadrid ? /07:30\b(?! \()/ : '07:30 (Madrid time)',
      );
      await user.click(tab('Past Runs'));
      expect(panelTitles()).toEqual(['Winter Loop', 'Old Trail Run']);
      expect(screen.getByRole('tabpanel')).toHaveTextContent('Sat, Dec 5, 2020 · 10:00');
      // A past run is history: check-in is left, editing and deleting are not.
      const past = screen.getByRole('tabpanel');
      expect(within(past).getByRole('link', { name: /^Check-in for Winter Loop, / })).toBeVisible();
      expect(within(past).queryByRole('button', { name: /^Delete/ })).toBeNull();
      expect(within(past).queryByRole('link', { name: /^Edit/ })).toBeNull();
      expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: 'Winter Loop' })).toHaveAttribute(
        'href',
        '/runs/4',
      );

      expect(screen.getByRole('link', { name: /Browse Other Runs/ })).toHaveAttribute('href', '/runs');
      expect(screen.getByRole('link', { name: /Create a Run/ })).toHaveAttribute(
        'href',
        '/business/create-run',
      );
      expect(screen.getByRole('complementary', { name: 'Promotion tip' })).toBeInTheDocument();
    });

    it("shows more of a list on demand from the dashboard's cursor, and no button once all are shown", async () => {
      const user = userEvent.setup();
      answerDashboard = (res) => sendJson(res, 200, { ...dashboard(), upcomingNextCursor: 'up-2' });
      renderHome();
      await screen.findByRole('tablist', { name: 'Your runs' });
      expect(panelTitles()).toEqual(['Sunrise 5K', 'Tempo Tuesday']);
      await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Show more' }));
      await waitFor(() => expect(panelTitles()).toEqual(['Sunrise 5K', 'Tempo Tuesday', 'Hill Repeats']));
      expect(server.requests.some((r) => r.includes('hostId=b-1') && r.includes('cursor=up-2'))).toBe(true);
      expect(within(screen.getByRole('tabpanel')).queryByRole('button', { name: 'Show more' })).toBeNull();
      await user.click(tab('Past Runs'));
      expect(within(screen.getByRole('tabpanel')).queryByRole('button', { name: 'Show more' })).toBeNull();
    });

    it('says so when there are no runs yet', async () => {
      const user = userEvent.setup();
      answerDashboard = (res) => sendJson(res, 200, { ...dashboard(), upcomingRuns: [], pastRuns: [] });
      renderHome();
      expect(await screen.findByText('No upcoming runs')).toBeInTheDocument();
      await user.click(tab('Past Runs'));
      expect(screen.getByText('No past runs')).toBeInTheDocument();
    });

    it("writes a sign-up's time as a run's, two-digit hours in Spanish too (06:33, not 6:33)", async () => {
      // 06:33 on the viewer's clock, wherever the tests run: the time is the viewer's (a run row's is its zone's).
      const early = new Date(2030, 4, 5, 6, 33).toISOString();
      answerDashboard = (res) =>
        sendJson(res, 200, { ...dashboard(), recentSignups: [signup(21, 1, 'Flor', early)] });
      setBrowserMessages('es', CATALOGUES.es);
      try {
        const { unmount } = renderHome();
        const section = await screen.findByRole('region', { name: 'Últimas inscripciones' });
        expect(section.querySelector('time')).toHaveTextContent(/^5 may 2030, 06:33$/);
        unmount();
      } finally {
        setBrowserMessages('en', CATALOGUES.en);
      }
      renderHome();
      const english = await screen.findByRole('region', { name: 'Recent Signups' });
      expect(english.querySelector('time')).toHaveTextContent(/^May 5, 2030, 06:33$/);
    });

    it('shows at most 5 recent signups, newest first, and links to all participants', async () => {
      renderHome();
      await screen.findByRole('region', { name: 'Recent Signups' });
      expect(signupNames()).toEqual(['Eve', 'Ben', 'Cleo', 'Ana', 'Dan']);
      // A weekly run's dates share one title: each line says which date the runner signed up for.
      expect(within(signupsSection()).getAllByRole('link', { name: /Tempo Tuesday/ })[0]).toHaveTextContent(
        'Tempo Tuesday · Tue, Jun 4',
      );
      expect(within(signupsSection()).getByRole('link', { name: /View All Participants/ })).toHaveAttribute(
        'href',
        '/business/all-participants',
      );
    });

    it('shows the community metrics, the return rate definition as a tooltip, and the signups chart', async () => {
      const user = userEvent.setup();
      renderHome();
      const impact = await screen.findByRole('region', { name: 'Community Impact' });
      const value = (label: string) => within(impact).getByText(label, { selector: 'dt' }).nextElementSibling;
      expect(value('Total unique runners')).toHaveTextContent('12');
      expect(value('Repeat runners')).toHaveTextContent('33%');
      expect(value('Avg. runners per event')).toHaveTextContent('4');
      expect(within(impact).getByText('29%')).toBeInTheDocument();

      const info = within(impact).getByRole('button', { name: 'What is the community return rate?' });
      expect(info).toHaveAccessibleDescription(COMMUNITY_RETURN_RATE_DEFINITION);
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
      await user.tab();
      while (document.activeElement !== info) await user.tab();
      expect(screen.getByRole('tooltip')).toHaveTextContent(COMMUNITY_RETURN_RATE_DEFINITION);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

      const chart = within(impact).getByRole('img', { name: /New signups per month/ });
      expect(chart).toHaveAccessibleName(
        'New signups per month. January 2030: 0, February 2030: 2, March 2030: 1, April 2030: 4, May 2030: 5, June 2030: 0.',
      );
      const labels = [...chart.querySelectorAll('text')].map((t) => t.textContent);
      expect(labels).toEqual(['0', 'Jan', '2', 'Feb', '1', 'Mar', '4', 'Apr', '5', 'May', '0', 'Jun']);
    });
  });

  it('shows who did what to the runs, each line linking to its run', async () => {
    renderHome();
    const activity = await screen.findByRole('region', { name: 'Team activity' });
    expect(within(activity).getByRole('link', { name: 'Mia edited Tempo Tuesday' })).toHaveAttribute(
      'href',
      '/runs/2',
    );
    expect(within(activity).getByRole('link', { name: 'Leo took guests off Tempo Tuesday' })).toBeVisible();
    // A member who left names no run: a line, not a link (docs/decisions/054).
    expect(activity).toHaveTextContent(/Nora left the team ·/);
    expect(within(activity).queryByRole('link', { name: /Nora/ })).not.toBeInTheDocument();
  });

  it("links every run row to the run's check-in screen", async () => {
    renderHome();
    const link = await screen.findByRole('link', { name: /^Check-in for Tempo Tuesday, / });
    expect(link).toHaveAttribute('href', '/business/runs/2/check-in');
    await userEvent.setup().click(tab('Past Runs'));
    expect(screen.getByRole('link', { name: /^Check-in for Winter Loop, / })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/business\/runs\/\d+\/check-in$/) as string,
    );
  });

  it('shows the figures from check-ins, each with its definition, the attendance chart and the runs left out', async () => {
    const user = userEvent.setup();
    renderHome();
    const impact = await screen.findByRole('region', { name: 'Community Impact' });
    const figures = within(impact).getByRole('group', { name: 'From check-ins' });
    const value = (label: string) => within(figures).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(value('Attendance rate')).toHaveTextContent('64%');
    expect(value('No-show rate')).toHaveTextContent('36%');
    expect(value('Came to 2+ runs')).toHaveTextContent('5');
    expect(value('Back within 30 days')).toHaveTextContent('40%');
    expect(within(figures).getByText('8 runs without check-in')).toBeInTheDocument();

    const tips = [
      ['What is the attendance rate?', attendanceMetricDefinitions.attendanceRate],
      ['What is the no-show rate?', attendanceMetricDefinitions.noShowRate],
      ['Who came to 2 or more runs?', attendanceMetricDefinitions.repeatAttendees],
      ['What is back within 30 days?', attendanceMetricDefinitions.returnWithin30Days],
      ['What does the attendance chart show?', attendanceMetricDefinitions.perRun],
    ] as const;
    for (const [label, text] of tips) {
      expect(within(figures).getByRole('button', { name: label })).toHaveAccessibleDescription(text);
    }
    await user.click(within(figures).getByRole('button', { name: 'What is the no-show rate?' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent(attendanceMetricDefinitions.noShowRate);

    const chart = within(figures).getByRole('img', { name: /^Attendance per run/ });
    expect(chart).toHaveAccessibleName(
      'Attendance per run. Park Run on Sat, May 4: 10 checked in of 12 confirmed, Hill Repeats on Sat, May 11: 6 checked in of 10 confirmed, Park Run on Sat, May 18: 13 checked in of 14 confirmed.',
    );
    const labels = [...chart.querySelectorAll('text')].map((t) => t.textContent);
    expect(labels).toEqual(['10', 'May 4', '6', 'May 11', '13', 'May 18']);
  });

  it('says how to start when no run has check-ins yet', async () => {
    answerDashboard = (res) =>
      sendJson(res, 200, {
        ...dashboard(),
        attendance: {
          runsWithCheckIn: 0,
          runsWithoutCheckIn: 1,
          attendanceRate: null,
          noShowRate: null,
          repeatAttendees: 0,
          returnWithin30Days: null,
          perRun: [],
        },
      });
    renderHome();
    const figures = await screen.findByRole('group', { name: 'From check-ins' });
    expect(within(figures).getByText('1 run without check-in')).toBeInTheDocument();
    expect(within(figures).getByText(/No check-ins yet/)).toBeInTheDocument();
    expect(within(figures).queryByRole('img')).not.toBeInTheDocument();
  });

  describe('loading states', () => {
    it('says the dashboard failed to load, and Retry loads it', async () => {
      const user = userEvent.setup();
      answerDashboard = (res) => sendJson(res, 500, { error: { code: 'INTERNAL', message: 'Boom' } });
      renderHome();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Failed to load dashboard data');
      answerDashboard = (res) => sendJson(res, 200, dashboard());
      await user.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText('4 runs organized • 17 total participants')).toBeInTheDocument();
    });

    it('sends a runner in no team home, loading nothing of a business', async () => {
      renderHome({ auth: authenticated({ id: 'u-1', role: 'runner' }) });
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
      expect(pageRequests(server.requests)).toEqual(['GET /api/team/memberships']);
    });

    it('refreshes fresh data on arrival from Create a Run, then forgets the state', async () => {
      const queryClient = createTestQueryClient();
      queryClient.setQueryData(dashboardQueryKey('b-1'), {
        ...dashboard(),
        totals: { runsOrganized: 3, totalParticipants: 17 },
      });
      answerDashboard = (res) => sendJson(res, 200, dashboard());
      renderHome({ queryClient, path: { pathname: '/business/home', state: { runCreated: true } } });
      expect(await screen.findByText('4 runs organized • 17 total participants')).toBeInTheDocument();
      expect(pageRequests(server.requests)).toEqual(['GET /api/business/dashboard']);
      await waitFor(() => expect(screen.getByTestId('location')).toHaveAttribute('data-state', 'null'));
    });

    it('uses cached data under 2 minutes old without asking again', () => {
      const queryClient = createTestQueryClient();
      queryClient.setQueryData(dashboardQueryKey('b-1'), dashboard());
      renderHome({ queryClient });
      expect(screen.getByText('4 runs organized • 17 total participants')).toBeInTheDocument();
      // A stale query would be refetching by now (the mount effect has run inside render's act).
      expect(queryClient.isFetching({ queryKey: dashboardQueryKey('b-1') })).toBe(0);
      expect(pageRequests(server.requests)).toEqual([]);
    });
  });

  describe('a team member (docs/decisions/057)', () => {
    const runner = authenticated({ id: 'u-1', role: 'runner', name: 'Mia Manager' });

    it("shows a manager the business's dashboard, acting for the business chosen in the switcher", async () => {
      const user = userEvent.setup();
      memberships = [
        { businessId: 'b-1', businessName: 'Café Corre', role: 'manager' },
        { businessId: 'b-9', businessName: 'Retiro Running Co.', role: 'manager' },
      ];
      renderHome({ auth: runner });
      expect(await screen.findByText('Acting for Café Corre')).toBeInTheDocument();
      expect(await screen.findByText('4 runs organized • 17 total participants')).toBeInTheDocument();
      // The person is greeted, not the business they act for (the bar above names it).
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Mia Manager!');
      await user.selectOptions(screen.getByLabelText('Switch team'), 'b-9');
      expect(await screen.findByText('Acting for Retiro Running Co.')).toBeInTheDocument();
      await waitFor(() => expect(server.requests).toContain('GET /api/business/dashboard?businessId=b-9'));
      expect(server.requests).toContain('GET /api/business/dashboard?businessId=b-1');
      // The followers are the business's own, not its runs': a manager does not ask for them.
      expect(server.requests.filter((r) => r.startsWith('GET /api/business/followers'))).toEqual([]);
    });

    it('tells a leader the dashboard is not theirs, without asking for it', async () => {
      memberships = [{ businessId: 'b-9', businessName: 'Retiro Running Co.', role: 'leader' }];
      renderHome({ auth: runner });
      expect(await screen.findByRole('alert')).toHaveTextContent(/As a leader you see participants' names/);
      expect(screen.getByRole('link', { name: 'Your teams' })).toHaveAttribute('href', '/team');
      expect(pageRequests(server.requests)).toEqual(['GET /api/team/memberships']);
    });
  });

  describe('deleting a run', () => {
    async function deleteSunrise() {
      const user = userEvent.setup();
      await screen.findByRole('tablist');
      // The refetch after a deletion never answers here: what the page shows comes from the cache update.
      answerDashboard = () => {};
      await user.click(screen.getByRole('button', { name: /^Delete Sunrise 5K, / }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete this run?' });
      expect(dialog).toHaveTextContent('“Sunrise 5K” will be deleted');
      expect(dialog).toHaveTextContent('Its 8 registered runners will be told by e-mail.');
      expect(server.requests).not.toContain('DELETE /api/events/1');
      await user.click(within(dialog).getByRole('button', { name: 'Delete run' }));
    }

    it('removes it, its participants and its signups at once, before the server answers', async () => {
      let respond: (() => void) | undefined;
      answerDelete = (res) => {
        respond = () => {
          res.writeHead(204);
          res.end();
        };
      };
      renderHome();
      await deleteSunrise();

      await waitFor(() => expect(server.requests).toContain('DELETE /api/events/1'));
      expect(respond).toBeDefined();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(panelTitles()).toEqual(['Tempo Tuesday']);
      expect(totals()).toHaveTextContent('3 runs organized • 9 total participants');
      expect(signupNames()).toEqual(['Eve', 'Ben', 'Dan']);
      expect(screen.queryByText('Run deleted successfully')).not.toBeInTheDocument();

      // The server's recount after the deletion.
      answerDashboard = (res) => {
        const next = dashboard();
        sendJson(res, 200, {
          ...next,
          totals: { runsOrganized: 3, totalParticipants: 9 },
          upcomingRuns: next.upcomingRuns.filter((r) => r.id !== 1),
          recentSignups: next.recentSignups.filter((s) => s.runId !== 1),
        });
      };
      act(() => respond?.());
      expect(await screen.findByText('Run deleted successfully')).toBeInTheDocument();
      expect(screen.getByText('"Sunrise 5K" has been deleted.')).toBeInTheDocument();
      await waitFor(() =>
        expect(pageRequests(server.requests).filter((r) => r.startsWith('GET'))).toHaveLength(2),
      );
      expect(panelTitles()).toEqual(['Tempo Tuesday']);
    });

    it('puts everything back and says so when the server fails', async () => {
      answerDelete = (res) => sendJson(res, 500, { error: { code: 'INTERNAL', message: 'Boom' } });
      renderHome();
      await deleteSunrise();
      expect(await screen.findByText('Error deleting run')).toBeInTheDocument();
      expect(screen.getByText('There was an error deleting the run. Please try again.')).toBeInTheDocument();
      expect(panelTitles()).toEqual(['Sunrise 5K', 'Tempo Tuesday']);
      expect(totals()).toHaveTextContent('4 runs organized • 17 total participants');
      expect(signupNames()).toEqual(['Eve', 'Ben', 'Cleo', 'Ana', 'Dan']);
    });

    it("says 'Not authorized' when the run is not the host's", async () => {
      answerDelete = (res) =>
        sendJson(res, 403, {
          error: { code: 'FORBIDDEN', message: 'You can only delete runs that you created.' },
        });
      renderHome();
      await deleteSunrise();
      expect(await screen.findByText('Not authorized')).toBeInTheDocument();
      expect(screen.getByText('You can only delete runs that you created.')).toBeInTheDocument();
      expect(panelTitles()).toEqual(['Sunrise 5K', 'Tempo Tuesday']);
    });

    it('marks the runs of a weekly series and deletes this and the following ones at once', async () => {
      const user = userEvent.setup();
      const weekly = (id: number, date: string) =>
        testRun({
          id,
          seriesId: 9,
          title: 'Club Run',
          date,
          time: '19:00',
          startsAt: `${date}T17:00:00.000Z`,
        });
      answerDashboard = (res) =>
        sendJson(res, 200, {
          ...dashboard(),
          upcomingRuns: [weekly(21, '2030-06-04'), weekly(22, '2030-06-11'), weekly(23, '2030-06-18')],
          recentSignups: [],
        });
      renderHome();
      await screen.findByRole('tablist');
      const rows = within(screen.getByRole('tabpanel')).getAllByRole('listitem');
      expect(rows.map((row) => within(row).queryByText('Repeats') !== null)).toEqual([true, true, true]);
      answerDashboard = () => {};
      // Each date's actions say which date they act on: the rows share a title.
      expect(
        within(screen.getByRole('tabpanel'))
          .getAllByRole('button', { name: /^Delete Club Run/ })
          .map((button) => button.getAttribute('aria-label')),
      ).toEqual([
        'Delete Club Run, Tue, Jun 4',
        'Delete Club Run, Tue, Jun 11',
        'Delete Club Run, Tue, Jun 18',
      ]);
      await user.click(screen.getByRole('button', { name: 'Delete Club Run, Tue, Jun 11' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete this run?' });
      expect(dialog).toHaveTextContent('“Club Run” on Tue, Jun 11 will be deleted for good.');
      await user.click(within(dialog).getByRole('radio', { name: 'This and following runs' }));
      await user.click(within(dialog).getByRole('button', { name: 'Delete run' }));
      await waitFor(() => expect(server.requests).toContain('DELETE /api/events/22?scope=following'));
      expect(within(screen.getByRole('tabpanel')).getAllByRole('listitem')).toHaveLength(1);
      expect(await screen.findByText('Run deleted successfully')).toBeInTheDocument();
    });

    it('moves focus to the next row after a deletion, and to the list heading when none is left', async () => {
      const user = userEvent.setup();
      renderHome();
      await screen.findByRole('tablist');
      answerDashboard = () => {};
      const deleteWithKeyboard = async (title: string) => {
        screen.getByRole('button', { name: new RegExp(`^Delete ${title}, `) }).focus();
        await user.keyboard('{Enter}');
        const dialog = await screen.findByRole('dialog', { name: 'Delete this run?' });
        within(dialog).getByRole('button', { name: 'Delete run' }).focus();
        await user.keyboard('{Enter}');
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      };

      await deleteWithKeyboard('Sunrise 5K');
      const next = within(screen.getByRole('tabpanel')).getByRole('link', { name: 'Tempo Tuesday' });
      await waitFor(() => expect(document.activeElement).toBe(next));

      await deleteWithKeyboard('Tempo Tuesday');
      const heading = screen.getByRole('heading', { name: 'Your Runs' });
      await waitFor(() => expect(document.activeElement).toBe(heading));
    });

    it('keeps the run when the host changes their mind', async () => {
      const user = userEvent.setup();
      renderHome();
      await screen.findByRole('tablist');
      await user.click(screen.getByRole('button', { name: /^Delete Sunrise 5K, / }));
      await user.click(screen.getByRole('button', { name: 'Keep run' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(panelTitles()).toEqual(['Sunrise 5K', 'Tempo Tuesday']);
      expect(pageRequests(server.requests)).toEqual(['GET /api/business/dashboard']);
    });
  });
});
