import type { Attendance, Attendee } from '@runtogether/shared/attendance/attendance.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUES } from '@runtogether/shared/i18n/catalogue';
import { setBrowserMessages } from '@/lib/i18n';
import { authenticated, renderWithProviders } from '@/testing/render';
import { readJson, sendJson, setPageOrigin, startTestServer, type TestServer } from '@/testing/test-server';
import { Component as CheckInPage } from './check-in';

const runner = (registrationId: number, name: string, present = false): Attendee => ({
  registrationId,
  runnerId: `u-${registrationId}`,
  name,
  present,
  method: present ? 'host' : null,
  markedAt: present ? '2030-06-01T07:30:00.000Z' : null,
  back: false,
});

let state: Attendance;
const fresh = (): Attendance => ({
  run: {
    id: 7,
    title: 'Sunrise 5K',
    date: '2030-06-01',
    time: '09:00',
    timezone: 'Europe/Madrid',
    startsAt: '2030-06-01T07:00:00.000Z',
  },
  window: { opensAt: '2030-06-01T05:00:00.000Z', closesAt: '2030-06-01T19:00:00.000Z', state: 'open' },
  counts: { checkedIn: 1, confirmed: 3, walkIns: 0, out: 1 },
  runners: [runner(1, 'Ana Ávila'), runner(2, 'Ben', true), runner(3, 'Cleo')],
  walkIns: [],
  checkIn: {
    code: '7.1906398800.abcdefghijklmnopqrstuv',
    url: 'http://localhost:3000/runs/7/check-in?code=7.1906398800.abcdefghijklmnopqrstuv',
    expiresAt: '2030-06-01T19:00:00.000Z',
  },
});

const checkedIn = () => state.runners.filter((r) => r.present).length;

