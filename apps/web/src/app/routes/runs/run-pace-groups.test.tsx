// Pace groups in the browser (docs/decisions/052): the card's summary in English and Spanish, the run page's
// list of groups, the register dialog's group choice, and runs like a full one under "Join the waitlist".
import type { MyRegistration } from '@runtogether/shared/registrations/registration.schemas';
import { CATALOGUES } from '@runtogether/shared/i18n/catalogue';
import type { RunGroup } from '@runtogether/shared/runs/run-groups.schemas';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RunCard } from '@/features/runs/components/run-card';
import { runShareText } from '@/features/runs/utils/share-run';
import { setBrowserMessages } from '@/lib/i18n';
import { authenticated, renderWithProviders } from '@/testing/render';
import { testRegistration, testRun } from '@/testing/run-fixtures';
import { readJson, sendJson, setPageOrigin, startTestServer, type TestServer } from '@/testing/test-server';
import { Component as RunPage } from './run';

const group = (overrides: Partial<RunGroup>): RunGroup => ({
  id: 1,
  name: 'Fast',
  pace: 4.75,
  distance: null,
  maxParticipants: 5,
  currentParticipants: 0,
  waitlistCount: 0,
  leader: null,
  ...overrides,
});
const GROUPS = [
  group({
    id: 11,
    name: 'Fast',
    pace: 4.75,
    distance: 12,
    maxParticipants: 2,
    currentParticipants: 2,
    waitlistCount: 1,
    leader: 'Ana',
  }),
  group({ id: 12, name: 'Steady', pace: 5.5, maxParticipants: 6, currentParticipants: 2 }),
  group({ id: 13, name: 'Easy', pace: 6.5, maxParticipants: null, currentParticipants: 3 }),
];
const groupedRun = (overrides: Partial<Run> = {}) =>
  testRun({ groups: GROUPS, maxParticipants: null, currentParticipants: 7, ...overrides });

describe('the run card of a run with pace groups', () => {
  afterEach(() => setBrowserMessages('en', CATALOGUES.en));

  /** The card's Pace fact. */
  const paceFact = () => within(screen.getByRole('article')).getByText(/^(Pace|Ritmo)$/).nextSibling;

  it('says how many groups, and their paces as its pace', () => {
    renderWithProviders(<RunCard run={groupedRun()} />);
    expect(screen.getByRole('article')).toHaveTextContent('3 pace groups');
    expect(paceFact()).toHaveTextContent('4:45–6:30 min/km');
  });

  // The form's own pace (6:00, its default: Beginner) stays on a run with groups; the card shows the groups'.
  it('shows neither the pace the form kept nor its category', () => {
    renderWithProviders(
      <RunCard run={groupedRun({ pace: 6, paceCategory: 'beginner', groups: GROUPS.slice(0, 2) })} />,
    );
    expect(paceFact()).toHaveTextContent('4:45–5:30 min/km');
    expect(screen.getByRole('article')).not.toHaveTextContent(/6:00|Beginner/);
  });

  it('says one pace, not a range, when every group runs at the same pace', () => {
    const onePace = groupedRun({ groups: [group({ pace: 5 })] });
    const { unmount } = renderWithProviders(<RunCard run={onePace} />);
    expect(screen.getByRole('article')).toHaveTextContent('1 pace group');
    expect(paceFact()).toHaveTextContent(/^5:00 min\/km$/);
    unmount();
    setBrowserMessages('es', CATALOGUES.es);
    const twins = groupedRun({
      groups: [group({ id: 1, pace: 5 }), group({ id: 2, name: 'Twin', pace: 5 })],
    });
    renderWithProviders(<RunCard run={twins} />);
    expect(screen.getByRole('article')).toHaveTextContent('2 grupos de ritmo');
    expect(paceFact()).toHaveTextContent(/^5:00 /);
  });

  it('says it in Spanish too, and nothing for a run without groups', () => {
    setBrowserMessages('es', CATALOGUES.es);
    const { unmount } = renderWithProviders(<RunCard run={groupedRun()} />);
    expect(screen.getByRole('article')).toHaveTextContent('3 grupos de ritmo');
    expect(paceFact()).toHaveTextContent('4:45–6:30');
    unmount();
    renderWithProviders(<RunCard run={testRun()} />);
    expect(screen.getByRole('article')).not.toHaveTextContent('grupos de ritmo');
  });
});

