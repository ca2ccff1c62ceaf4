// "Join every week" on a weekly run's page (docs/decisions/053), with the keyboard.
import type { RunGroup } from '@runtogether/shared/runs/run-groups.schemas';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import type { SeriesMembership } from '@runtogether/shared/series/series-registration.schemas';
import type { Series } from '@runtogether/shared/series/series.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Component as RunPage } from './run';
import { authenticated, renderWithProviders } from '@/testing/render';
import { testRegistration, testRun } from '@/testing/run-fixtures';
import { readJson, sendJson, setPageOrigin, startTestServer, type TestServer } from '@/testing/test-server';

const group = (id: number, name: string, pace: number, maxParticipants: number | null, current: number) =>
  ({
    id,
    name,
    pace,
    distance: null,
    maxParticipants,
    currentParticipants: current,
    waitlistCount: 0,
    leader: null,
  }) satisfies RunGroup;
const GROUPS = [
  group(21, 'Fast', 4.75, 4, 1),
  group(22, 'Steady', 5.5, 4, 4),
  group(23, 'Easy', 6.5, null, 2),
];
let runs: Run[] = [];
const seriesRuns = (groups: RunGroup[] = []) =>
  ['2030-05-14', '2030-05-21', '2030-05-28'].map((date, i) =>
    testRun({ id: 7 + i, seriesId: 3, date, time: '19:00', startsAt: `${date}T17:00:00.000Z`, groups }),
  );
runs = seriesRuns();
const series: Series = {
  id: 3,
  hostId: 'b-1',
  everyWeeks: 1,
  until: null,
  count: 3,
  weekday: 'Tuesday',
  time: '19:00',
  timezone: 'Europe/Madrid',
  label: 'Every Tuesday at 19:00',
  upcomingRuns: [],
};