describe('/business/runs/:id/check-in', () => {
  let server: TestServer;
  const bodies: unknown[] = [];

  const api = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'GET' && url.pathname === '/api/events/7/attendance') return sendJson(res, 200, state);
    const mark = /^\/api\/events\/7\/attendance\/(\d+)$/.exec(url.pathname);
    if (req.method === 'PUT' && mark) {
      void readJson(req).then((body) => {
        bodies.push(body);
        const { present } = body as { present: boolean };
        state.runners = state.runners.map((r) =>
          r.registrationId === Number(mark[1])
            ? { ...r, present, method: 'host', markedAt: '2030-06-01T07:31:00.000Z' }
            : r,
        );
        state.counts = { ...state.counts, checkedIn: checkedIn() };
        const changed = state.runners.find((r) => r.registrationId === Number(mark[1]));
        sendJson(res, 200, { runner: changed, counts: state.counts });
      });
      return;
    }
    if (req.method === 'POST' && url.pathname === '/api/events/7/attendance/walk-ins') {
      void readJson(req).then((body) => {
        bodies.push(body);
        const { name, email, groupId } = body as { name: string; email?: string; groupId?: number };
        const group = state.run.groups?.find((g) => g.id === groupId)?.name;
        if (email === 'taken@bad.example') {
          // The server's own check, for a rule the form does not know.
          return sendJson(res, 400, {
            error: { code: 'VALIDATION_FAILED', message: 'Invalid', fields: { email: 'Server says no.' } },
          });
        }
        const walkIn = {
          id: 50 + state.walkIns.length,
          name,
          email: email ?? null,
          markedAt: '2030-06-01T07:40:00.000Z',
          walkUp: false,
          back: false,
          ...(group ? { group } : {}),
        };
        state.walkIns = [...state.walkIns, walkIn];
        state.counts = { ...state.counts, walkIns: state.walkIns.length };
        sendJson(res, 201, { walkIn, counts: state.counts });
      });
      return;
    }
    const guest = /^\/api\/events\/7\/attendance\/walk-ins\/(\d+)$/.exec(url.pathname);
    if (req.method === 'DELETE' && guest) {
      bodies.push({ removed: Number(guest[1]) });
      if (guest[1] === '51') {
        return sendJson(res, 409, {
          error: { code: 'RUN_STARTED', message: 'This run has already started, so its guests stay.' },
        });
      }
      state.walkIns = state.walkIns.filter((w) => w.id !== Number(guest[1]));
      state.counts = { ...state.counts, walkIns: state.walkIns.length };
      return sendJson(res, 200, { counts: state.counts });
    }
    sendJson(res, 404, { error: { code: 'NOT_FOUND', message: 'Route not found' } });
  };

  beforeAll(async () => {
    server = await startTestServer(api);
    setPageOrigin(server.url);
  });
  beforeEach(() => {
    server.requests.length = 0;
    bodies.length = 0;
    state = fresh();
    server.handle(api);
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => server.close());

  const renderPage = () =>
    renderWithProviders(<CheckInPage />, {
      path: '/business/runs/7/check-in',
      route: '/business/runs/:id/check-in',
      auth: authenticated({ role: 'business', name: 'Trail Shop' }),
    });

  it('lists the confirmed runners with their state and the live count, and marks them present and absent', async () => {
    const user = userEvent.setup();
    renderPage();
    const count = await screen.findByTestId('check-in-count');
    expect(count).toHaveTextContent('1 of 3 checked in');
    expect(screen.getByRole('heading', { level: 1, name: 'Check-in' })).toBeInTheDocument();
    const ana = screen.getByRole('button', { name: /Ana Ávila/ });
    expect(ana).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: /Ben/ })).toHaveAttribute('aria-pressed', 'true');

    await user.click(ana);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Ana Ávila/ })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(count).toHaveTextContent('2 of 3 checked in');
    await user.click(screen.getByRole('button', { name: /Ben/ }));
    await waitFor(() => expect(count).toHaveTextContent('1 of 3 checked in'));
    expect(screen.getByRole('button', { name: /Ben/ })).toHaveTextContent('Not here');
    expect(bodies).toEqual([{ present: true }, { present: false }]);
    expect(server.requests).toContain('PUT /api/events/7/attendance/1');
    expect(server.requests).toContain('PUT /api/events/7/attendance/2');
  });

  it("keeps a runner's answers and emergency contact on their row when a mark's answer leaves them out", async () => {
    const user = userEvent.setup();
    const size = { questionId: 'size', label: 'T-shirt size', kind: 'choice', value: 'M' } as const;
    state.runners = state.runners.map((r) =>
      r.name === 'Cleo' ? { ...r, answers: [size], emergencyContact: { name: 'Mum', phone: '600' } } : r,
    );
    // An answer as a server before this change gave it: the mark, without the row's details.
    server.handle((req, res) => {
      if (req.method !== 'PUT') return api(req, res);
      void readJson(req).then(() =>
        sendJson(res, 200, {
          runner: { ...runner(3, 'Cleo', true), markedAt: '2030-06-01T07:31:00.000Z' },
          // A guest walked up meanwhile: the counts show when the answer is in.
          counts: { ...state.counts, checkedIn: 2, walkIns: 1 },
        }),
      );
    });
    renderPage();
    expect(await screen.findByText('T-shirt size:')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Cleo/ }));
    await waitFor(() => expect(screen.getByTestId('check-in-count')).toHaveTextContent('+ 1 walk-in'));
    expect(screen.getByTestId('check-in-count')).toHaveTextContent('2 of 3 checked in');
    expect(screen.getByRole('button', { name: /Cleo/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('T-shirt size:')).toBeInTheDocument();
  });

  it('lists the runners of a run with pace groups group by group', async () => {
    state.runners = [
      { ...runner(1, 'Ana Ávila'), group: 'Fast' },
      { ...runner(3, 'Cleo'), group: 'Fast' },
      { ...runner(2, 'Ben', true), group: 'Easy' },
    ];
    renderPage();
    const fast = await screen.findByRole('list', { name: 'Fast' });
    expect(screen.getByRole('heading', { level: 3, name: 'Fast' })).toBeInTheDocument();
    expect(
      within(fast)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([expect.stringContaining('Ana Ávila'), expect.stringContaining('Cleo')]);
    const easy = screen.getByRole('list', { name: 'Easy' });
    expect(within(easy).getByRole('button', { name: /Ben/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it("reads each runner's name apart from their state", async () => {
    state.runners = [
      runner(1, 'Ana Ávila'),
      runner(2, 'Ben', true),
      { ...runner(3, 'Cleo', true), back: true },
    ];
    renderPage();
    // A screen reader reads the state apart from the name ("Ana Ávila, Not here"), as it does a guest's badge.
    expect(await screen.findByRole('button', { name: 'Ana Ávila, Not here' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ben, Present' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cleo, Back' })).toBeInTheDocument();
  });

  it('finds runners by name, whatever the case and accents', async () => {
    const user = userEvent.setup();
    renderPage();
    const search = await screen.findByRole('searchbox', { name: 'Search by name' });
    await user.type(search, 'ana avila');
    const list = screen.getByRole('list', { name: '' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Ana Ávila, Not here']);
    await user.clear(search);
    await user.type(search, 'zed');
    expect(screen.getByText('No runner matches “zed”.')).toBeInTheDocument();
  });

  it('adds a walk-in, and shows field errors for a malformed e-mail (from the form and from the server)', async () => {
    const user = userEvent.setup();
    renderPage();
    (await screen.findByRole('button', { name: 'Add a walk-in' })).focus();
    await user.keyboard('{Enter}');
    const form = await screen.findByRole('form', { name: 'Add a walk-in' });
    const name = within(form).getByLabelText('Name');
    const email = within(form).getByLabelText('E-mail (optional)');
    // The button is gone; the focus is on the form's first field.
    await waitFor(() => expect(name).toHaveFocus());
    // The schema's limits: no typing past them into a message.
    expect(name).toHaveAttribute('maxLength', '100');
    expect(email).toHaveAttribute('maxLength', '254');

    await user.type(name, 'Zoe');
    await user.type(email, 'zoe@');
    await user.click(within(form).getByRole('button', { name: 'Add walk-in' }));
    expect(await within(form).findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);

    await user.clear(email);
    await user.type(email, 'taken@bad.example');
    await user.click(within(form).getByRole('button', { name: 'Add walk-in' }));
    expect(await within(form).findByText('Server says no.')).toBeInTheDocument();
    expect(bodies).toEqual([{ name: 'Zoe', email: 'taken@bad.example' }]);
    bodies.length = 0;

    await user.clear(name);
    await user.click(within(form).getByRole('button', { name: 'Add walk-in' }));
    expect(await within(form).findByText('Name must be at least 2 characters.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.type(name, 'Zoe Walker');
    await user.clear(email);
    await user.click(within(form).getByRole('button', { name: 'Add walk-in' }));
    const walkIns = screen.getByRole('region', { name: 'Walk-ins' });
    expect(await within(walkIns).findByText('Zoe Walker')).toBeInTheDocument();
    expect(bodies).toEqual([{ name: 'Zoe Walker' }]);
    expect(screen.getByText('+ 1 walk-in')).toBeInTheDocument();
    expect(name).toHaveValue('');

    // Closing gives the focus back to the button that opened the form.
    await user.click(within(form).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('button', { name: 'Add a walk-in' })).toHaveFocus();
  });

  it("asks a walk-in the run's waiver and emergency contact, as the join page asks a walk-up guest", async () => {
    const user = userEvent.setup();
    state.run = {
      ...state.run,
      requireEmergencyContact: true,
      questions: [
        { id: 'waiver', kind: 'consent', label: 'Waiver', text: 'At my own risk.', required: true },
      ],
    };
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add a walk-in' }));
    const form = await screen.findByRole('form', { name: 'Add a walk-in' });
    await user.type(within(form).getByLabelText('Name'), 'Zoe Walker');
    await user.click(within(form).getByRole('button', { name: 'Add walk-in' }));
    // The host ticks it for the walk-in: in the host's words, not the guest's "I accept".
    const accept = within(form).getByLabelText('The walk-in has read and accepts this');
    expect(within(form).queryByLabelText('I have read and accept this')).toBeNull();
    const contactName = within(form).getByLabelText('Contact name');
    const contactPhone = within(form).getByLabelText('Contact phone');
    await waitFor(() => expect(accept).toHaveAttribute('aria-invalid', 'true'));
    expect(contactName).toHaveAttribute('aria-invalid', 'true');
    expect(contactPhone).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);

    await user.click(accept);
    await user.type(contactName, 'Mum');
    await user.type(contactPhone, '+34 600 111 222');
    await user.click(within(form).getByRole('button', { name: 'Add walk-in' }));
    const walkIns = screen.getByRole('region', { name: 'Walk-ins' });
    expect(await within(walkIns).findByText('Zoe Walker')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        name: 'Zoe Walker',
        answers: { waiver: true },
        emergencyContact: { name: 'Mum', phone: '+34 600 111 222' },
      },
    ]);
    // Ready for the next walk-in: the waiver is not ticked for them.
    expect(accept).not.toBeChecked();
  });

  it("says the walk-in's waiver tick in the host's words in Spanish too", async () => {
    setBrowserMessages('es', CATALOGUES.es);
    try {
      const user = userEvent.setup();
      state.run = {
        ...state.run,
        questions: [
          {
            id: 'waiver',
            kind: 'consent',
            label: 'Exención',
            text: 'Bajo mi responsabilidad.',
            required: true,
          },
        ],
      };
      renderPage();
      await user.click(await screen.findByRole('button', { name: 'Añadir a alguien sin inscripción' }));
      const form = await screen.findByRole('form', { name: 'Añadir a alguien sin inscripción' });
      expect(within(form).getByLabelText('Esta persona ha leído y acepta esto')).not.toBeChecked();
      expect(within(form).queryByLabelText('He leído y acepto esto')).toBeNull();
    } finally {
      setBrowserMessages('en', CATALOGUES.en);
    }
  });

  it("asks a walk-in their pace group on a run with groups, and shows each guest's group (docs/decisions/052)", async () => {
    const user = userEvent.setup();
    const group = { distance: null, waitlistCount: 0, leader: null, currentParticipants: 1 };
    state.run = {
      ...state.run,
      groups: [
        { ...group, id: 11, name: 'Fast', pace: 4.75, maxParticipants: 1 },
        { ...group, id: 12, name: 'Easy', pace: 6.5, maxParticipants: null },
      ],
    };
    state.walkIns = [
      {
        id: 40,
        name: 'Gina Guest',
        email: null,
        markedAt: '2030-06-01T07:20:00.000Z',
        walkUp: true,
        back: false,
        group: 'Fast',
      },
    ];
    renderPage();
    const walkIns = await screen.findByRole('region', { name: 'Walk-ins' });
    expect(await within(walkIns).findByText('Pace group: Fast')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a walk-in' }));
    const form = await screen.findByRole('form', { name: 'Add a walk-in' });
    const choice = within(form).getByRole('group', { name: 'Pace group' });
    expect(within(choice).getByRole('radio', { name: 'Fast · 4:45 /km · full' })).not.toBeChecked();
    expect(within(choice).getByRole('radio', { name: /^Easy · 6:30 \/km/ })).toBeChecked();
    await user.type(within(form).getByLabelText('Name'), 'Zoe Walker');
    await user.click(within(choice).getByRole('radio', { name: /^Fast/ }));
    await user.click(within(form).getByRole('button', { name: 'Add walk-in' }));
    expect(await within(walkIns).findByText('Zoe Walker')).toBeInTheDocument();
    expect(bodies).toEqual([{ name: 'Zoe Walker', groupId: 11 }]);
    expect(within(walkIns).getAllByText('Pace group: Fast')).toHaveLength(2);
  });

  it('takes off a guest added by mistake after asking first in the row: a stray tap keeps them', async () => {
    const user = userEvent.setup();
    const guest = (id: number, name: string, walkUp: boolean) => ({
      id,
      name,
      email: null,
      markedAt: '2030-06-01T06:40:00.000Z',
      walkUp,
      back: false,
    });
    state.walkIns = [guest(50, 'Gina Guest', true), guest(51, 'Wendy Walker', false)];
    state.counts = { ...state.counts, walkIns: 2 };
    renderPage();
    const walkIns = await screen.findByRole('region', { name: 'Walk-ins' });
    expect(screen.getByText('+ 2 walk-ins')).toBeInTheDocument();
    // A screen reader reads the guest's badge apart from her name: "Gina Guest, Guest".
    const [gina, wendy] = within(walkIns).getAllByRole('listitem');
    expect(gina?.firstElementChild).toHaveTextContent(/^Gina Guest, Guest$/);
    expect(wendy?.firstElementChild).toHaveTextContent(/^Wendy Walker$/);
    const remove = within(walkIns).getByRole('button', { name: 'Remove Gina Guest' });
    await user.click(remove);
    const ask = within(walkIns).getByRole('group', { name: /Remove Gina Guest from this run\?/ });
    expect(remove).toHaveAttribute('aria-expanded', 'true');
    // The safe answer has the focus: Enter or a second tap in the same place keeps the guest.
    expect(within(ask).getByRole('button', { name: 'Keep' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(walkIns).queryByRole('group')).toBeNull();
    expect(remove).toHaveFocus();
    // Escape dismisses the question as "Keep" does, back on the button that asked it.
    await user.keyboard('{Enter}');
    expect(
      within(walkIns).getByRole('group', { name: /Remove Gina Guest from this run\?/ }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(within(walkIns).queryByRole('group')).toBeNull();
    expect(remove).toHaveFocus();
    expect(bodies).toEqual([]);

    await user.click(remove);
    await user.click(within(within(walkIns).getByRole('group')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(walkIns).queryByText('Gina Guest')).toBeNull());
    expect(await screen.findByText('Gina Guest removed from the run')).toBeInTheDocument();
    expect(screen.getByText('+ 1 walk-in')).toBeInTheDocument();
    expect(bodies).toEqual([{ removed: 50 }]);

    // The server's refusal is said, and the guest stays.
    await user.click(within(walkIns).getByRole('button', { name: 'Remove Wendy Walker' }));
    await user.click(within(within(walkIns).getByRole('group')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('This run has already started, so its guests stay.')).toBeInTheDocument();
    expect(within(walkIns).getByText('Wendy Walker')).toBeInTheDocument();
    expect(within(walkIns).getByRole('button', { name: 'Remove Wendy Walker' })).toBeEnabled();
  });

  it('shows the check-in QR code for runners to scan', async () => {
    renderPage();
    const qr = await screen.findByRole('img', { name: 'Check-in QR code' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    expect(decodeURIComponent(qr.getAttribute('src') ?? '')).toContain('<svg');
  });

  it('before the window, says when check-in opens and keeps the taps and walk-ins disabled', async () => {
    state.window.state = 'before';
    // The morning of the run: the time alone.
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2030-06-01T04:00:00Z') });
    const { unmount } = renderPage();
    expect(
      await screen.findByText('Check-in opens 2 hours before the run starts, at 07:00.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Cleo/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add a walk-in' })).toBeDisabled();
    unmount();
    // A week before: the day too.
    vi.setSystemTime(new Date('2030-05-25T13:52:00Z'));
    renderPage();
    expect(
      await screen.findByText('Check-in opens 2 hours before the run starts, on Sat, Jun 1 at 07:00.'),
    ).toBeInTheDocument();
  });

  it("writes the run's date and times as the rest of the app does: no ISO date, a 24-hour clock", async () => {
    // An evening run: check-in closes on the next day, which is then named.
    state.run = { ...state.run, time: '19:30', startsAt: '2030-06-01T17:30:00.000Z' };
    state.window = {
      opensAt: '2030-06-01T15:30:00.000Z',
      closesAt: '2030-06-02T05:30:00.000Z',
      state: 'closed',
    };
    renderPage();
    const inMadrid = Intl.DateTimeFormat().resolvedOptions().timeZone === 'Europe/Madrid';
    expect(
      await screen.findByText(`Saturday, June 1, 2030 · 19:30${inMadrid ? '' : ' (Madrid time)'}`),
    ).toBeInTheDocument();
    expect(screen.queryByText(/2030-06-01/)).not.toBeInTheDocument();
    expect(
      screen.getByText('Check-in closed at Sun, Jun 2 07:30, 12 hours after the run started.'),
    ).toBeInTheDocument();
  });

  it("after the window, says check-in closed and shows no QR code; another host's run is refused", async () => {
    state.window.state = 'closed';
    const { unmount } = renderPage();
    expect(
      await screen.findByText('Check-in closed at 21:00, 12 hours after the run started.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Check-in QR code' })).not.toBeInTheDocument();
    unmount();

    server.handle((_req, res) =>
      sendJson(res, 403, {
        error: { code: 'FORBIDDEN', message: 'Only the host of this run can take attendance.' },
      }),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only the host of this run can take attendance.',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    // Not a dead end: the page's heading, and the way back to the run.
    expect(screen.getByRole('heading', { level: 1, name: 'Check-in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the run' })).toHaveAttribute('href', '/runs/7');
  });

  it('says a run that is not there is not found, under the heading, with a way to the runs', async () => {
    server.handle((_req, res) =>
      sendJson(res, 404, { error: { code: 'NOT_FOUND', message: 'Run not found' } }),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Run not found');
    expect(screen.getByRole('heading', { level: 1, name: 'Check-in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse All Runs' })).toHaveAttribute('href', '/runs');
  });
});