const runner = authenticated({ id: 'u-1', role: 'runner', name: 'Rita Runner', email: 'rita@example.com' });

describe('the share text of a run with pace groups', () => {
  it("says its groups' paces, not the one its form kept", () => {
    const text = runShareText(groupedRun({ pace: 6, groups: GROUPS.slice(0, 2) }));
    expect(text).toContain('5 km at 4:45–5:30 min/km');
    expect(text).not.toContain('6:00');
  });
});

describe('/runs/:id with pace groups', () => {
  let server: TestServer;
  let run: Run;
  let alternatives: Run[];
  let registerBodies: unknown[];
  let moveBodies: unknown[];
  let usualPace: number | null;
  let mine: Partial<MyRegistration> | null;

  const api = (req: IncomingMessage, res: ServerResponse) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'GET' && pathname === '/api/events/7') sendJson(res, 200, run);
    else if (req.method === 'GET' && pathname === '/api/events/7/registrations/me')
      sendJson(res, 200, {
        registration: mine && testRegistration({ groupId: 12, ...mine }),
      });
    else if (req.method === 'GET' && pathname === '/api/registrations/me/usual-pace')
      sendJson(res, 200, { usualPace });
    else if (req.method === 'GET' && pathname === '/api/events/7/alternatives')
      sendJson(res, 200, { items: alternatives });
    else if (req.method === 'POST' && pathname === '/api/events/7/registrations') {
      void readJson(req).then((body) => {
        registerBodies.push(body);
        const { groupId } = body as { groupId: number };
        const waitlisted = groupId === 11;
        sendJson(
          res,
          201,
          testRegistration({
            id: 41,
            status: waitlisted ? 'waitlisted' : 'confirmed',
            groupId,
            waitlistPosition: waitlisted ? 2 : null,
          }),
        );
      });
    } else if (req.method === 'PATCH' && pathname === '/api/events/7/registrations/me') {
      void readJson(req).then((body) => {
        moveBodies.push(body);
        const { groupId } = body as { groupId: number };
        // Fast (11) is full: the server refuses, naming the field.
        if (groupId === 11) {
          sendJson(res, 409, {
            error: {
              code: 'CONFLICT',
              message: 'This group is full',
              fields: { groupId: 'This group is full' },
            },
          });
          return;
        }
        mine = { ...mine, groupId, status: 'confirmed', waitlistPosition: null };
        sendJson(res, 200, testRegistration({ groupId }));
      });
    } else sendJson(res, 404, { error: { code: 'NOT_FOUND', message: 'Route not found' } });
  };

  beforeAll(async () => {
    server = await startTestServer(api);
    setPageOrigin(server.url);
  });
  beforeEach(() => {
    server.requests.length = 0;
    run = groupedRun();
    alternatives = [];
    registerBodies = [];
    moveBodies = [];
    usualPace = null;
    mine = null;
  });
  afterAll(() => server.close());

  const renderRun = () =>
    renderWithProviders(<RunPage />, { path: '/runs/7', route: '/runs/:id', auth: runner });

  it('lists each group with its pace, distance, leader and spots', async () => {
    renderRun();
    const section = await screen.findByRole('region', { name: 'Pace groups' });
    const items = within(section).getAllByTestId('pace-group');
    expect(items.map((item) => item.textContent)).toEqual([
      'Fast4:45 /km · 12 km · Led by AnaFull · 1 on the waitlist',
      'Steady5:30 /km · 5 km4 spots left',
      'Easy6:30 /km · 5 kmUnlimited spots',
    ]);
    // A run with room asks for no alternatives.
    expect(server.requests).not.toContain('GET /api/events/7/alternatives');
  });

  /** The register dialog, opened from the page's register bar. */
  async function openRegisterDialog(user: ReturnType<typeof userEvent.setup>) {
    const bar = await screen.findByRole('region', { name: 'Register and share' });
    await user.click(await within(bar).findByRole('button', { name: 'Register for this Run' }));
    return screen.findByRole('dialog');
  }

  it('asks which group, starting on the first with room, and sends it with the registration', async () => {
    const user = userEvent.setup();
    renderRun();
    const dialog = await openRegisterDialog(user);
    const choice = await within(dialog).findByRole('group', { name: 'Pace group' });
    const radios = within(choice).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Fast · 4:45 /km · full, join its waitlist',
      'Steady · 5:30 /km · 4 spots left',
      'Easy · 6:30 /km · Unlimited spots',
    ]);
    expect(within(choice).getByRole('radio', { name: /Steady/ })).toBeChecked();

    // A full group turns the button into the waitlist's.
    await user.click(within(choice).getByRole('radio', { name: /Fast/ }));
    expect(within(dialog).getByRole('button', { name: 'Join Waitlist' })).toBeInTheDocument();
    // Back with the keyboard: arrows move between the radios.
    await user.keyboard('{ArrowDown}');
    expect(within(choice).getByRole('radio', { name: /Steady/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await screen.findByText("You're Registered! ✓");
    expect(registerBodies).toEqual([
      { name: 'Rita Runner', email: 'rita@example.com', pace: 6, groupId: 12 },
    ]);
  });

  it("puts the runner on a full group's waitlist and says it is the group that is full", async () => {
    const user = userEvent.setup();
    renderRun();
    const dialog = await openRegisterDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: /Fast/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Join Waitlist' }));
    expect(
      await screen.findByText(
        "Fast is full: you're number 2 on its waitlist. We'll e-mail you if a spot opens up.",
      ),
    ).toBeInTheDocument();
    expect(registerBodies).toEqual([
      { name: 'Rita Runner', email: 'rita@example.com', pace: 6, groupId: 11 },
    ]);
  });

  it('starts on the group with room nearest the runner’s usual pace', async () => {
    usualPace = 6.2;
    const user = userEvent.setup();
    renderRun();
    const bar = await screen.findByRole('region', { name: 'Register and share' });
    await user.click(await within(bar).findByRole('button', { name: 'Register for this Run' }));
    const choice = await within(await screen.findByRole('dialog')).findByRole('group', {
      name: 'Pace group',
    });
    await waitFor(() => expect(within(choice).getByRole('radio', { name: /Easy/ })).toBeChecked());
    expect(server.requests).toContain('GET /api/registrations/me/usual-pace');
  });

  it('gives no group room on a run its guests have filled, and the dialog offers the waitlist', async () => {
    // 6 places between two groups: 4 runners and 2 walk-up guests (decision 057); each group still has room.
    run = groupedRun({
      groups: [
        group({ id: 11, name: 'Fast', maxParticipants: 3, currentParticipants: 2 }),
        group({ id: 12, name: 'Steady', pace: 5.5, maxParticipants: 3, currentParticipants: 2 }),
      ],
      maxParticipants: 6,
      currentParticipants: 6,
    });
    const user = userEvent.setup();
    renderRun();
    const section = await screen.findByRole('region', { name: 'Pace groups' });
    expect(
      within(section)
        .getAllByTestId('pace-group')
        .map((item) => item.textContent),
    ).toEqual([
      'Fast4:45 /km · 5 kmFull · 0 on the waitlist',
      'Steady5:30 /km · 5 kmFull · 0 on the waitlist',
    ]);
    const bar = await screen.findByRole('region', { name: 'Register and share' });
    await user.click(await within(bar).findByRole('button', { name: 'Join Waitlist' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Join the Waitlist' })).toBeInTheDocument();
    const choice = await within(dialog).findByRole('group', { name: 'Pace group' });
    expect(
      within(choice)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Fast · 4:45 /km · full, join its waitlist', 'Steady · 5:30 /km · full, join its waitlist']);
    // What the button says is what happens: the runner joins the waitlist.
    expect(within(dialog).queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Join Waitlist' })).toBeInTheDocument();
  });

  /** Every group full, and a run like it with room. */
  const fullWithAlternative = () => {
    run = groupedRun({
      groups: GROUPS.map((g) => ({ ...g, maxParticipants: 2, currentParticipants: 2 })),
      maxParticipants: 6,
      currentParticipants: 6,
    });
    alternatives = [testRun({ id: 8, title: 'Thursday tempo', hostName: 'Club Sur' })];
  };

  it('tells a runner in a full run their group, and neither invites them to its waitlist nor elsewhere', async () => {
    fullWithAlternative();
    mine = { status: 'confirmed', groupId: 12 };
    renderRun();
    const bar = await screen.findByRole('region', { name: 'Register and share' });
    expect(await within(bar).findByText("You're Registered! ✓")).toBeInTheDocument();
    expect(bar).toHaveTextContent('Your group: Steady');
    expect(screen.queryByText('Full — join the waitlist')).not.toBeInTheDocument();
    expect(screen.getByText('Full')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Somewhere else to run' })).not.toBeInTheDocument();
  });

  it('lets a registered runner change group: a full one is refused in the dialog, one with room moves them', async () => {
    mine = { status: 'confirmed', groupId: 12 };
    const user = userEvent.setup();
    renderRun();
    const bar = await screen.findByRole('region', { name: 'Register and share' });
    expect(await within(bar).findByText('Your group: Steady', { exact: false })).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Change group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change your pace group' });
    expect(dialog).toHaveTextContent(
      'If anyone is waiting for Steady, your spot there goes to the first of them.',
    );
    expect(within(dialog).getByRole('radio', { name: /Steady/ })).toBeChecked();

    await user.click(within(dialog).getByRole('radio', { name: /Fast/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Move me' }));
    expect(await within(dialog).findByText('This group is full')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: /Easy/ }));
    expect(within(dialog).queryByText('This group is full')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Move me' }));
    expect(await screen.findByText("You're now in Easy.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bar).toHaveTextContent('Your group: Easy');
    expect(moveBodies).toEqual([{ groupId: 11 }, { groupId: 13 }]);
  });

  it('lets a waitlisted runner move to a group with room, and offers no change on a run with one group', async () => {
    mine = { status: 'waitlisted', groupId: 11, waitlistPosition: 1 };
    const user = userEvent.setup();
    const { unmount } = renderRun();
    const bar = await screen.findByRole('region', { name: 'Register and share' });
    expect(await within(bar).findByText('Your group: Fast', { exact: false })).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Change group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change your pace group' });
    expect(dialog).toHaveTextContent("You're on Fast's waitlist. A group with room takes you at once");
    await user.click(within(dialog).getByRole('radio', { name: /Steady/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Move me' }));
    expect(await within(bar).findByText("You're Registered! ✓")).toBeInTheDocument();
    expect(bar).toHaveTextContent('Your group: Steady');
    unmount();

    run = groupedRun({ groups: [group({ id: 12, name: 'Steady', pace: 5.5 })] });
    mine = { status: 'confirmed', groupId: 12 };
    renderRun();
    const single = await screen.findByRole('region', { name: 'Register and share' });
    expect(await within(single).findByText('Your group: Steady', { exact: false })).toBeInTheDocument();
    expect(within(single).queryByRole('button', { name: 'Change group' })).not.toBeInTheDocument();
  });

  it('shows runs like a full one under "Join the waitlist"', async () => {
    fullWithAlternative();
    const { container } = renderRun();
    const section = await screen.findByRole('region', { name: 'Somewhere else to run' });
    const alternative = within(section).getByRole('link', { name: /Thursday tempo/ });
    expect(alternative).toHaveAttribute('href', '/runs/8');
    // It is in Madrid: a runner whose browser is elsewhere is told whose clock its time is.
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone === 'Europe/Madrid' ? '' : ' (Madrid time)';
    expect(alternative).toHaveTextContent(`07:30${zone} · Club Sur`);
    expect(screen.getAllByText('Full — waitlist open').length).toBeGreaterThan(0);
    // Under it in reading order, on a phone as on a desktop: the next thing reached after the bar that holds
    // "Join the waitlist" (docs/decisions/052).
    const bar = screen.getByRole('region', { name: 'Register and share' });
    const waitlist = await within(bar).findByRole('button', { name: /Waitlist|Register/ });
    const reachable = [...container.querySelectorAll<HTMLElement>('a[href], button')];
    const lastOfBar = reachable.findLast((element) => bar.contains(element));
    expect(reachable.indexOf(waitlist)).toBeLessThan(reachable.indexOf(alternative));
    expect(reachable[reachable.indexOf(lastOfBar!) + 1]).toBe(alternative);
  });
});