describe('"Join every week"', () => {
  let server: TestServer;
  let everyWeeks = 1;
  let joined = false;
  let bodies: unknown[] = [];
  let joinedDates: SeriesMembership['dates'] = [];
  const api = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const run = runs.find((r) => url.pathname === `/api/events/${r.id}`);
    if (req.method === 'GET' && run) sendJson(res, 200, run);
    else if (req.method === 'GET' && url.pathname === '/api/series/3')
      sendJson(res, 200, { ...series, everyWeeks, upcomingRuns: runs });
    else if (req.method === 'GET' && url.pathname === '/api/series/3/registrations/me') {
      sendJson(res, 200, { joined });
    } else if (req.method === 'POST' && url.pathname === '/api/series/3/registrations') {
      void readJson(req).then((body) => {
        bodies.push(body);
        joined = true;
        sendJson(res, 201, { seriesId: 3, every: 'Every Tuesday', everyWeeks, dates: joinedDates });
      });
    } else if (req.method === 'DELETE' && url.pathname === '/api/series/3/registrations/me') {
      joined = false;
      res.writeHead(204);
      res.end();
    } else if (req.method === 'GET' && url.pathname === '/api/registrations/me/usual-pace') {
      sendJson(res, 200, { usualPace: 5.8 });
    } else if (req.method === 'GET' && url.pathname.endsWith('/registrations/me')) {
      sendJson(res, 200, { registration: null });
    } else sendJson(res, 404, { error: { code: 'NOT_FOUND', message: 'Route not found' } });
  };

  beforeAll(async () => {
    server = await startTestServer(api);
    setPageOrigin(server.url);
  });
  beforeEach(() => {
    runs = seriesRuns();
    everyWeeks = 1;
    joined = false;
    bodies = [];
    joinedDates = [];
    server.requests.length = 0;
  });
  afterAll(() => server.close());

  const runner = authenticated({
    id: 'r-1',
    role: 'runner',
    name: 'Lucía Pérez',
    email: 'lucia@example.test',
  });
  const renderRun = (auth = runner) =>
    renderWithProviders(<RunPage />, { path: '/runs/8', route: '/runs/:id', auth });

  it('joins every week from the keyboard with the runner’s details, then offers to leave', async () => {
    const user = userEvent.setup();
    renderRun();
    const join = await screen.findByRole('button', { name: 'Join every week' });
    expect(
      screen.getByText('Registers you for every upcoming date, and for the dates added later.'),
    ).toBeVisible();
    join.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(bodies).toEqual([{ name: 'Lucía Pérez', email: 'lucia@example.test', pace: 6 }]),
    );
    const leave = await screen.findByRole('button', { name: 'Leave every week' });
    leave.focus();
    await user.keyboard('{Enter}');
    // It asks first (docs/product.md §4).
    const dialog = await screen.findByRole('dialog', { name: 'Leave every date?' });
    expect(server.requests).not.toContain('DELETE /api/series/3/registrations/me');
    await user.click(within(dialog).getByRole('button', { name: 'Leave every week' }));
    await waitFor(() => expect(server.requests).toContain('DELETE /api/series/3/registrations/me'));
    expect(await screen.findByRole('button', { name: 'Join every week' })).toBeInTheDocument();
  });

  it('says when joining put the runner on the waitlist of some dates, not only "you\'re in"', async () => {
    runs = seriesRuns(GROUPS);
    const [first, second, third] = runs;
    joinedDates = [
      { run: first!, registration: testRegistration({ runId: first!.id, status: 'waitlisted' }) },
      { run: second!, registration: testRegistration({ runId: second!.id, status: 'waitlisted' }) },
      { run: third!, registration: testRegistration({ runId: third!.id }) },
    ];
    const user = userEvent.setup();
    renderRun();
    await user.click(await screen.findByRole('button', { name: 'Join every week' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join every week' });
    await user.click(within(dialog).getByRole('button', { name: 'Join every week' }));
    expect(
      await screen.findByText(
        "You've joined every week, on the waitlist for 2 dates: we'll e-mail you if a spot opens up.",
      ),
    ).toBeVisible();
  });

  // A series may repeat every 1 to 4 weeks (decision 034): the texts say its interval, not "every week".
  it('says "every 2 weeks" on a run that repeats every 2 weeks, in the dialog, the answer and leaving', async () => {
    everyWeeks = 2;
    runs = seriesRuns(GROUPS);
    const user = userEvent.setup();
    renderRun();
    await user.click(await screen.findByRole('button', { name: 'Join every 2 weeks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join every 2 weeks' });
    await user.click(within(dialog).getByRole('button', { name: 'Join every 2 weeks' }));
    expect(await screen.findByText("You're in every 2 weeks.", { selector: 'p' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Leave every 2 weeks' }));
    const leave = await screen.findByRole('dialog', { name: 'Leave every date?' });
    await user.click(within(leave).getByRole('button', { name: 'Leave every 2 weeks' }));
    expect(
      await screen.findByText("You've left every 2 weeks: your upcoming dates are cancelled."),
    ).toBeVisible();
    expect(screen.queryByText(/every week/i)).not.toBeInTheDocument();
  });

  it('on runs with pace groups asks which group, starting near the runner’s usual pace, and sends it', async () => {
    runs = seriesRuns(GROUPS);
    const user = userEvent.setup();
    renderRun();
    await user.click(await screen.findByRole('button', { name: 'Join every week' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join every week' });
    const choice = within(dialog).getByRole('group', { name: 'Pace group' });
    // The usual pace is 5:48: Steady is nearest but full, so the nearest with room, Easy.
    await waitFor(() => expect(within(choice).getByRole('radio', { name: /Easy/ })).toBeChecked());
    expect(bodies).toEqual([]);
    // With the keyboard: up to Steady, then Fast.
    within(choice).getByRole('radio', { name: /Easy/ }).focus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(within(choice).getByRole('radio', { name: /Fast/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Join every week' }));
    await waitFor(() =>
      expect(bodies).toEqual([{ name: 'Lucía Pérez', email: 'lucia@example.test', pace: 6, groupId: 21 }]),
    );
    expect(await screen.findByRole('button', { name: 'Leave every week' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  // A waiver counts whether or not the host ticked "Required" (docs/decisions/053).
  it.each([true, false])(
    'is not offered on runs that ask a waiver (required: %s): the runner registers date by date, and is told why',
    async (required) => {
      const waiver = {
        id: 'w1',
        kind: 'consent',
        label: 'Waiver',
        text: 'At my own risk.',
        required,
      } as const;
      runs = runs.map((run) => ({ ...run, questions: [waiver] }));
      renderRun();
      expect(
        await screen.findByText(
          'This run asks a few questions on each date, so register for each date on its own.',
        ),
      ).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Join every week' })).not.toBeInTheDocument();
    },
  );

  it('is not offered to a host or a visitor, who are not asked about it either', async () => {
    renderRun(authenticated({ id: 'b-1', role: 'business' }));
    expect(await screen.findByRole('region', { name: 'Every Tuesday at 19:00' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join every week' })).not.toBeInTheDocument();
    expect(server.requests).not.toContain('GET /api/series/3/registrations/me');
  });
});
