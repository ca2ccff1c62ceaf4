import { followMessages, type FollowState } from '@runtogether/shared/follows/follow.schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CATALOGUES } from '@runtogether/shared/i18n/catalogue';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setBrowserMessages, t } from '@/lib/i18n';
import { authenticated, renderWithProviders } from '@/testing/render';
import { sendJson, setPageOrigin, startTestServer, type TestServer } from '@/testing/test-server';
import { FollowButton } from './follow-button';

const HOST = '3f1c2d4e-0000-4000-8000-000000000001';
const PATH = `/api/businesses/${HOST}/follow`;

describe('FollowButton', () => {
  let server: TestServer;
  let state: FollowState;
  let refuse: { status: number; code: string; message: string } | null;
  /** Set: the next change waits until the test calls `release`. */
  let holdWrite: boolean;
  let release: (() => void) | undefined;

  const api = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== PATH) {
      sendJson(res, 404, { error: { code: 'NOT_FOUND', message: 'Route not found' } });
      return;
    }
    if (req.method !== 'GET' && holdWrite) {
      holdWrite = false;
      release = () => api(req, res);
      return;
    }
    if (req.method !== 'GET' && refuse) {
      sendJson(res, refuse.status, { error: { code: refuse.code, message: refuse.message } });
      return;
    }
    if (req.method === 'PUT' && !state.following) {
      state = { following: true, followerCount: state.followerCount + 1 };
    } else if (req.method === 'DELETE' && state.following) {
      state = { following: false, followerCount: state.followerCount - 1 };
    }
    sendJson(res, 200, state);
  };

  beforeAll(async () => {
    server = await startTestServer(api);
    setPageOrigin(server.url);
  });
  beforeEach(() => {
    server.requests.length = 0;
    state = { following: false, followerCount: 2 };
    refuse = null;
    holdWrite = false;
    release = undefined;
  });
  afterAll(() => server.close());

  /** The button works once the runner's own state is known (till then it is aria-disabled, still focusable). */
  const ready = (button: HTMLElement) =>
    waitFor(() => {
      expect(button).toBeEnabled();
      expect(button).not.toHaveAttribute('aria-disabled');
    });

  const renderButton = (
    auth: Parameters<typeof renderWithProviders>[1],
    showCount = true,
    hostName = 'Café Corre',
  ) =>
    renderWithProviders(
      <FollowButton businessId={HOST} hostName={hostName} returnTo="/runs/7" showCount={showCount} />,
      auth,
    );

  it('shows the count to a visitor, and sends them to log in and back on Follow', async () => {
    const user = userEvent.setup();
    renderButton({ auth: { status: 'unauthenticated' } });
    expect(await screen.findByText('2 followers')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Follow' }));

    expect(await screen.findByText(t(followMessages.mustLogIn))).toBeInTheDocument();
    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent('/login');
    expect(JSON.parse(location.dataset.state ?? 'null')).toEqual({
      redirectTo: '/runs/7',
      role: 'runner',
      tab: 'login',
    });
    expect(server.requests).toEqual([`GET ${PATH}`]);
  });

  it('lets a runner follow: Follow becomes Following and the count goes up', async () => {
    const user = userEvent.setup();
    renderButton({ auth: authenticated() });
    const follow = await screen.findByRole('button', { name: 'Follow' });
    await ready(follow);
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    await user.click(follow);

    const following = await screen.findByRole('button', { name: 'Following' });
    expect(following).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('follower-count')).toHaveTextContent('3 followers');
    expect(await screen.findByText(t('host.follow.followed', { host: 'Café Corre' }))).toBeInTheDocument();
    expect(server.requests).toContain(`PUT ${PATH}`);
  });

  it('ends the sentence once after a name that ends in a full stop', async () => {
    const user = userEvent.setup();
    renderButton({ auth: authenticated() }, true, 'Retiro Running Co.');
    const follow = await screen.findByRole('button', { name: 'Follow' });
    await ready(follow);
    await user.click(follow);
    expect(
      await screen.findByText(
        "You're following Retiro Running Co. We'll e-mail you when they post new runs.",
      ),
    ).toBeInTheDocument();
  });

  it('keeps the focus of a runner who follows with the keyboard, on the same button while it waits', async () => {
    const user = userEvent.setup();
    holdWrite = true;
    renderButton({ auth: authenticated() });
    const follow = await screen.findByRole('button', { name: 'Follow' });
    await ready(follow);
    follow.focus();
    await user.keyboard('{Enter}');

    // While the server works, the button says so but keeps the focus, and a second press sends nothing.
    await waitFor(() => expect(follow).toHaveAttribute('aria-disabled', 'true'));
    expect(follow).toBeEnabled();
    expect(document.activeElement).toBe(follow);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(release).toBeDefined());
    release?.();

    expect(await screen.findByRole('button', { name: 'Following' })).toBe(follow);
    await ready(follow);
    expect(document.activeElement).toBe(follow);
    expect(server.requests.filter((request) => request.startsWith('PUT'))).toHaveLength(1);
  });

  it('shows a follower that they follow, and Following unfollows', async () => {
    const user = userEvent.setup();
    state = { following: true, followerCount: 2 };
    renderButton({ auth: authenticated() });
    const following = await screen.findByRole('button', { name: 'Following' });
    await ready(following);
    await user.click(following);

    expect(await screen.findByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('follower-count')).toHaveTextContent('1 follower');
    expect(await screen.findByText(t('host.follow.unfollowed', { host: 'Café Corre' }))).toBeInTheDocument();
    expect(server.requests).toContain(`DELETE ${PATH}`);
  });

  it('tells a business that only runners follow, without asking the server to', async () => {
    const user = userEvent.setup();
    renderButton({ auth: authenticated({ id: 'b-2', role: 'business' }) });
    await screen.findByText('2 followers');
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByText(t(followMessages.runnerOnly))).toBeInTheDocument();
    expect(server.requests).toEqual([`GET ${PATH}`]);
  });

  it('shows the host its count only', async () => {
    renderButton({ auth: authenticated({ id: HOST, role: 'business' }) });
    expect(await screen.findByText('2 followers')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("says so when the server refuses, and keeps the runner's state", async () => {
    const user = userEvent.setup();
    refuse = { status: 400, code: 'NOT_A_HOST', message: t(followMessages.notAHost) };
    renderButton({ auth: authenticated() });
    const follow = await screen.findByRole('button', { name: 'Follow' });
    await ready(follow);
    await user.click(follow);
    expect(await screen.findByText(t(followMessages.followFailed))).toBeInTheDocument();
    expect(screen.getByText(t(followMessages.notAHost))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks nothing for a visitor where no count is shown (the run page)', () => {
    const { queryClient } = renderButton({ auth: { status: 'unauthenticated' } }, false);
    expect(screen.getByRole('button', { name: 'Follow' })).toBeEnabled();
    expect(screen.queryByTestId('follower-count')).not.toBeInTheDocument();
    // The render's effects have run: a query that was going to ask would be fetching now.
    expect(queryClient.isFetching()).toBe(0);
    expect(server.requests).toEqual([]);
  });

  describe('in Spanish', () => {
    afterEach(() => setBrowserMessages('en', CATALOGUES.en));

    it('says Seguir, counts seguidores (one and many) and toasts in Spanish', async () => {
      setBrowserMessages('es', CATALOGUES.es);
      state = { following: false, followerCount: 1 };
      const user = userEvent.setup();
      renderButton({ auth: authenticated() });
      expect(await screen.findByText('1 seguidor')).toBeInTheDocument();
      const follow = await screen.findByRole('button', { name: 'Seguir' });
      await ready(follow);
      await user.click(follow);

      expect(await screen.findByRole('button', { name: 'Siguiendo' })).toBeInTheDocument();
      expect(await screen.findByText('2 seguidores')).toBeInTheDocument();
      expect(
        await screen.findByText(
          'Ahora sigues a Café Corre. Te avisaremos por correo cuando publique quedadas nuevas.',
        ),
      ).toBeInTheDocument();
    });
  });
});
