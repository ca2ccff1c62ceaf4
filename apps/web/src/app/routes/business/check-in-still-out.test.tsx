// The check-in screen after the start (docs/decisions/055): "2 still out", tap-to-call, marking people back,
// and taps taken offline sent once the phone is back online.
import type { Attendance, Attendee } from '@runtogether/shared/attendance/attendance.schemas';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authenticated, renderWithProviders } from '@/testing/render';
import { readJson, sendJson, setPageOrigin, startTestServer, type TestServer } from '@/testing/test-server';
import { Component as CheckInPage } from './check-in';

const runner = (registrationId: number, name: string, present: boolean, phone?: string): Attendee => ({
  registrationId,
  runnerId: `u-${registrationId}`,
  name,
  present,
  method: present ? 'host' : null,
  markedAt: present ? '2020-06-01T06:50:00.000Z' : null,
  back: false,
  answers: [{ questionId: 'size', label: 'T-shirt size', kind: 'choice', value: 'M' }],
  emergencyContact: phone ? { name: `${name}'s mum`, phone } : null,
});

let state: Attendance;
// A run that started long ago, with check-in still open as the server says.
const fresh = (): Attendance => ({
  run: {
    id: 7,
    title: 'Night 10K',
    date: '2020-06-01',
    time: '21:00',
    timezone: 'Europe/Madrid',
    startsAt: '2020-06-01T19:00:00.000Z',
  },
  window: { opensAt: '2020-06-01T17:00:00.000Z', closesAt: '2099-06-01T07:00:00.000Z', state: 'open' },
  counts: { checkedIn: 1, confirmed: 2, walkIns: 1, out: 2 },
  runners: [runner(1, 'Ana', true, '+34 600 111 222'), runner(2, 'Ben', false)],
  walkIns: [
    {
      id: 50,
      name: 'Gina Guest',
      email: 'gina@example.com',
      markedAt: '2020-06-01T18:55:00.000Z',
      walkUp: true,
      back: false,
      emergencyContact: null,
    },
  ],
  checkIn: {
    code: 'c',
    url: 'http://localhost:3000/runs/7/check-in?code=c',
    expiresAt: '2099-06-01T07:00:00.000Z',
  },
});

