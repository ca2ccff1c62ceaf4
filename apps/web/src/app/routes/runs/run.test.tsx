import type { Run } from '@runtogether/shared/runs/run.schemas';
import { googleCalendarUrl } from '@runtogether/shared/runs/run-calendar';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runQueryKey } from '@/features/runs/api/get-run';
import { RunDetail } from '@/features/runs/components/run-detail/run-detail';
import { RunDetailPage } from '@/features/runs/components/run-detail/run-detail-page';
import { stockImageFor } from '@/features/runs/utils/run-image';
import { queryKeys } from '@/lib/query-keys';
import { authenticated, createTestQueryClient, renderWithProviders, testUser } from '@/testing/render';
import { testRun } from '@/testing/run-fixtures';
import { sendJson, setPageOrigin, startTestServer, type TestServer } from '@/testing/test-server';
import { Component as RunPage } from './run';
import { loader as rootLoader } from '@/root';
import { runLoader } from '@/app/page-loaders';
import { teamKeys } from '@/features/team/api/team-keys';
import { loaderArgs } from '@/app/test-loader-args';

const notFoundBody = { error: { code: 'NOT_FOUND', message: 'Run not found' } };

describe('/runs/:id', () => {
  let server: TestServer;
  /** How GET /api/events/:id answers. */
  let answerRun: (res: ServerResponse, id: string) => void;
  /** How DELETE /api/events/:id answers. */
  let answerDelete: (res: ServerResponse) => void;
  /** The signed-in runner's teams (GET /api/team/memberships). */
  let memberships: { businessId: string; businessName: string; role: 'manager' | 'leader' }[] = [];

  const api = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const match = /^\/api\/events\/([^/]+)$/.exec(url.pathname);
    if (url.pathname === '/api/team/memberships') sendJson(res, 200, { items: memberships });
    else if (match?.[1] && req.method === 'GET') answerRun(res, match[1]);
    else if (match?.[1] && req.method === 'DELETE') answerDelete(res);
    else sendJson(res, 404, { error: { code: 'NOT_FOUND', message: 'Route not found' } });
  };

  beforeAll(async () => {
    server = await startTestServer(api);
    setPageOrigin(server.url);
  });
  beforeEach(() => {
    server.requests.length = 0;
    memberships = [];
    answerDelete = (res) => {
      res.writeHead(204);
      res.end();
    };
  });
  afterAll(() => server.close());

  const serve = (run: Run) => {
    answerRun = (res, id) =>
      id === String(run.id) ? sendJson(res, 200, run) : sendJson(res, 404, notFoundBody);
  };

  function renderRun(
    path = '/runs/7',
    options: Omit<NonNullable<Parameters<typeof renderWithProviders>[1]>, 'path' | 'route'> = {},
  ) {
    return renderWithProviders(<RunPage />, { path, route: '/runs/:id', ...options });
  }

  const section = (name: string) => screen.getByRole('region', { name });
  const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

  describe('a loaded run', () => {
    it('shows a skeleton, then every section of the run', async () => {
      const run = testRun({
        description: 'Easy loop around the park.\nCoffee afterwards.',
        whatsappGroupLink: 'https://chat.whatsapp.com/AbC123',
        hostContactInfo: { businessName: 'Café Corre', businessLocation: 'Madrid', phone: '+34 612-345 678' },
      });
      serve(run);
      renderRun();

      expect(screen.getByRole('status')).toHaveTextContent('Loading run details...');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Saturday Sunrise 5K' }),
      ).toBeInTheDocument();
      expect(server.requests).toEqual(['GET /api/events/7']);
      expect(document.title).toBe('Saturday Sunrise 5K | RunTogether');

      expect(screen.getByRole('link', { name: 'Back to runs' })).toHaveAttribute('href', '/runs');
      expect(screen.getByText('Hosted by Café Corre')).toBeInTheDocument();

      // Facts, in the run's own calendar day and wall-clock time.
      expect(fact('Date')).toHaveTextContent('Saturday, May 18, 2030');
      expect(fact('Time')).toHaveTextContent('07:30');
      expect(fact('Distance')).toHaveTextContent('5 km');
      expect(fact('Pace')).toHaveTextContent('5:30 min/km');
      expect(within(fact('Pace') as HTMLElement).getByText('Intermediate')).toBeInTheDocument();
      expect(fact('Spots left')).toHaveTextContent('12');

      const group = section('Run group chat');
      const join = within(group).getByRole('link', { name: /Join WhatsApp Group/ });
      expect(join).toHaveAttribute('href', 'https://chat.whatsapp.com/AbC123');
      expect(join).toHaveAttribute('target', '_blank');
      expect(join).toHaveAttribute('rel', 'noopener noreferrer');

      const location = section('Location');
      expect(location).toHaveTextContent('Retiro Park');
      expect(location).toHaveTextContent('Puerta de Alcalá, Madrid');
      const map = within(location).getByRole('link', { name: /View on map/ });
      expect(map).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=40.42%2C-3.69');
      expect(map).toHaveAttribute('target', '_blank');

      const about = section('About this run');
      // Plain text with its line break kept (pre-line), not turned into markup.
      expect(within(about).getByText(/Easy loop around the park/).textContent).toBe(
        'Easy loop around the park.\nCoffee afterwards.',
      );
      expect(
        within(within(about).getByRole('list', { name: 'Tags' }))
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['social', 'coffee']);

      const host = section('About the host');
      expect(host).toHaveTextContent('Café Corre');
      expect(within(host).getByText('Verified Host')).toBeInTheDocument();
      expect(within(host).getByText('CC')).toBeInTheDocument();
      const chat = within(host).getByRole('link', { name: /Contact on WhatsApp/ });
      const chatUrl = new URL(chat.getAttribute('href') ?? '');
      expect(chatUrl.origin + chatUrl.pathname).toBe('https://wa.me/34612345678');
      expect(chatUrl.searchParams.get('text')).toContain('"Saturday Sunrise 5K"');
      expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
      expect(within(host).getByRole('link', { name: 'View host profile' })).toHaveAttribute(
        'href',
        '/business/b-1/profile',
      );

      const participants = section('Participants');
      expect(participants).toHaveTextContent('8 runners registered');
      expect(participants).toHaveTextContent('12 spots left');
      expect(within(participants).getByRole('link', { name: 'View All Participants' })).toHaveAttribute(
        'href',
        '/runs/7/participants',
      );

      const bar = section('Register and share');
      expect(within(bar).getByRole('button', { name: 'Share' })).toBeInTheDocument();
      expect(within(bar).getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
    });

    it('links to the calendar file and to a prefilled Google Calendar event', async () => {
      const run = testRun();
      serve(run);
      renderRun();
      const calendar = await screen.findByRole('region', { name: 'Add to calendar' });
      const file = within(calendar).getByRole('link', { name: 'Calendar file (.ics)' });
      expect(file).toHaveAttribute('href', '/api/events/7.ics');
      expect(file).toHaveAttribute('download', 'saturday-sunrise-5k.ics');
      const google = within(calendar).getByRole('link', { name: /Google Calendar/ });
      expect(google).toHaveAttribute('href', googleCalendarUrl(run, `${server.url}/runs/7`));
      expect(google).toHaveAttribute('target', '_blank');
      expect(google).toHaveAttribute('rel', 'noopener noreferrer');
    });

    it('shows a placeholder until the picture loads, and the stock picture if it fails', async () => {
      serve(testRun({ imageUrl: '/files/events/event-7.webp' }));
      renderRun();
      await screen.findByRole('heading', { level: 1 });
      const img = document.querySelector('img');
      if (!img) throw new Error('no hero image');
      expect(img).toHaveAttribute('src', '/files/events/event-7.webp');
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
      expect(screen.getByText('Loading image...')).toBeInTheDocument();

      fireEvent.error(img);
      expect(img).toHaveAttribute('src', stockImageFor(7));
      expect(screen.getByText('Loading image...')).toBeInTheDocument();
      fireEvent.load(img);
      expect(screen.queryByText('Loading image...')).not.toBeInTheDocument();
    });

    it('has no WhatsApp group card without a link, nor a chat link without a phone', async () => {
      serve(testRun({ whatsappGroupLink: null }));
      renderRun();
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByRole('region', { name: 'Run group chat' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /Join WhatsApp Group/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /Contact on WhatsApp/ })).not.toBeInTheDocument();
    });

    it('never links to a group that is not an http(s) address', async () => {
      serve(testRun({ whatsappGroupLink: 'javascript:alert(1)' }));
      renderRun();
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByRole('link', { name: /Join WhatsApp Group/ })).not.toBeInTheDocument();
    });

    it('offers no participant list while nobody has joined', async () => {
      serve(testRun({ currentParticipants: 0 }));
      const { unmount } = renderRun();
      let participants = await screen.findByRole('region', { name: 'Participants' });
      expect(participants).toHaveTextContent('0 runners registered');
      expect(participants).toHaveTextContent('20 spots left');
      expect(participants).toHaveTextContent('No one has joined yet. Be the first!');
      expect(
        within(participants).queryByRole('link', { name: 'View All Participants' }),
      ).not.toBeInTheDocument();
      unmount();

      // Its host cannot be the first: they are told to share it instead.
      const second = renderRun('/runs/7', { auth: authenticated({ id: 'b-1', role: 'business' }) });
      participants = await screen.findByRole('region', { name: 'Participants' });
      expect(participants).toHaveTextContent('No one has joined yet. Share the run so runners can find it.');
      expect(participants).not.toHaveTextContent('Be the first');
      second.unmount();

      // Nobody can be the first once the run has started.
      serve(testRun({ currentParticipants: 0, date: '2020-01-01', startsAt: '2020-01-01T08:00:00.000Z' }));
      renderRun();
      participants = await screen.findByRole('region', { name: 'Participants' });
      expect(participants).toHaveTextContent('No one joined this run.');
      expect(participants).not.toHaveTextContent('Be the first');
    });

    it('shows spots left only when the run has a maximum, and never below 0', async () => {
      serve(testRun({ maxParticipants: null, currentParticipants: 1 }));
      const { unmount } = renderRun();
      const participants = await screen.findByRole('region', { name: 'Participants' });
      expect(screen.queryByText('Spots left', { selector: 'dt' })).not.toBeInTheDocument();
      expect(participants).toHaveTextContent('1 runner registered');
      expect(participants).toHaveTextContent('Unlimited spots');
      unmount();

      serve(testRun({ maxParticipants: 10, currentParticipants: 12 }));
      renderRun();
      expect(await screen.findByText('Spots left', { selector: 'dt' })).toBeInTheDocument();
      expect(fact('Spots left')).toHaveTextContent('Full — join the waitlist');
      expect(section('Participants')).toHaveTextContent('Full — waitlist open');
    });

    it('counts the guests at check-in apart from the registered runners (docs/decisions/057)', async () => {
      serve(testRun({ maxParticipants: 6, currentParticipants: 5, currentGuests: 2 }));
      renderRun();
      const participants = await screen.findByRole('region', { name: 'Participants' });
      expect(participants).toHaveTextContent('3 runners registered + 2 guests');
      expect(participants).toHaveTextContent('1 spot left');
    });

    it('shows no spots left once the run has started', async () => {
      serve(testRun({ startsAt: '2020-01-01T08:00:00.000Z', date: '2020-01-01', maxParticipants: 10 }));
      renderRun();
      const participants = await screen.findByRole('region', { name: 'Participants' });
      expect(screen.queryByText('Spots left', { selector: 'dt' })).not.toBeInTheDocument();
      expect(participants).not.toHaveTextContent(/spots? left|Full|Unlimited/);
    });

    it("searches the map by address when the run's coordinates are unknown", async () => {
      serve(testRun({ latitude: null, longitude: null }));
      renderRun();
      const location = await screen.findByRole('region', { name: 'Location' });
      expect(within(location).getByRole('link', { name: /View on map/ })).toHaveAttribute(
        'href',
        `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Puerta de Alcalá, Madrid')}`,
      );
    });

    it("tells a viewer in another time zone that the time is the run's local time", async () => {
      const viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const otherZone = viewerZone === 'Asia/Tokyo' ? 'America/New_York' : 'Asia/Tokyo';
      serve(testRun({ timezone: otherZone }));
      const { unmount } = renderRun();
      await screen.findByRole('heading', { level: 1 });
      expect(fact('Time')).toHaveTextContent(`${otherZone.split('/')[1]?.replace('_', ' ')} time`);
      unmount();

      serve(testRun({ timezone: viewerZone }));
      renderRun();
      await screen.findByRole('heading', { level: 1 });
      expect(fact('Time')).toHaveTextContent(/^07:30$/);
    });

    it('renders the register control it is given in the bottom bar', async () => {
      serve(testRun());
      renderWithProviders(
        <RunDetailPage runId={7}>
          {(run) => (
            <RunDetail run={run} registerControl={<button type="button">Register for this Run</button>} />
          )}
        </RunDetailPage>,
      );
      const bar = await screen.findByRole('region', { name: 'Register and share' });
      expect(within(bar).getByRole('button', { name: 'Register for this Run' })).toBeInTheDocument();
    });
  });

  describe('a run that cannot be shown', () => {
    it("says 'Run not found' when the server has no such run", async () => {
      serve(testRun());
      renderRun('/runs/99');
      expect(await screen.findByRole('heading', { level: 1, name: 'Run not found' })).toBeInTheDocument();
      expect(
        screen.getByText("The run you're looking for doesn't exist or has been removed."),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Browse All Runs' })).toHaveAttribute('href', '/runs');
      expect(document.title).toBe('Run not found | RunTogether');
      // A missing run is not retried.
      expect(server.requests).toEqual(['GET /api/events/99']);
    });

    it.each(['abc', '0', '-3', '1.5', '7x'])(
      "says 'Run not found' for /runs/%s without asking the server",
      (id) => {
        serve(testRun());
        renderRun(`/runs/${id}`);
        expect(screen.getByRole('heading', { level: 1, name: 'Run not found' })).toBeInTheDocument();
        expect(server.requests).toEqual([]);
      },
    );

    it('says so when rate limited', async () => {
      answerRun = (res) => sendJson(res, 429, { error: { code: 'RATE_LIMITED', message: 'Slow down' } });
      renderRun();
      expect(await screen.findByRole('alert')).toHaveTextContent('Rate limited - please wait and try again');
    });

    it('says the run failed to load, and Retry loads it', async () => {
      answerRun = (res) => sendJson(res, 500, { error: { code: 'INTERNAL', message: 'Boom' } });
      renderRun();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Failed to load run details');
      expect(screen.getByRole('link', { name: 'Back to runs' })).toHaveAttribute('href', '/runs');

      serve(testRun());
      await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Saturday Sunrise 5K' }),
      ).toBeInTheDocument();
    });
  });

  describe('host actions', () => {
    const host = authenticated({ id: 'b-1', role: 'business', name: 'Marta Host' });

    it.each([
      ['an anonymous visitor', { status: 'unauthenticated' } as const],
      ['a runner', authenticated({ id: 'b-1', role: 'runner' })],
      ['another business', authenticated({ id: 'b-2', role: 'business' })],
    ])('offers %s no edit or delete', async (_who, auth) => {
      serve(testRun());
      renderRun('/runs/7', { auth });
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByRole('link', { name: 'Edit run' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Delete run' })).not.toBeInTheDocument();
    });

    it("offers a manager of the run's business what its host has, and a leader nothing (docs/decisions/054)", async () => {
      const runner = authenticated({ id: 'u-9', role: 'runner', name: 'Mia Manager' });
      memberships = [{ businessId: 'b-1', businessName: 'Café Corre', role: 'leader' }];
      serve(testRun({ hostId: 'b-1' }));
      const leader = renderRun('/runs/7', { auth: runner });
      await screen.findByRole('heading', { level: 1 });
      await waitFor(() => expect(server.requests).toContain('GET /api/team/memberships'));
      expect(screen.queryByRole('region', { name: 'Manage this run' })).not.toBeInTheDocument();
      leader.unmount();

      memberships = [{ businessId: 'b-1', businessName: 'Café Corre', role: 'manager' }];
      renderRun('/runs/7', { auth: runner });
      const manage = await screen.findByRole('region', { name: 'Manage this run' });
      expect(within(manage).getByRole('link', { name: 'Edit run' })).toHaveAttribute(
        'href',
        '/business/runs/7/edit',
      );
      expect(within(manage).getByRole('button', { name: 'Delete run' })).toBeInTheDocument();
    });

    it("offers the run's host to edit it", async () => {
      serve(testRun());
      renderRun('/runs/7', { auth: host });
      const manage = await screen.findByRole('region', { name: 'Manage this run' });
      expect(within(manage).getByRole('link', { name: 'Edit run' })).toHaveAttribute(
        'href',
        '/business/runs/7/edit',
      );
      expect(within(manage).getByRole('link', { name: 'Check-in' })).toHaveAttribute(
        'href',
        '/business/runs/7/check-in',
      );
    });

    it('offers the host of a run that has started its check-in, not to edit or delete it', async () => {
      serve(testRun({ date: '2020-03-01', time: '09:00', startsAt: '2020-03-01T08:00:00.000Z' }));
      renderRun('/runs/7', { auth: host });
      const manage = await screen.findByRole('region', { name: 'Manage this run' });
      expect(within(manage).getByRole('link', { name: 'Check-in' })).toBeVisible();
      expect(within(manage).queryByRole('link', { name: 'Edit run' })).toBeNull();
      expect(within(manage).queryByRole('button', { name: 'Delete run' })).toBeNull();
    });

    it('gives the host its actions in the bottom bar, never a way to register for or contact itself', async () => {
      serve(testRun({ maxParticipants: 10, currentParticipants: 10 }));
      renderRun('/runs/7', { auth: host });
      const bar = await screen.findByRole('region', { name: 'Register and share' });
      expect(within(bar).getByRole('link', { name: 'Edit' })).toHaveAttribute(
        'href',
        '/business/runs/7/edit',
      );
      expect(within(bar).getByRole('link', { name: 'Participants' })).toHaveAttribute(
        'href',
        '/runs/7/participants',
      );
      expect(within(bar).getByRole('link', { name: 'Check-in' })).toHaveAttribute(
        'href',
        '/business/runs/7/check-in',
      );
      expect(screen.queryByRole('button', { name: /Register|Join Waitlist/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /Contact on WhatsApp/ })).not.toBeInTheDocument();
    });

    it('gives the host its own WhatsApp group to open, never to join (docs/product.md §2 "Run page")', async () => {
      serve(testRun({ whatsappGroupLink: 'https://chat.whatsapp.com/AbC123' }));
      renderRun('/runs/7', { auth: host });
      const group = await screen.findByRole('region', { name: 'Run group chat' });
      expect(within(group).getByRole('link', { name: /Open WhatsApp group/ })).toHaveAttribute(
        'href',
        'https://chat.whatsapp.com/AbC123',
      );
      expect(group).toHaveTextContent('Your runners join the group from this card.');
      expect(screen.queryByRole('link', { name: /Join WhatsApp Group/ })).not.toBeInTheDocument();
    });

    it('deletes after confirmation, says so, forgets the run and goes to the business home', async () => {
      const user = userEvent.setup();
      serve(testRun());
      const queryClient = createTestQueryClient();
      queryClient.setQueryData(queryKeys.runs.list({}), { items: [testRun()], nextCursor: null });
      renderRun('/runs/7', { auth: host, queryClient });

      await user.click(await screen.findByRole('button', { name: 'Delete run' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete this run?' });
      expect(dialog).toHaveTextContent('“Saturday Sunrise 5K” will be deleted');
      expect(dialog).toHaveTextContent('Its 8 registered runners will be told by e-mail.');
      expect(server.requests).not.toContain('DELETE /api/events/7');

      await user.click(within(dialog).getByRole('button', { name: 'Delete run' }));
      expect(await screen.findByText('Run deleted successfully')).toBeInTheDocument();
      expect(screen.getByText('"Saturday Sunrise 5K" has been deleted.')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/business/home'));

      // The host's section also asks how many messages to the runners are left today.
      expect(server.requests.filter((r) => !r.endsWith('/messages'))).toEqual([
        'GET /api/events/7',
        'DELETE /api/events/7',
      ]);
      expect(queryClient.getQueryState(runQueryKey(7))).toBeUndefined();
      expect(queryClient.getQueryState(queryKeys.runs.list({}))?.isInvalidated).toBe(true);
    });

    it('keeps the run when the host changes their mind', async () => {
      const user = userEvent.setup();
      serve(testRun());
      renderRun('/runs/7', { auth: host });
      await user.click(await screen.findByRole('button', { name: 'Delete run' }));
      // A run on its own is named by its title alone.
      expect(await screen.findByRole('dialog')).toHaveTextContent(
        /^Delete this run\?“Saturday Sunrise 5K” will/,
      );
      await user.click(screen.getByRole('button', { name: 'Keep run' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(server.requests.filter((r) => !r.endsWith('/messages'))).toEqual(['GET /api/events/7']);
      expect(screen.getByTestId('location')).toHaveTextContent('/runs/7');
    });

    it("names the date of a weekly run's date, which shares its title with the others", async () => {
      const user = userEvent.setup();
      serve(testRun({ seriesId: 3 }));
      renderRun('/runs/7', { auth: host });
      await user.click(await screen.findByRole('button', { name: 'Delete run' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete this run?' });
      expect(dialog).toHaveTextContent(
        '“Saturday Sunrise 5K” on Saturday, May 18, 2030 will be deleted for good.',
      );
      expect(within(dialog).getByRole('radio', { name: 'This run' })).toBeChecked();
    });

    it.each([
      [
        403,
        { error: { code: 'FORBIDDEN', message: 'You can only delete runs that you created.' } },
        'Not authorized',
        'You can only delete runs that you created.',
      ],
      [
        500,
        { error: { code: 'INTERNAL', message: 'Internal error' } },
        'Error deleting run',
        'There was an error deleting the run. Please try again.',
      ],
    ])('tells the host when the server answers %i, and stays', async (status, body, title, description) => {
      const user = userEvent.setup();
      serve(testRun());
      answerDelete = (res) => sendJson(res, status, body);
      renderRun('/runs/7', { auth: host });
      await user.click(await screen.findByRole('button', { name: 'Delete run' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete run' }));

      expect(await screen.findByText(title)).toBeInTheDocument();
      expect(screen.getByText(description)).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent('/runs/7');
      expect(screen.getByRole('heading', { level: 1, name: 'Saturday Sunrise 5K' })).toBeInTheDocument();
    });
  });

  describe("its loader, beside the shell's", () => {
    it("asks for a signed-in runner's teams once, and still gives a manager the run's messages", async () => {
      serve(testRun({ id: 7, hostId: 'b-1' }));
      memberships = [{ businessId: 'b-1', businessName: 'Café Corre', role: 'manager' }];
      const user = testUser({ id: 'u-9', role: 'runner' });
      // One request: the root's loader and the page's side by side, as the framework calls them.
      const context = new RouterContextProvider();
      const args = { path: '/runs/7', pattern: '/runs/:id', params: { id: '7' }, context };
      const [shell] = await Promise.all([
        rootLoader(loaderArgs(server.url, user, args)),
        runLoader(loaderArgs(server.url, user, args)),
      ]);
      expect(server.requests.filter((request) => request.endsWith('/api/team/memberships'))).toHaveLength(1);
      expect(server.requests).toContain('GET /api/events/7/messages');
      // The shell hands the teams to the browser, so the navbar asks for nothing either.
      expect(shell.queries.queries.map((query) => query.queryKey)).toContainEqual(
        teamKeys.memberships('u-9'),
      );
    });
  });
});
