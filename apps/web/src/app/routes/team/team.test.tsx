import type { Membership, Team } from '@runtogether/shared/team/team.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CATALOGUES } from '@runtogether/shared/i18n/catalogue';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Component as TeamHome } from './home';
import { Component as JoinPage } from './join';
import { authenticated, renderWithProviders } from '@/testing/render';
import { testRun } from '@/testing/run-fixtures';
import { readJson, sendJson, setPageOrigin, startTestServer, type TestServer } from '@/testing/test-server';
import { TeamNav } from '@/features/team/components/team-nav';
import { TeamSection } from '@/features/team/components/team-section';
import { setBrowserMessages } from '@/lib/i18n';

let team: Team;
let memberships: Membership[];
const bodies: { method: string; path: string; body: unknown }[] = [];

const run = (id: number, title: string) => testRun({ id, title, hostId: 'biz-1' });

const api = (req: IncomingMessage, res: ServerResponse) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const method = req.method ?? 'GET';
  const record = (then: (body: unknown) => void) =>
    void readJson(req).then((body) => {
      bodies.push({ method, path: url.pathname, body });
      then(body);
    });
  if (method === 'GET' && url.pathname === '/api/business/team') return sendJson(res, 200, team);
  if (method === 'GET' && url.pathname === '/api/team/memberships') {
    return sendJson(res, 200, { items: memberships });
  }
  if (method === 'GET' && url.pathname === '/api/events') {
    const host = url.searchParams.get('hostId');
    const title = host === 'biz-1' ? 'Tuesday Intervals' : 'Casa de Campo Long Run';
    return sendJson(res, 200, { items: [run(host === 'biz-1' ? 7 : 8, title)], nextCursor: null });
  }
  if (method === 'POST' && url.pathname === '/api/business/team/invitations') {
    return record((body) => {
      const { email, role } = body as { email: string; role: 'manager' | 'leader' };
      if (!email.includes('.')) {
        return sendJson(res, 400, {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Invalid body: email (Please enter a valid email)',
            fields: { email: 'Please enter a valid email' },
          },
        });
      }
      const invitation = {
        id: 9,
        email,
        role,
        sentAt: '2030-05-01T00:00:00.000Z',
        expiresAt: '2030-05-08T00:00:00.000Z',
      };
      team = { ...team, invitations: [invitation, ...team.invitations] };
      sendJson(res, 201, invitation);
    });
  }
  const withdrawn = /^\/api\/business\/team\/invitations\/(\d+)$/.exec(url.pathname);
  if (withdrawn && method === 'DELETE') {
    return record(() => {
      team = { ...team, invitations: team.invitations.filter((i) => i.id !== Number(withdrawn[1])) };
      res.writeHead(204).end();
    });
  }
  const member = /^\/api\/business\/team\/([\w-]+)$/.exec(url.pathname);
  if (member && (method === 'PATCH' || method === 'DELETE')) {
    return record((body) => {
      team = {
        ...team,
        members:
          method === 'DELETE'
            ? team.members.filter((m) => m.userId !== member[1])
            : team.members.map((m) =>
                m.userId === member[1] ? { ...m, role: (body as { role: 'manager' | 'leader' }).role } : m,
              ),
      };
      res.writeHead(204).end();
    });
  }
  const membership = /^\/api\/team\/memberships\/([\w-]+)$/.exec(url.pathname);
  if (membership && method === 'DELETE') {
    return record(() => {
      memberships = memberships.filter((m) => m.businessId !== membership[1]);
      res.writeHead(204).end();
    });
  }
  if (method === 'GET' && url.pathname === '/api/team/invitations/preview') {
    const token = url.searchParams.get('token');
    if (token === 'bad') {
      // The API answers in the visitor's language, which a page's ?lang= may not be.
      return sendJson(res, 404, {
        error: {
          code: 'INVITATION_NOT_FOUND',
          message: 'This invitation link is not valid. Ask the host for a new one.',
        },
      });
    }
    if (token === 'used' && !usedPreviewPasses) {
      return sendJson(res, 409, {
        error: { code: 'INVITATION_USED', message: 'This invitation has already been used.' },
      });
    }
    return sendJson(res, 200, {
      businessName: 'Retiro Running Co.',
      role: 'manager',
      expiresAt: '2030-05-08T00:00:00.000Z',
    });
  }
  if (method === 'POST' && url.pathname === '/api/team/invitations/accept') {
    return record((body) => {
      if ((body as { token: string }).token === 'used') {
        return sendJson(res, 409, {
          error: { code: 'INVITATION_USED', message: 'This invitation has already been used.' },
        });
      }
      sendJson(res, 200, { businessId: 'biz-1', businessName: 'Retiro Running Co.', role: 'leader' });
    });
  }
  sendJson(res, 404, { error: { code: 'NOT_FOUND', message: 'Route not found' } });
};