describe('who is still out on the check-in screen', () => {
  let server: TestServer;
  const bodies: { path: string; body: unknown }[] = [];

  const api = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'GET' && url.pathname === '/api/events/7/attendance') return sendJson(res, 200, state);
    if (req.method === 'GET' && url.pathname === '/api/events/7/join-code') {
      return sendJson(res, 200, {
        code: 'j',
        url: 'http://localhost:3000/runs/7/join?code=j',
        expiresAt: '2099-01-01T00:00:00.000Z',
      });
    }
    const runnerMark = /^\/api\/events\/7\/attendance\/(\d+)$/.exec(url.pathname);
    const walkInMark = /^\/api\/events\/7\/attendance\/walk-ins\/(\d+)$/.exec(url.pathname);
    if (req.method === 'PUT' && (runnerMark || walkInMark)) {
      void readJson(req).then((body) => {
        bodies.push({ path: url.pathname, body });
        if (runnerMark && 'present' in (body as object)) {
          const { present } = body as { present: boolean };
          state.runners = state.runners.map((r) =>
            r.registrationId === Number(runnerMark[1]) ? { ...r, present, method: 'host' } : r,
          );
          state.counts = {
            ...state.counts,
            checkedIn: state.counts.checkedIn + (present ? 1 : -1),
            out: state.counts.out + (present ? 1 : -1),
          };
          const changed = state.runners.find((r) => r.registrationId === Number(runnerMark[1]));
          return sendJson(res, 200, { runner: changed, counts: state.counts });
        }
        const { back } = body as { back: boolean };
        state.counts = { ...state.counts, out: state.counts.out - (back ? 1 : -1) };
        if (runnerMark) {
          state.runners = state.runners.map((r) =>
            r.registrationId === Number(runnerMark[1]) ? { ...r, back } : r,
          );
          const changed = state.runners.find((r) => r.registrationId === Number(runnerMark[1]));
          return sendJson(res, 200, { runner: changed, counts: state.counts });
        }
        state.walkIns = state.walkIns.map((w) => (w.id === Number(walkInMark?.[1]) ? { ...w, back } : w));
        return sendJson(res, 200, { walkIn: state.walkIns[0], counts: state.counts });
      });
      return;
    }
    sendJson(res, 404, { error: { code: 'NOT_FOUND', message: 'Route not found' } });
  };

  beforeAll(async () => {
    server = await startTestServer(api);
    setPageOrigin(server.url);
  });
  beforeEach(() => {
    bodies.length = 0;
    state = fresh();
    server.handle(api);
  });
  afterEach(() => onlineManager.setOnline(true));
  afterAll(() => server.close());

  const renderPage = () =>
    renderWithProviders(<CheckInPage />, {
      path: '/business/runs/7/check-in',
      route: '/business/runs/:id/check-in',
      auth: authenticated({ role: 'business', name: 'Night Club' }),
    });

  it('says "2 still out" at the top, lists them with a call button, and marks them back', async () => {
    const user = userEvent.setup();
    renderPage();
    const heading = await screen.findByTestId('still-out');
    expect(heading).toHaveTextContent('2 still out');
    const section = heading.closest('section') as HTMLElement;
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.firstElementChild?.textContent)).toEqual(['Ana', 'Gina Guest']);
    const call = within(section).getByRole('link', { name: "Call Ana's mum, emergency contact of Ana" });
    expect(call).toHaveAttribute('href', 'tel:+34600111222');
    // The guest gave no contact: no call button on her row.
    expect(within(items[1] as HTMLElement).queryByRole('link')).toBeNull();
    // Answers show under the runner's name.
    expect(screen.getAllByText('T-shirt size:').length).toBeGreaterThan(0);

    await user.click(within(section).getByRole('button', { name: 'Mark Ana back' }));
    await waitFor(() => expect(heading).toHaveTextContent('1 still out'));
    await user.click(within(section).getByRole('button', { name: 'Mark Gina Guest back' }));
    await waitFor(() => expect(screen.getByTestId('still-out')).toHaveTextContent('Everyone is back'));
    expect(bodies).toEqual([
      { path: '/api/events/7/attendance/1', body: { back: true } },
      { path: '/api/events/7/attendance/walk-ins/50', body: { back: true } },
    ]);
    expect(
      await screen.findByRole('img', { name: 'QR code for guests to join this run' }),
    ).toBeInTheDocument();
    // A started run's guests stay (docs/decisions/067): no way to take one off.
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('asks first before a present runner leaves the still-out list: a stray tap keeps them counted', async () => {
    const user = userEvent.setup();
    renderPage();
    const heading = await screen.findByTestId('still-out');
    const ana = screen.getByRole('button', { name: /^Ana/ });
    await user.click(ana);
    const ask = screen.getByRole('group', { name: /Mark Ana as not here\?/ });
    // The safe answer has the focus: Enter or a second tap in the same place keeps her.
    expect(within(ask).getByRole('button', { name: 'Keep present' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('group', { name: /Mark Ana as not here\?/ })).toBeNull();
    expect(ana).toHaveAttribute('aria-pressed', 'true');
    expect(heading).toHaveTextContent('2 still out');
    expect(bodies).toEqual([]);

    await user.click(ana);
    await user.click(
      within(screen.getByRole('group', { name: /Mark Ana as not here\?/ })).getByRole('button', {
        name: 'Not here',
      }),
    );
    await waitFor(() => expect(heading).toHaveTextContent('1 still out'));
    expect(ana).toHaveAttribute('aria-pressed', 'false');
    expect(bodies).toEqual([{ path: '/api/events/7/attendance/1', body: { present: false } }]);
  });

  it('keeps the focus in place by keyboard: "Back" moves on to the next person, Escape keeps a runner present', async () => {
    const user = userEvent.setup();
    renderPage();
    const heading = await screen.findByTestId('still-out');
    const section = heading.closest('section') as HTMLElement;
    within(section).getByRole('button', { name: 'Mark Ana back' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(heading).toHaveTextContent('1 still out'));
    // Ana's row is gone: the focus is on the next person's "Back", not the page's top.
    await waitFor(() =>
      expect(within(section).getByRole('button', { name: 'Mark Gina Guest back' })).toHaveFocus(),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(heading).toHaveTextContent('Everyone is back'));
    await waitFor(() => expect(heading).toHaveFocus());

    // Escape answers "Mark Ana as not here?" the safe way, and gives the focus back to Ana's button.
    const ana = screen.getByRole('button', { name: /^Ana/ });
    ana.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Keep present' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: /Mark Ana as not here\?/ })).toBeNull();
    expect(ana).toHaveFocus();
    expect(ana).toHaveAttribute('aria-pressed', 'true');
    expect(bodies).toEqual([
      { path: '/api/events/7/attendance/1', body: { back: true } },
      { path: '/api/events/7/attendance/walk-ins/50', body: { back: true } },
    ]);
  });

  it('undoes a "back" in one tap, and a runner who is back is not sent to "Not here" by one tap', async () => {
    const user = userEvent.setup();
    state.runners = state.runners.map((r) => (r.name === 'Ana' ? { ...r, back: true } : r));
    state.walkIns = state.walkIns.map((w) => ({ ...w, back: true }));
    state.counts = { ...state.counts, out: 0 };
    renderPage();
    const heading = await screen.findByTestId('still-out');
    expect(heading).toHaveTextContent('Everyone is back');

    await user.click(screen.getByRole('button', { name: /^Ana/ }));
    expect(screen.getByRole('group', { name: /Mark Ana as not here\?/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep present' }));
    expect(bodies).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Mark Ana still out' }));
    await waitFor(() => expect(heading).toHaveTextContent('1 still out'));
    await user.click(screen.getByRole('button', { name: 'Mark Gina Guest still out' }));
    await waitFor(() => expect(heading).toHaveTextContent('2 still out'));
    expect(bodies).toEqual([
      { path: '/api/events/7/attendance/1', body: { back: false } },
      { path: '/api/events/7/attendance/walk-ins/50', body: { back: false } },
    ]);
    expect(screen.getByRole('button', { name: /^Ana/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps working offline: the tap shows at once and is sent when back online', async () => {
    const user = userEvent.setup();
    renderPage();
    const heading = await screen.findByTestId('still-out');
    act(() => onlineManager.setOnline(false));
    await user.click(screen.getByRole('button', { name: 'Mark Ana back' }));
    await waitFor(() => expect(heading).toHaveTextContent('1 still out'));
    expect(bodies).toEqual([]);
    act(() => onlineManager.setOnline(true));
    await waitFor(() =>
      expect(bodies).toEqual([{ path: '/api/events/7/attendance/1', body: { back: true } }]),
    );
    await waitFor(() => expect(screen.getByTestId('still-out')).toHaveTextContent('1 still out'));
  });

  it('checks a runner in offline, lists them out and marks them back, then sends both taps in order', async () => {
    const user = userEvent.setup();
    renderPage();
    const heading = await screen.findByTestId('still-out');
    act(() => onlineManager.setOnline(false));
    const ben = screen.getByRole('button', { name: /^Ben/ });
    await user.click(ben);
    // At once, with no signal: Ben is checked in and out on the run.
    await waitFor(() => expect(ben).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(heading).toHaveTextContent('3 still out'));
    await user.click(screen.getByRole('button', { name: 'Mark Ben back' }));
    await waitFor(() => expect(heading).toHaveTextContent('2 still out'));
    expect(bodies).toEqual([]);
    act(() => onlineManager.setOnline(true));
    await waitFor(() =>
      expect(bodies).toEqual([
        { path: '/api/events/7/attendance/2', body: { present: true } },
        { path: '/api/events/7/attendance/2', body: { back: true } },
      ]),
    );
    await waitFor(() => expect(screen.getByTestId('still-out')).toHaveTextContent('2 still out'));
    expect(screen.getByRole('button', { name: /^Ben/ })).toHaveAttribute('aria-pressed', 'true');
  });
});
