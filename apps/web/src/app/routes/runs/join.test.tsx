// The walk-up guest's page (docs/decisions/055): no account, the run's questions and waiver, an emergency
// contact when the run asks for one, and the answer sent with the join code.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { testRun } from '@/testing/run-fixtures';
import { readJson, sendJson, setPageOrigin, startTestServer, type TestServer } from '@/testing/test-server';
import { Component as JoinPage } from './join';

const run = testRun({
  id: 7,
  title: 'Night 10K',
  requireEmergencyContact: true,
  questions: [
    { id: 'size', kind: 'choice', label: 'T-shirt size', options: ['S', 'M'], required: true },
    { id: 'waiver', kind: 'consent', label: 'Club waiver', text: 'I run at my own risk.', required: true },
  ],
});

describe('/runs/:id/join', () => {
  let server: TestServer;
  const bodies: unknown[] = [];
  /** How the walk-up answers: a new guest, or a full run (docs/decisions/057). */
  let full = false;
  const api = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'GET' && url.pathname === '/api/events/7') return sendJson(res, 200, shown);
    if (req.method === 'POST' && url.pathname === '/api/events/7/walk-up') {
      void readJson(req).then((body) => {
        bodies.push(body);
        if ((body as { email?: string }).email === 'ana@example.com') {
          const registered =
            'This e-mail address is already registered for this run: check in with your account, or talk to the host.';
          sendJson(res, 409, {
            error: { code: 'ALREADY_REGISTERED', message: registered, fields: { email: registered } },
          });
          return;
        }
        if (full) {
          sendJson(res, 409, {
            error: {
              code: 'RUN_FULL',
              message: 'This run is full, so it cannot take walk-up guests. Please talk to the host.',
            },
          });
          return;
        }
        sendJson(res, 201, {
          runId: 7,
          runTitle: 'Night 10K',
          name: 'Gina Guest',
          present: true,
          markedAt: '2030-05-18T05:20:00.000Z',
          alreadyJoined: false,
        });
      });
      return;
    }
    sendJson(res, 404, { error: { code: 'NOT_FOUND', message: 'Route not found' } });
  };
  beforeAll(async () => {
    server = await startTestServer(api);
    setPageOrigin(server.url);
  });
  /** The run as GET /api/events/7 answers it. */
  let shown = run;
  beforeEach(() => {
    bodies.length = 0;
    full = false;
    shown = run;
    // Half an hour before the start: check-in is open.
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2030-05-18T05:00:00Z') });
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => server.close());

  const renderPage = (search = '?code=7.123.abc') =>
    renderWithProviders(<JoinPage />, { path: `/runs/7/join${search}`, route: '/runs/:id/join' });

  it("names each missing answer, then joins with the code, the answers and the contact, and says it's done", async () => {
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Join this run' })).toBeInTheDocument();
    expect(screen.getByText('I run at my own risk.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(screen.getByText('Please answer “T-shirt size”.')).toBeInTheDocument();
    expect(screen.getByText('Please accept “Club waiver” to join this run.')).toBeInTheDocument();
    expect(screen.getByText('Emergency contact name must be at least 2 characters.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.type(screen.getByLabelText('Your name'), 'Gina Guest');
    await user.type(screen.getByLabelText('Your email'), 'gina@example.com');
    await user.selectOptions(screen.getByLabelText('T-shirt size'), 'M');
    await user.click(screen.getByLabelText('I have read and accept this'));
    // The schema's limits, as in Profile Settings: no typing past them into a message.
    expect(screen.getByLabelText('Your name')).toHaveAttribute('maxLength', '100');
    expect(screen.getByLabelText('Your email')).toHaveAttribute('maxLength', '254');
    expect(screen.getByLabelText('Contact name')).toHaveAttribute('maxLength', '100');
    expect(screen.getByLabelText('Contact phone')).toHaveAttribute('maxLength', '30');
    await user.type(screen.getByLabelText('Contact name'), 'Pablo');
    await user.type(screen.getByLabelText('Contact phone'), '611 222 333');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('heading', { name: "You're in!" })).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        code: '7.123.abc',
        name: 'Gina Guest',
        email: 'gina@example.com',
        answers: { size: 'M', waiver: true },
        emergencyContact: { name: 'Pablo', phone: '611 222 333' },
      },
    ]);
  });

  it('asks a guest their pace group as the register dialog does, and joins with it (docs/decisions/052)', async () => {
    const user = userEvent.setup();
    const group = { distance: null, waitlistCount: 0, leader: null };
    shown = {
      ...run,
      questions: [],
      requireEmergencyContact: false,
      maxParticipants: 7,
      currentParticipants: 2,
      groups: [
        { ...group, id: 11, name: 'Fast', pace: 4.75, maxParticipants: 2, currentParticipants: 2 },
        { ...group, id: 12, name: 'Easy', pace: 6.5, maxParticipants: 5, currentParticipants: 0 },
      ],
    };
    renderPage();
    const choice = await screen.findByRole('group', { name: 'Pace group' });
    // The choices as registering shows them, the first group with room chosen to start with; a full group has
    // no waitlist for a guest to join.
    expect(within(choice).getByRole('radio', { name: 'Fast · 4:45 /km · full' })).not.toBeChecked();
    const easy = within(choice).getByRole('radio', { name: 'Easy · 6:30 /km · 5 spots left' });
    expect(easy).toBeChecked();
    await user.click(within(choice).getByRole('radio', { name: /^Fast/ }));
    await user.type(screen.getByLabelText('Your name'), 'Gina Guest');
    await user.type(screen.getByLabelText('Your email'), 'gina@example.com');
    await user.click(easy);
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('heading', { name: "You're in!" })).toBeInTheDocument();
    expect(bodies).toEqual([
      { code: '7.123.abc', name: 'Gina Guest', email: 'gina@example.com', groupId: 12 },
    ]);
  });

  it("says so when the run is full, and keeps the guest's answers", async () => {
    full = true;
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('Your name'), 'Gina Guest');
    await user.type(screen.getByLabelText('Your email'), 'gina@example.com');
    await user.selectOptions(screen.getByLabelText('T-shirt size'), 'M');
    await user.click(screen.getByLabelText('I have read and accept this'));
    await user.type(screen.getByLabelText('Contact name'), 'Pablo');
    await user.type(screen.getByLabelText('Contact phone'), '611 222 333');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This run is full, so it cannot take walk-up guests. Please talk to the host.',
    );
    expect(screen.queryByRole('heading', { name: "You're in!" })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveValue('Gina Guest');
  });

  it('says the e-mail address is already registered once, under the field', async () => {
    const user = userEvent.setup();
    shown = { ...run, questions: [], requireEmergencyContact: false };
    renderPage();
    await user.type(await screen.findByLabelText('Your name'), 'Ana');
    await user.type(screen.getByLabelText('Your email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText(/already registered for this run/)).toBeInTheDocument();
    expect(screen.getAllByText(/already registered for this run/)).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says before the form that the run is full, or when check-in opens, with the day when not today', async () => {
    shown = { ...run, maxParticipants: 8, currentParticipants: 8 };
    const { unmount } = renderPage();
    expect(
      await screen.findByText('This run is full, so it cannot take walk-up guests. Please talk to the host.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Your name')).toBeNull();
    unmount();

    shown = run;
    vi.setSystemTime(new Date('2030-05-11T09:00:00Z'));
    renderPage();
    expect(
      await screen.findByText(
        'You can join from Sat, May 18 at 05:30, when check-in opens 2 hours before the run starts.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
  });

  it('says the link has no code when it has none', async () => {
    renderPage('');
    expect(await screen.findByText(/This link has no join code/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Join this run' })).toBeInTheDocument();
  });

  it('says the run is not found when the address names none, not that the code is missing', async () => {
    renderWithProviders(<JoinPage />, { path: '/runs/abc/join?code=7.123.abc', route: '/runs/:id/join' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Run not found');
    expect(screen.queryByText(/This link has no join code/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Join this run' })).toBeInTheDocument();
  });
});
