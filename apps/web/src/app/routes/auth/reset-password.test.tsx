import { passwordMessages } from '@runtogether/shared/auth/password.schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { translateText } from '@/lib/i18n';
import { meQueryKey } from '@/lib/auth';
import { renderWithProviders, testUser } from '@/testing/render';
import { sendJson, startOneRouteServer, type OneRouteServer } from '@/testing/test-server';
import { Component as ResetPasswordPage } from './reset-password';

const TOKEN = 'c'.repeat(64);
const INVALID = 'This reset link is invalid or has expired. Ask for a new one.';
/**
 * The API answers in a signed-in account's language, which may not be the page's (a Spanish account's browser
 * opening an English link): the page says it in its own words.
 */
const ANSWERED = 'Este enlace para restablecer la contraseña no es válido o ha caducado. Pide uno nuevo.';
const location = () => screen.getByTestId('location');
const renderPage = (search = `?token=${TOKEN}`) =>
  renderWithProviders(<ResetPasswordPage />, { path: { pathname: '/reset-password', search } });

describe('/reset-password', () => {
  let server: OneRouteServer;

  beforeAll(async () => {
    server = await startOneRouteServer('POST /api/auth/password-reset/confirm');
  });
  beforeEach(() => {
    server.reset();
  });
  afterAll(() => server.close());

  async function choose(password: string, again = password) {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), password);
    await user.type(screen.getByLabelText('Confirm new password'), again);
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
  }

  it('sets the password with the link’s token, then goes to /login with a toast', async () => {
    const { queryClient } = renderPage();
    queryClient.setQueryData(meQueryKey, testUser());
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Choose a new password | RunTogether');
    await choose('new secret');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/login$/));
    expect(
      await screen.findByText('Your password is reset. Log in with your new password.'),
    ).toBeInTheDocument();
    expect(server.bodies).toEqual([{ token: TOKEN, password: 'new secret' }]);
    // Every session of the account ended: a browser signed in to it is signed out too.
    expect(queryClient.getQueryData(meQueryKey)).toBeNull();
  });

  it('says when the two passwords differ, and sends nothing', async () => {
    renderPage();
    await choose('new secret', 'new secrex');
    expect(await screen.findByText(translateText(passwordMessages.mismatch))).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Confirm new password')).toHaveFocus();
    expect(server.bodies).toEqual([]);
  });

  it('says a used or expired link is not valid in the page’s words, and offers a way to ask again', async () => {
    server.answer((res) =>
      sendJson(res, 400, {
        error: { code: 'INVALID_TOKEN', message: ANSWERED, fields: { token: ANSWERED } },
      }),
    );
    renderPage();
    await choose('new secret');
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'This link did not work' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(location()).toHaveTextContent('/reset-password');
  });

  it('says a link without a token cannot work, without asking the server', () => {
    renderPage('');
    expect(screen.getByText(INVALID)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
    expect(server.bodies).toEqual([]);
  });

  it('tells a suspended account why, as log-in does', async () => {
    server.answer((res) =>
      sendJson(res, 403, {
        error: {
          code: 'ACCOUNT_SUSPENDED',
          message: 'This account is suspended.',
          fields: { reason: 'Spam' },
        },
      }),
    );
    renderPage();
    await choose('new secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('This account is suspended.');
    expect(screen.getByRole('alert')).toHaveTextContent('Spam');
  });
});

describe('/reset-password, a link the server says no longer works', () => {
  let server: OneRouteServer;

  beforeAll(async () => {
    server = await startOneRouteServer(`GET /api/auth/password-reset/check?token=${TOKEN}`);
  });
  afterAll(() => server.close());

  it('says so as the page opens, with the way to ask for a new link, before any password is typed', async () => {
    server.answer((res) =>
      sendJson(res, 400, {
        error: { code: 'INVALID_TOKEN', message: ANSWERED, fields: { token: ANSWERED } },
      }),
    );
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link did not work' }),
    ).toBeInTheDocument();
    expect(screen.getByText(INVALID)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('keeps the form for a link that still works', async () => {
    server.reset();
    renderPage();
    await waitFor(() => expect(server.bodies).toHaveLength(1));
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
  });
});
