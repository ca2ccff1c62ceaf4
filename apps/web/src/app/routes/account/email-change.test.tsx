import { emailChangeMessages } from '@runtogether/shared/users/profile.schemas';
import { screen } from '@testing-library/react';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { translateText } from '@/lib/i18n';
import { meQueryKey } from '@/lib/auth';
import { authenticated, createTestQueryClient, renderWithProviders, testUser } from '@/testing/render';
import { readJson, sendJson, setPageOrigin, startTestServer, type TestServer } from '@/testing/test-server';
import { Component as CancelPage } from './cancel-email-change';
import { Component as ConfirmPage } from './confirm-email-change';

const TOKEN = 'ab'.repeat(32);

describe('the e-mail change links (/confirm-email-change, /cancel-email-change)', () => {
  let server: TestServer;
  const posts: { url: string; body: unknown }[] = [];
  let answer: (res: ServerResponse) => void;

  const api = (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'POST' && req.url?.startsWith('/api/users/email-change/')) {
      void readJson(req).then((body) => {
        posts.push({ url: req.url ?? '', body });
        answer(res);
      });
      return;
    }
    sendJson(res, 200, { user: me });
  };
  let me: ReturnType<typeof testUser> | null = null;

  beforeAll(async () => {
    server = await startTestServer(api);
    setPageOrigin(server.url);
  });
  beforeEach(() => {
    posts.length = 0;
    me = null;
  });
  afterAll(() => server.close());

  it('confirms the new address with the token from the link, once', async () => {
    const confirmed = translateText(emailChangeMessages.confirmed);
    answer = (res) => sendJson(res, 200, { message: confirmed });
    renderWithProviders(<ConfirmPage />, {
      path: { pathname: '/confirm-email-change', search: `?token=${TOKEN}` },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'E-mail address changed' }),
    ).toBeInTheDocument();
    expect(screen.getByText(confirmed)).toBeInTheDocument();
    expect(posts).toEqual([{ url: '/api/users/email-change/confirm', body: { token: TOKEN } }]);
    // Signed out (the link opened on another device): the way on is logging in with the new address.
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });

  it('takes someone signed in back to their Profile Settings, not to the log-in page, whatever the outcome', async () => {
    const outcomes = [
      {
        heading: 'E-mail address changed',
        reply: (res: ServerResponse) =>
          sendJson(res, 200, { message: translateText(emailChangeMessages.confirmed) }),
      },
      {
        heading: 'This link did not work',
        reply: (res: ServerResponse) =>
          sendJson(res, 400, {
            error: { code: 'INVALID_TOKEN', message: translateText(emailChangeMessages.invalidLink) },
          }),
      },
    ];
    for (const { heading, reply } of outcomes) {
      answer = reply;
      const { unmount } = renderWithProviders(<ConfirmPage />, {
        auth: authenticated(),
        path: { pathname: '/confirm-email-change', search: `?token=${TOKEN}` },
      });
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to Profile Settings' })).toHaveAttribute(
        'href',
        '/profile',
      );
      expect(screen.queryByRole('link', { name: 'Go to Login' })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('reads the signed-in account again, so Profile Settings shows the new address at once', async () => {
    answer = (res) => sendJson(res, 200, { message: translateText(emailChangeMessages.confirmed) });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(meQueryKey, testUser({ email: 'old@example.com' }));
    me = testUser({ email: 'new@example.com' });
    renderWithProviders(<ConfirmPage />, {
      auth: 'live',
      queryClient,
      path: { pathname: '/confirm-email-change', search: `?token=${TOKEN}` },
    });
    expect(await screen.findByRole('link', { name: 'Go to Profile Settings' })).toBeInTheDocument();
    expect(queryClient.getQueryData(meQueryKey)).toMatchObject({ email: 'new@example.com' });
  });

  it('cancels the change from the old address ("this wasn\'t me")', async () => {
    const cancelled = translateText(emailChangeMessages.cancelled);
    answer = (res) => sendJson(res, 200, { message: cancelled });
    renderWithProviders(<CancelPage />, {
      path: { pathname: '/cancel-email-change', search: `?token=${TOKEN}` },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Change cancelled' })).toBeInTheDocument();
    expect(screen.getByText(cancelled)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change my password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(posts).toEqual([{ url: '/api/users/email-change/cancel', body: { token: TOKEN } }]);
  });

  it("says why a link is refused in the page's language, and asks nothing without a token", async () => {
    const invalid = translateText(emailChangeMessages.invalidLink);
    // The API answers in a signed-in account's language, which may not be the page's: the page says it itself.
    const refusals = [
      [400, 'INVALID_TOKEN', 'Este enlace no es válido o ha caducado.', invalid],
      [409, 'CONFLICT', 'Otra cuenta ya usa este correo.', translateText(emailChangeMessages.taken)],
      [429, 'RATE_LIMITED', 'Too many changes: wait a few minutes.', 'Too many changes: wait a few minutes.'],
    ] as const;
    for (const [status, code, message, shown] of refusals) {
      answer = (res) => sendJson(res, status, { error: { code, message } });
      const { unmount } = renderWithProviders(<ConfirmPage />, {
        path: { pathname: '/confirm-email-change', search: `?token=${TOKEN}` },
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'This link did not work' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('alert').textContent).toBe(shown);
      unmount();
    }

    posts.length = 0;
    renderWithProviders(<CancelPage />, { path: '/cancel-email-change' });
    expect(await screen.findByRole('alert')).toHaveTextContent(invalid);
    expect(posts).toEqual([]);
  });

  it('says a garbled link is not valid in its own words, without asking the server', async () => {
    const invalid = translateText(emailChangeMessages.invalidLink);
    // What the server would answer: its wrapper around the field's message.
    answer = (res) =>
      sendJson(res, 400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: `Invalid body: token (${invalid})`,
          fields: { token: invalid },
        },
      });
    for (const [Page, pathname] of [
      [ConfirmPage, '/confirm-email-change'],
      [CancelPage, '/cancel-email-change'],
    ] as const) {
      const { unmount } = renderWithProviders(<Page />, { path: { pathname, search: '?token=bad' } });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'This link did not work' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('alert').textContent).toBe(invalid);
      unmount();
    }
    expect(posts).toEqual([]);
  });
});
