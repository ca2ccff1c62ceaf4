import type { MyRegistration } from '@runtogether/shared/registrations/registration.schemas';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authenticated, renderWithProviders } from '@/testing/render';
import { testRegistration, testRun } from '@/testing/run-fixtures';
import { readJson, sendJson, setPageOrigin, startTestServer, type TestServer } from '@/testing/test-server';
import { Component as RunPage } from './run';

type Answer = (res: ServerResponse, body?: unknown) => void;

const runner = authenticated({ id: 'u-1', role: 'runner', name: 'Rita Runner', email: 'rita@example.com' });
const business = authenticated({ id: 'b-9', role: 'business', name: 'Other Shop' });

const myRegistration = (overrides: Partial<MyRegistration> = {}) =>
  testRegistration({ id: 41, ...overrides });

/** Cancelling asks first: the dialog's confirming button. */
async function confirmCancel(user: ReturnType<typeof userEvent.setup>, button: string) {
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: button }));
}

const noContent: Answer = (res) => {
  res.writeHead(204);
  res.end();
};

describe('/runs/:id registration', () => {
  let server: TestServer;
  let run: Run;
  let mine: MyRegistration | null;
  let answerRegister: Answer;
  let answerCancel: Answer;
  /** Answers held back by a test, so it can look at the page while a request is under way. */
  let held: ServerResponse[];
  /** Set: GET requests are held instead of answered (to see a state before any refetch lands). */
  let holdGets: boolean;
  let registerBodies: unknown[];

  const api = (req: IncomingMessage, res: ServerResponse) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'GET' && holdGets) {
      held.push(res);
      return;
    }
    if (req.method === 'GET' && pathname === '/api/events/7') sendJson(res, 200, run);
    else if (req.method === 'GET' && pathname === '/api/events/7/registrations/me')
      sendJson(res, 200, { registration: mine });
    else if (req.method === 'POST' && pathname === '/api/events/7/registrations') {
      void readJson(req).then((body) => {
        registerBodies.push(body);
        answerRegister(res, body);
      });
    } else if (req.method === 'DELETE' && pathname === '/api/events/7/registrations/me') answerCancel(res);
    else sendJson(res, 404, { error: { code: 'NOT_FOUND', message: 'Route not found' } });
  };

  beforeAll(async () => {
    server = await startTestServer(api);
    setPageOrigin(server.url);
  });
  beforeEach(() => {
    server.requests.length = 0;
    run = testRun({ currentParticipants: 8, maxParticipants: 20 });
    mine = null;
    held = [];
    holdGets = false;
    registerBodies = [];
    // Like the server: the registration is saved, and the run counts it.
    answerRegister = (res, body) => {
      const { name, email, pace } = body as { name: string; email: string; pace: number };
      mine = myRegistration({ userName: name, userEmail: email, userPace: pace });
      run = { ...run, currentParticipants: run.currentParticipants + 1 };
      sendJson(res, 201, mine);
    };
    answerCancel = (res) => {
      mine = null;
      run = { ...run, currentParticipants: run.currentParticipants - 1 };
      noContent(res);
    };
  });
  afterEach(() => {
    for (const res of held) sendJson(res, 503, { error: { code: 'SERVICE_UNAVAILABLE', message: 'Gone' } });
  });
  afterAll(() => server.close());

  const renderRun = (auth = runner) =>
    renderWithProviders(<RunPage />, { path: '/runs/7', route: '/runs/:id', auth });
  const bar = async () => screen.findByRole('region', { name: 'Register and share' });
  const participants = () => screen.getByRole('region', { name: 'Participants' });

  describe('who may register', () => {
    it('sends an anonymous visitor to log in, and back to this run afterwards', async () => {
      renderRun({ status: 'unauthenticated' });
      await userEvent.click(within(await bar()).getByRole('button', { name: 'Register for this Run' }));

      expect(await screen.findByText('Please log in to register for runs')).toBeInTheDocument();
      const location = screen.getByTestId('location');
      expect(location).toHaveTextContent('/login');
      expect(JSON.parse(location.dataset.state ?? 'null')).toEqual({
        redirectTo: '/runs/7',
        role: 'runner',
        tab: 'login',
      });
      // Nobody signed in: no registration to look up.
      expect(server.requests).toEqual(['GET /api/events/7']);
    });

    it('tells a business that only runners register, and stays', async () => {
      renderRun(business);
      await userEvent.click(within(await bar()).getByRole('button', { name: 'Register for this Run' }));
      expect(await screen.findByText('Only runner accounts can register for runs')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent('/runs/7');
      expect(server.requests).toEqual(['GET /api/events/7']);
    });

    it('offers no registration once the run has started', async () => {
      run = testRun({ startsAt: '2020-01-01T08:00:00.000Z', date: '2020-01-01', time: '09:00' });
      renderRun();
      const region = await bar();
      expect(await within(region).findByText('This run has already started')).toBeInTheDocument();
      expect(
        within(region).queryByRole('button', { name: /Register|Waitlist|Cancel/ }),
      ).not.toBeInTheDocument();
    });

    it('tells a registered runner of a started run that they are registered, without Cancel', async () => {
      run = testRun({ startsAt: '2020-01-01T08:00:00.000Z', date: '2020-01-01', time: '09:00' });
      mine = myRegistration();
      renderRun();
      const region = await bar();
      expect(await within(region).findByText("You're Registered! ✓")).toBeInTheDocument();
      expect(within(region).getByText('This run has already started')).toBeInTheDocument();
      expect(within(region).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    });

    it("offers 'Join Waitlist' on a full run, to visitors too", async () => {
      run = testRun({ maxParticipants: 10, currentParticipants: 10 });
      renderRun({ status: 'unauthenticated' });
      expect(within(await bar()).getByRole('button', { name: 'Join Waitlist' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Register for this Run' })).not.toBeInTheDocument();
    });
  });

  describe('the register dialog', () => {
    it('opens prefilled with the runner, pace 6:00, and checks the fields with the spec messages', async () => {
      const user = userEvent.setup();
      renderRun();
      await user.click(await within(await bar()).findByRole('button', { name: 'Register for this Run' }));

      const dialog = await screen.findByRole('dialog', { name: 'Register for this Run' });
      const name = within(dialog).getByLabelText('Name');
      const email = within(dialog).getByLabelText('Email');
      const pace = within(dialog).getByLabelText('Preferred pace');
      expect(name).toHaveValue('Rita Runner');
      expect(email).toHaveValue('rita@example.com');
      expect(pace).toHaveValue('6');
      expect(pace).toHaveAttribute('min', '3');
      expect(pace).toHaveAttribute('max', '12');
      expect(pace).toHaveAttribute('step', '0.1');
      expect(within(dialog).getByText('6:00 min/km')).toBeInTheDocument();
      expect(within(dialog).getByText('Fast (3:00)')).toBeInTheDocument();
      expect(within(dialog).getByText('Slow (12:00)')).toBeInTheDocument();

      await user.clear(name);
      await user.type(name, 'R');
      await user.clear(email);
      await user.type(email, 'rita@');
      await user.click(within(dialog).getByRole('button', { name: 'Register' }));
      expect(await within(dialog).findByText('Name must be at least 2 characters.')).toBeInTheDocument();
      expect(within(dialog).getByText('Please enter a valid email address.')).toBeInTheDocument();
      expect(name).toHaveAttribute('aria-invalid', 'true');
      expect(registerBodies).toEqual([]);
    });

    it('registers with what was entered, says so, closes and shows the runner as registered', async () => {
      const user = userEvent.setup();
      answerRegister = (res, body) => {
        held.push(res);
        registerBodies.length = 0;
        registerBodies.push(body);
      };
      renderRun();
      await user.click(await within(await bar()).findByRole('button', { name: 'Register for this Run' }));
      const dialog = await screen.findByRole('dialog', { name: 'Register for this Run' });
      await user.clear(within(dialog).getByLabelText('Name'));
      await user.type(within(dialog).getByLabelText('Name'), 'Rita R.');
      fireEvent.change(within(dialog).getByLabelText('Preferred pace'), { target: { value: '5.3' } });
      expect(within(dialog).getByText('5:18 min/km')).toBeInTheDocument();

      await user.click(within(dialog).getByRole('button', { name: 'Register' }));
      expect(await within(dialog).findByRole('button', { name: 'Registering...' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await waitFor(() => expect(held).toHaveLength(1));
      expect(registerBodies).toEqual([{ name: 'Rita R.', email: 'rita@example.com', pace: 5.3 }]);

      mine = myRegistration({ userName: 'Rita R.', userPace: 5.3 });
      run = { ...run, currentParticipants: 9 };
      sendJson(held.pop() as ServerResponse, 201, mine);

      expect(await screen.findByText('Successfully registered for the run!')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const region = await bar();
      expect(within(region).getByText("You're Registered! ✓")).toBeInTheDocument();
      expect(within(region).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
      // The run is asked for again, so its count includes the new runner.
      expect(await within(participants()).findByText('9 runners registered')).toBeInTheDocument();
      // No group link, no invitation.
      expect(screen.queryByRole('dialog', { name: "You're Registered!" })).not.toBeInTheDocument();
    });

    it("invites into the run's WhatsApp group, which opens in a new tab and closes the invitation", async () => {
      const user = userEvent.setup();
      run = testRun({ whatsappGroupLink: 'https://chat.whatsapp.com/AbC123' });
      renderRun();
      await user.click(await within(await bar()).findByRole('button', { name: 'Register for this Run' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Register' }));

      const invitation = await screen.findByRole('dialog', { name: "You're Registered!" });
      expect(screen.getByText('Successfully registered for the run!')).toBeInTheDocument();
      const join = within(invitation).getByRole('link', { name: 'Join WhatsApp Group' });
      expect(join).toHaveAttribute('href', 'https://chat.whatsapp.com/AbC123');
      expect(join).toHaveAttribute('target', '_blank');
      expect(join).toHaveAttribute('rel', 'noopener noreferrer');
      // jsdom does not open tabs; the click still closes the invitation.
      join.addEventListener('click', (event) => event.preventDefault());
      await user.click(join);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it("lets the runner skip the group with 'Skip for Now'", async () => {
      const user = userEvent.setup();
      run = testRun({ whatsappGroupLink: 'https://chat.whatsapp.com/AbC123' });
      renderRun();
      await user.click(await within(await bar()).findByRole('button', { name: 'Register for this Run' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Register' }));
      const invitation = await screen.findByRole('dialog', { name: "You're Registered!" });
      await user.click(within(invitation).getByRole('button', { name: 'Skip for Now' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(within(await bar()).getByText("You're Registered! ✓")).toBeInTheDocument();
    });

    it('puts a runner on the waitlist of a full run, with their place, and no group invitation', async () => {
      const user = userEvent.setup();
      run = testRun({
        maxParticipants: 10,
        currentParticipants: 10,
        whatsappGroupLink: 'https://chat.whatsapp.com/x',
      });
      answerRegister = (res) => {
        mine = myRegistration({ status: 'waitlisted', waitlistPosition: 3 });
        sendJson(res, 201, mine);
      };
      renderRun();
      await user.click(await within(await bar()).findByRole('button', { name: 'Join Waitlist' }));
      const dialog = await screen.findByRole('dialog', { name: 'Join the Waitlist' });
      await user.click(within(dialog).getByRole('button', { name: 'Join Waitlist' }));

      expect(
        await screen.findByText(
          "The run is full: you're number 3 on the waitlist. We'll e-mail you if a spot opens up.",
        ),
      ).toBeInTheDocument();
      const region = await bar();
      expect(await within(region).findByText('On the waitlist (#3)')).toBeInTheDocument();
      expect(within(region).getByRole('button', { name: 'Leave Waitlist' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: "You're Registered!" })).not.toBeInTheDocument();
    });

    it('says registering failed on a server error, and keeps the form for another try', async () => {
      const user = userEvent.setup();
      answerRegister = (res) =>
        sendJson(res, 500, { error: { code: 'INTERNAL', message: 'Internal error' } });
      renderRun();
      await user.click(await within(await bar()).findByRole('button', { name: 'Register for this Run' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Register' }));

      expect(
        await screen.findByText('Failed to register for the run. Please try again.'),
      ).toBeInTheDocument();
      expect(screen.queryByText('Internal error')).not.toBeInTheDocument();
      expect(screen.getByRole('dialog')).toBe(dialog);
      expect(within(dialog).getByRole('button', { name: 'Register' })).toBeEnabled();
      expect(within(dialog).getByLabelText('Name')).toHaveValue('Rita Runner');
    });

    it("shows the server's word on a conflict, closes and catches up", async () => {
      const user = userEvent.setup();
      answerRegister = (res) => {
        // Registered meanwhile in another tab.
        mine = myRegistration();
        sendJson(res, 409, {
          error: { code: 'ALREADY_REGISTERED', message: "You're already registered for this run." },
        });
      };
      renderRun();
      await user.click(await within(await bar()).findByRole('button', { name: 'Register for this Run' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Register' }));
      expect(await screen.findByText("You're already registered for this run.")).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      // The page catches up with the server.
      expect(await within(await bar()).findByText("You're Registered! ✓")).toBeInTheDocument();
    });
  });

  describe('keyboard focus', () => {
    /** Enter on the bar's button, then Enter on the dialog's button, each focused as a Tab would. */
    async function enterThrough(
      user: ReturnType<typeof userEvent.setup>,
      barButton: string,
      dialogName: string,
      dialogButton: string,
    ) {
      const opener = await within(await bar()).findByRole('button', { name: barButton });
      await waitFor(() => expect(opener).toBeEnabled());
      opener.focus();
      await user.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: dialogName });
      within(dialog).getByRole('button', { name: dialogButton }).focus();
      await user.keyboard('{Enter}');
    }

    /** Once the dialogs have gone, focus is on the bar's button of that name. */
    async function expectFocusOn(name: string) {
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const button = await within(await bar()).findByRole('button', { name });
      await waitFor(() => expect(document.activeElement).toBe(button));
    }

    it('goes from Register to Cancel once the dialog has registered the runner', async () => {
      renderRun();
      await enterThrough(userEvent.setup(), 'Register for this Run', 'Register for this Run', 'Register');
      await expectFocusOn('Cancel');
    });

    it('goes to Cancel when the runner closes the group invitation with Escape', async () => {
      const user = userEvent.setup();
      run = testRun({ whatsappGroupLink: 'https://chat.whatsapp.com/AbC123' });
      renderRun();
      await enterThrough(user, 'Register for this Run', 'Register for this Run', 'Register');
      const invitation = await screen.findByRole('dialog', { name: "You're Registered!" });
      await waitFor(() => expect(invitation).toContainElement(document.activeElement as HTMLElement));
      await user.keyboard('{Escape}');
      await expectFocusOn('Cancel');
    });

    it('stays on the bar while canceling, and goes to Register once the spot is given up', async () => {
      mine = myRegistration();
      answerCancel = (res) => held.push(res);
      renderRun();
      await enterThrough(userEvent.setup(), 'Cancel', 'Give up your spot?', 'Give up my spot');

      await expectFocusOn('Canceling...');
      await waitFor(() => expect(held).toHaveLength(1));
      mine = null;
      noContent(held.pop() as ServerResponse);
      await expectFocusOn('Register for this Run');
    });
  });

  describe('canceling', () => {
    it('asks first, and keeping the spot changes nothing', async () => {
      const user = userEvent.setup();
      mine = myRegistration();
      renderRun();
      const region = await bar();
      await user.click(await within(region).findByRole('button', { name: 'Cancel' }));
      const dialog = await screen.findByRole('dialog', { name: 'Give up your spot?' });
      expect(dialog).toHaveTextContent('It may go to the next runner on the waitlist.');
      await user.click(within(dialog).getByRole('button', { name: 'Keep my spot' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(within(region).getByText("You're Registered! ✓")).toBeInTheDocument();
      expect(server.requests).not.toContain('DELETE /api/events/7/registrations/me');
    });

    it('changes the page at once, then confirms', async () => {
      const user = userEvent.setup();
      mine = myRegistration();
      answerCancel = (res) => held.push(res);
      renderRun();
      const region = await bar();
      expect(await within(region).findByText("You're Registered! ✓")).toBeInTheDocument();
      expect(within(participants()).getByText('8 runners registered')).toBeInTheDocument();

      await user.click(within(region).getByRole('button', { name: 'Cancel' }));
      await confirmCancel(user, 'Give up my spot');
      // Before the server answers: the registration is gone from the page and the count has dropped.
      expect(await within(region).findByRole('button', { name: 'Canceling...' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      expect(within(region).queryByText("You're Registered! ✓")).not.toBeInTheDocument();
      expect(within(participants()).getByText('7 runners registered')).toBeInTheDocument();
      await waitFor(() => expect(held).toHaveLength(1));

      mine = null;
      run = { ...run, currentParticipants: 7 };
      noContent(held.pop() as ServerResponse);
      expect(await screen.findByText('Registration canceled successfully')).toBeInTheDocument();
      expect(await within(region).findByRole('button', { name: 'Register for this Run' })).toBeEnabled();
      expect(within(participants()).getByText('7 runners registered')).toBeInTheDocument();
      expect(server.requests).toContain('DELETE /api/events/7/registrations/me');
    });

    it('puts everything back when the server fails', async () => {
      const user = userEvent.setup();
      mine = myRegistration();
      answerCancel = (res) => {
        // From here on the refetches hang, so what the page shows is the rollback, not a fresh answer.
        holdGets = true;
        sendJson(res, 500, { error: { code: 'INTERNAL', message: 'Internal error' } });
      };
      renderRun();
      const region = await bar();
      await user.click(await within(region).findByRole('button', { name: 'Cancel' }));
      await confirmCancel(user, 'Give up my spot');

      expect(await screen.findByText('Failed to cancel registration. Please try again.')).toBeInTheDocument();
      expect(await within(region).findByText("You're Registered! ✓")).toBeInTheDocument();
      expect(within(region).getByRole('button', { name: 'Cancel' })).toBeEnabled();
      expect(within(participants()).getByText('8 runners registered')).toBeInTheDocument();
    });

    it("says canceling failed when the server has no registration ('Registration not found')", async () => {
      const user = userEvent.setup();
      mine = myRegistration();
      answerCancel = (res) => {
        mine = null;
        sendJson(res, 404, { error: { code: 'NOT_FOUND', message: 'Registration not found' } });
      };
      renderRun();
      await user.click(await within(await bar()).findByRole('button', { name: 'Cancel' }));
      await confirmCancel(user, 'Give up my spot');
      expect(await screen.findByText('Failed to cancel registration. Please try again.')).toBeInTheDocument();
      // The refetch shows the truth: there is no registration.
      expect(
        await within(await bar()).findByRole('button', { name: 'Register for this Run' }),
      ).toBeInTheDocument();
    });

    it('lets a waitlisted runner leave the waitlist without changing the count', async () => {
      const user = userEvent.setup();
      run = testRun({ maxParticipants: 8, currentParticipants: 8 });
      mine = myRegistration({ status: 'waitlisted', waitlistPosition: 2 });
      answerCancel = (res) => held.push(res);
      renderRun();
      const region = await bar();
      expect(await within(region).findByText('On the waitlist (#2)')).toBeInTheDocument();
      await user.click(within(region).getByRole('button', { name: 'Leave Waitlist' }));
      await confirmCancel(user, 'Leave the waitlist');
      expect(await within(region).findByRole('button', { name: 'Canceling...' })).toBeInTheDocument();
      expect(within(participants()).getByText('8 runners registered')).toBeInTheDocument();
      await waitFor(() => expect(held).toHaveLength(1));

      mine = null;
      noContent(held.pop() as ServerResponse);
      expect(await screen.findByText('Registration canceled successfully')).toBeInTheDocument();
      expect(await within(region).findByRole('button', { name: 'Join Waitlist' })).toBeInTheDocument();
    });
  });
});