let server: TestServer;
/** Whether a used token's preview still answers (it was used after the page opened). */
let usedPreviewPasses = false;
beforeAll(async () => {
  server = await startTestServer(api);
  setPageOrigin(server.url);
});
beforeEach(() => {
  bodies.length = 0;
  server.requests.length = 0;
  localStorage.clear();
  team = {
    members: [{ userId: 'u-mia', name: 'Mia', role: 'leader', since: '2030-04-01T00:00:00.000Z' }],
    invitations: [],
  };
  memberships = [
    { businessId: 'biz-1', businessName: 'Retiro Running Co.', role: 'leader' },
    { businessId: 'biz-2', businessName: 'Casa de Campo Club', role: 'manager' },
  ];
  server.handle(api);
});
afterAll(() => server.close());

describe('the Team section of the business settings', () => {
  const owner = authenticated({ id: 'biz-1', role: 'business', name: 'Ana' });

  it('invites by e-mail with a role and lists the pending invitation', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TeamSection />, { auth: owner });
    await user.type(await screen.findByLabelText('E-mail address'), 'leo@example.com');
    await user.selectOptions(screen.getByLabelText('Role'), 'Manager');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    const pending = await screen.findByText(/leo@example\.com as a manager/);
    // The address may break to fit a phone, the date does not ("13 Dec 2", "026").
    expect(within(pending).getByText(/2030/)).toHaveClass('whitespace-nowrap');
    // Under the settings' h2, its lists are h3; on its own page (h1), h2: no level is skipped.
    expect(screen.getByRole('heading', { level: 3, name: 'Members' })).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        method: 'POST',
        path: '/api/business/team/invitations',
        body: { email: 'leo@example.com', role: 'manager' },
      },
    ]);
  });

  it('withdraws a pending invitation, so its link no longer works', async () => {
    const user = userEvent.setup();
    team = {
      ...team,
      invitations: [
        {
          id: 4,
          email: 'typo@example.con',
          role: 'manager',
          sentAt: '2030-05-01T00:00:00.000Z',
          expiresAt: '2030-05-08T00:00:00.000Z',
        },
      ],
    };
    renderWithProviders(<TeamSection />, { auth: owner });
    await user.click(
      await screen.findByRole('button', { name: 'Withdraw the invitation to typo@example.con' }),
    );
    expect(
      await screen.findByText('The invitation to typo@example.con is withdrawn: its link no longer works.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('No invitations waiting.')).toBeInTheDocument();
    expect(bodies.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/business/team/invitations/4' });
  });

  it("says what is wrong with the address in the field's words, not the API's summary", async () => {
    const user = userEvent.setup();
    renderWithProviders(<TeamSection />, { auth: owner });
    const email = await screen.findByLabelText('E-mail address');
    await user.type(email, 'bad@');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Please enter a valid email$/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('bad@');
  });

  it('on its own page, the lists are h2 under the h1', async () => {
    renderWithProviders(<TeamSection page />, { auth: owner });
    expect(await screen.findByRole('heading', { level: 2, name: 'Members' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Pending invitations' })).toBeInTheDocument();
  });

  it('changes a member’s role and removes them, with the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TeamSection />, { auth: owner });
    const role = await screen.findByRole('combobox', { name: 'Role of Mia' });
    role.focus();
    await user.selectOptions(role, 'manager');
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ method: 'PATCH', body: { role: 'manager' } }));
    screen.getByRole('button', { name: 'Remove Mia' }).focus();
    await user.keyboard('{Enter}');
    // It asks first.
    const confirm = await screen.findByRole('dialog', { name: 'Remove Mia from the team?' });
    expect(bodies.at(-1)).toMatchObject({ method: 'PATCH' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Nobody has joined your team yet.')).toBeInTheDocument();
    expect(screen.getByText('Mia is no longer in the team.')).toBeInTheDocument();
    expect(bodies.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/business/team/u-mia' });
  });

  it('after a removal, puts the focus on the next Remove button, else the previous, else the address field', async () => {
    const since = '2030-04-01T00:00:00.000Z';
    team = {
      members: [
        { userId: 'u-mia', name: 'Mia', role: 'leader', since },
        { userId: 'u-leo', name: 'Leo', role: 'manager', since },
        { userId: 'u-ana', name: 'Ana', role: 'leader', since },
      ],
      invitations: [],
    };
    const user = userEvent.setup();
    renderWithProviders(<TeamSection />, { auth: owner });
    const removeWithKeyboard = async (name: string) => {
      screen.getByRole('button', { name: `Remove ${name}` }).focus();
      await user.keyboard('{Enter}');
      const confirm = await screen.findByRole('dialog', { name: `Remove ${name} from the team?` });
      await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
      await waitFor(() =>
        expect(screen.queryByRole('button', { name: `Remove ${name}` })).not.toBeInTheDocument(),
      );
    };
    await screen.findByRole('button', { name: 'Remove Leo' });
    await removeWithKeyboard('Leo');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Ana' })).toHaveFocus());
    await removeWithKeyboard('Ana');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Mia' })).toHaveFocus());
    await removeWithKeyboard('Mia');
    await waitFor(() => expect(screen.getByLabelText('E-mail address')).toHaveFocus());
    // The dialog's own hand-back, made as it leaves the page, does not take it away again.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('E-mail address')).toHaveFocus();
  });
});

describe('the invitation page', () => {
  it('asks a visitor to log in or sign up as a runner, coming back to the invitation', async () => {
    renderWithProviders(<JoinPage />, { path: { pathname: '/team/join', search: '?token=abc' } });
    // Who invites, before signing in.
    expect(
      await screen.findByText('Retiro Running Co. invited you to help with their runs as a manager.'),
    ).toBeInTheDocument();
    // Logging in comes back here; signing up goes through the e-mail's link, so the page says to open this one again.
    expect(
      screen.getByText(
        "Log in to accept this invitation: you will come back here. New to RunTogether? Sign up as a runner, confirm your e-mail address, then open this invitation's link again.",
      ),
    ).toBeInTheDocument();
    const signUp = screen.getByRole('link', { name: 'Sign up as a runner' });
    await userEvent.setup().click(signUp);
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(JSON.parse(screen.getByTestId('location').dataset.state ?? 'null')).toEqual({
      redirectTo: '/team/join?token=abc',
      tab: 'signup',
      role: 'runner',
    });
  });

  it('lets a signed-in runner accept, and says why a used link does not work', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<JoinPage />, {
      path: { pathname: '/team/join', search: '?token=abc' },
      auth: authenticated(),
    });
    expect(
      await screen.findByText('Retiro Running Co. invited you to help with their runs as a manager.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    expect(await screen.findByText('You are now in the team of: Retiro Running Co.')).toBeInTheDocument();
    // The used link is not asked about again (it would answer 409): accepting waits for what it refreshes.
    expect(
      server.requests.filter((request) => request.includes('/api/team/invitations/preview')),
    ).toHaveLength(1);
    first.unmount();

    // Used since the page opened: accepting says so.
    usedPreviewPasses = true;
    const second = renderWithProviders(<JoinPage />, {
      path: { pathname: '/team/join', search: '?token=used' },
      auth: authenticated(),
    });
    await user.click(await screen.findByRole('button', { name: 'Accept the invitation' }));
    expect(await screen.findByText('This invitation has already been used.')).toBeInTheDocument();
    // The way on instead of a button that would be refused again.
    expect(screen.getByRole('link', { name: 'Go to your team' })).toHaveAttribute('href', '/team');
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).not.toBeInTheDocument();
    second.unmount();

    // Used before: the page says so at once, and offers nothing to accept.
    usedPreviewPasses = false;
    renderWithProviders(<JoinPage />, { path: { pathname: '/team/join', search: '?token=used' } });
    expect(await screen.findByText('This invitation has already been used.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    // It offers the way on: whoever accepted it finds the team there (signing in first if need be).
    expect(screen.getByRole('link', { name: 'Go to your team' })).toHaveAttribute('href', '/team');
  });

  it("says an invalid link is not valid in the page's language, whatever the API's answer is in", async () => {
    setBrowserMessages('es', CATALOGUES.es);
    try {
      renderWithProviders(<JoinPage />, { path: { pathname: '/team/join', search: '?token=bad' } });
      expect(
        await screen.findByText('Este enlace de invitación no es válido. Pide uno nuevo al organizador.'),
      ).toBeInTheDocument();
    } finally {
      setBrowserMessages('en', CATALOGUES.en);
    }
  });
});

describe('acting for a team', () => {
  it('says which business the person acts for, switches, and offers what the role allows', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TeamHome />, { auth: authenticated() });
    expect(await screen.findByText('Acting for Retiro Running Co.')).toBeInTheDocument();
    const runs = await screen.findByRole('list', { name: 'Upcoming runs' });
    const checkIn = within(runs).getByRole('link', { name: 'Check-in: Tuesday Intervals' });
    expect(checkIn).toHaveAttribute('href', '/business/runs/7/check-in');
    // Seen beside its run: the button says what it does, and the date is written for people, not as ISO.
    expect(checkIn).toHaveTextContent(/^Check-in$/);
    expect(runs.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    // A leader: no editing, none of the business's own screens.
    expect(within(runs).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create a run' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Switch team' }), 'Casa de Campo Club');
    expect(await screen.findByText('Acting for Casa de Campo Club')).toBeInTheDocument();
    const managed = await screen.findByRole('link', { name: 'Check-in: Casa de Campo Long Run' });
    expect(managed).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/business/runs/8/edit');
    expect(localStorage.getItem('rt:acting-for')).toBe('biz-2');
    // A manager: the business's screens, acting for it (docs/decisions/057).
    const screens = screen.getByRole('navigation', { name: "The business's screens" });
    expect(within(screens).getByRole('link', { name: 'Create a run' })).toHaveAttribute(
      'href',
      '/business/create-run',
    );
    expect(within(screens).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/business/home',
    );
    expect(within(screens).getByRole('link', { name: 'All participants' })).toHaveAttribute(
      'href',
      '/business/all-participants',
    );
  });

  it("the navbar's switcher and the screens act for the same business", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <TeamNav />
        <TeamHome />
      </>,
      { auth: authenticated() },
    );
    const link = await screen.findByRole('link', { name: 'Acting for Retiro Running Co.' });
    expect(link).toHaveAttribute('href', '/team');
    const [navSwitch] = await screen.findAllByRole('combobox', { name: 'Switch team' });
    await user.selectOptions(navSwitch!, 'Casa de Campo Club');
    expect(await screen.findByRole('link', { name: 'Acting for Casa de Campo Club' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Check-in: Casa de Campo Long Run' })).toBeInTheDocument();
  });

  it('leaves the team it acts for, asked first; the page then acts for the next team, or none', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TeamHome />, { auth: authenticated() });
    await user.click(await screen.findByRole('button', { name: "Leave Retiro Running Co.'s team" }));
    const confirm = await screen.findByRole('dialog', { name: "Leave Retiro Running Co.'s team?" });
    expect(confirm).toHaveTextContent('You lose access to its runs and participants at once.');
    expect(bodies).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Leave the team' }));
    expect(await screen.findByText("You have left Retiro Running Co.'s team.")).toBeInTheDocument();
    expect(bodies.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/team/memberships/biz-1' });
    expect(await screen.findByText('Acting for Casa de Campo Club')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Switch team' })).not.toBeInTheDocument();
    // The button went with the team: the focus is on the page's heading, not lost on its body.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Your teams' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: "Leave Casa de Campo Club's team" }));
    await user.click(
      within(await screen.findByRole('dialog', { name: "Leave Casa de Campo Club's team?" })).getByRole(
        'button',
        { name: 'Leave the team' },
      ),
    );
    expect(
      await screen.findByText("You are not in any host's team yet. Ask a host for an invitation."),
    ).toBeInTheDocument();
    expect(screen.getByText("You have left Casa de Campo Club's team.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Leave/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Your teams' })).toHaveFocus());
  });

  it('shows nothing in the navbar to a runner in no team', async () => {
    memberships = [];
    renderWithProviders(<TeamNav />, { auth: authenticated() });
    await waitFor(() => expect(server.requests).toContain('GET /api/team/memberships'));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
