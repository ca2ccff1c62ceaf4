import { messages } from '@runtogether/shared/auth/auth.schemas';
import { passwordMessages } from '@runtogether/shared/auth/password.schemas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { translateText } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';
import { sendJson, startOneRouteServer, type OneRouteServer } from '@/testing/test-server';
import { Component as ForgotPasswordPage } from './forgot-password';

describe('/forgot-password', () => {
  let server: OneRouteServer;

  beforeAll(async () => {
    server = await startOneRouteServer('POST /api/auth/password-reset');
  });
  beforeEach(() => {
    server.reset();
    server.answer((res) => sendJson(res, 202, { message: translateText(passwordMessages.resetRequested) }));
  });
  afterAll(() => server.close());

  const renderPage = () => renderWithProviders(<ForgotPasswordPage />, { path: '/forgot-password' });

  it('has one heading, the title, and a way back to log-in', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    expect(document.title).toBe('Forgot your password? | RunTogether');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it('starts from the address typed on the login form', async () => {
    renderWithProviders(<ForgotPasswordPage />, {
      path: { pathname: '/forgot-password', state: { email: 'rita@example.com' } },
    });
    expect(screen.getByLabelText('Email')).toHaveValue('rita@example.com');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeInTheDocument();
    expect(server.bodies).toEqual([{ email: 'rita@example.com' }]);
  });

  it('checks the address before sending', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'not an address');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(translateText(messages.email))).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(translateText(messages.email));
    expect(server.bodies).toEqual([]);
  });

  it('sends the address, then says a link went there if an account uses it', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'rita@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'If an account uses rita@example.com, we sent it a link to reset the password.',
    );
    expect(server.bodies).toEqual([{ email: 'rita@example.com' }]);
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it('sends the link again from the sent screen, and says why when that is refused', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'rita@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    await user.click(await screen.findByRole('button', { name: 'Send it again' }));
    expect(await screen.findByText(/We sent rita@example.com a new link/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Only the newest link works, for 1 hour.');
    expect(server.bodies).toEqual([{ email: 'rita@example.com' }, { email: 'rita@example.com' }]);

    const tooMany = translateText(passwordMessages.tooManyResets);
    server.answer((res) => sendJson(res, 429, { error: { code: 'RATE_LIMITED', message: tooMany } }));
    await user.click(screen.getByRole('button', { name: 'Send it again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(tooMany);
    expect(screen.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeInTheDocument();
  });

  it('goes back to the form, with the address kept, to send to another one', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'rita@exmaple.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    await user.click(await screen.findByRole('button', { name: 'Use another address' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('rita@exmaple.com');
    expect(email).toHaveFocus();
    await user.clear(email);
    await user.type(email, 'rita@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account uses rita@example.com, we sent it a link to reset the password.',
    );
    expect(server.bodies).toEqual([{ email: 'rita@exmaple.com' }, { email: 'rita@example.com' }]);
  });

  it('says why when asked too often', async () => {
    const tooMany = translateText(passwordMessages.tooManyResets);
    server.answer((res) => sendJson(res, 429, { error: { code: 'RATE_LIMITED', message: tooMany } }));
    renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'rita@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(tooMany);
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
  });
});
