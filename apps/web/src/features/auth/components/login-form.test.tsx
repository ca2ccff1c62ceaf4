import { messages } from '@runtogether/shared/auth/auth.schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meQueryKey } from '@/lib/auth';
import { renderWithProviders, testUser } from '@/testing/render';
import { readJson, sendJson, setPageOrigin, startTestServer, type TestServer } from '@/testing/test-server';
import { LoginForm } from './login-form';
import { translateText } from '@/lib/i18n';

const location = () => screen.getByTestId('location');
const locationState = (): unknown => JSON.parse(location().dataset.state ?? 'null');

async function fillAndSubmit(email = 'rita@example.com', password = 'secret-pass') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('LoginForm', () => {
  let server: TestServer;
  let lastBody: unknown;

  beforeAll(async () => {
    server = await startTestServer((_req, res) => sendJson(res, 500, {}));
    setPageOrigin(server.url);
  });
  afterAll(() => server.close());

  const answerLogin = (status: number, body: unknown) =>
    server.handle((req, res) => {
      void readJson(req).then((json) => {
        lastBody = json;
        sendJson(res, status, body);
      });
    });

  it('links to /forgot-password', () => {
    renderWithProviders(<LoginForm />, { path: '/login' });
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('takes the address typed so far to /forgot-password', async () => {
    renderWithProviders(<LoginForm />, { path: '/login' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'rita@example.com');
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/forgot-password');
    expect(screen.getByTestId('location')).toHaveAttribute(
      'data-state',
      JSON.stringify({ email: 'rita@example.com' }),
    );
  });

  it('shows the spec messages for a bad e-mail and a missing password, tied to the fields', async () => {
    renderWithProviders(<LoginForm />, { path: '/login' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect(await screen.findByText(translateText(messages.email))).toBeInTheDocument();
    expect(screen.getByText(translateText(messages.passwordRequired))).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(translateText(messages.email));
    expect(password).toHaveAccessibleDescription(translateText(messages.passwordRequired));
    // Focus goes to the first field that needs fixing.
    expect(email).toHaveFocus();
    expect(server.requests).not.toContain('POST /api/auth/login');

    await user.type(email, 'rita@example.com');
    expect(screen.queryByText(translateText(messages.email))).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('signs in, caches the user, toasts and goes to the redirect target', async () => {
    const rita = testUser();
    answerLogin(200, { authToken: 'opaque', user: rita });
    const { queryClient } = renderWithProviders(<LoginForm redirectTo="/runs/7" />, { path: '/login' });
    await fillAndSubmit();

    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent('/runs/7'));
    expect(lastBody).toEqual({ email: 'rita@example.com', password: 'secret-pass' });
    expect(queryClient.getQueryData(meQueryKey)).toEqual(rita);
    // The token stays in the httpOnly cookie: nothing of it in storage.
    expect(JSON.stringify({ ...localStorage })).not.toContain('opaque');
  });

  it.each([
    ['business', '/business/home'],
    ['runner', '/user-home'],
  ] as const)('without a redirect target sends a %s to %s', async (role, home) => {
    answerLogin(200, { authToken: 'opaque', user: testUser({ role }) });
    renderWithProviders(<LoginForm />, { path: '/login' });
    await fillAndSubmit();
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(home));
  });

  it('shows the busy label while signing in', async () => {
    server.handle(() => {
      // never answers
    });
    renderWithProviders(<LoginForm />, { path: '/login' });
    await fillAndSubmit();
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it("says once, plainly, that the e-mail and password don't match, and stays", async () => {
    const mismatch = "That e-mail and password don't match";
    answerLogin(401, { error: { code: 'INVALID_CREDENTIALS', message: mismatch } });
    renderWithProviders(<LoginForm />, { path: '/login' });
    await fillAndSubmit();

    expect(await screen.findByRole('alert')).toHaveTextContent(mismatch);
    // No toast repeating it, and no second wording.
    expect(screen.getAllByText(mismatch)).toHaveLength(1);
    expect(screen.queryByText('Login failed. Please check your credentials.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(location()).toHaveTextContent('/login');
  });

  it('sends an unverified account to /verify-email with its address', async () => {
    answerLogin(403, { error: { code: 'EMAIL_NOT_VERIFIED', message: translateText(messages.inactive) } });
    renderWithProviders(<LoginForm />, { path: '/login' });
    await fillAndSubmit('new@example.com');

    expect(await screen.findByText(translateText(messages.inactive))).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent('/verify-email'));
    expect(locationState()).toEqual({ email: 'new@example.com' });
  });

  it('says a suspended account is suspended and why, and offers its data with the typed e-mail and password', async () => {
    answerLogin(403, {
      error: {
        code: 'ACCOUNT_SUSPENDED',
        message: 'This account has been suspended by the RunTogether team.',
        fields: { reason: 'Scam runs' },
      },
    });
    renderWithProviders(<LoginForm />, { path: '/login' });
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account has been suspended by the RunTogether team. Why: Scam runs',
    );
    expect(location()).toHaveTextContent('/login');
    // It cannot sign in, but its data is still its own: the typed e-mail and password ask for the file.
    const download = await screen.findByRole('button', { name: 'Download my data' });
    answerLogin(429, { error: { code: 'RATE_LIMITED', message: 'Too many login attempts.' } });
    await userEvent.setup().click(download);
    expect(lastBody).toEqual({ email: 'rita@example.com', password: 'secret-pass' });
    expect(await screen.findByText('Too many login attempts.')).toBeVisible();
  });

  it('passes on the rate limit message', async () => {
    const tooMany = 'Too many login attempts. Please wait a few minutes and try again.';
    answerLogin(429, { error: { code: 'RATE_LIMITED', message: tooMany } });
    renderWithProviders(<LoginForm />, { path: '/login' });
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(tooMany);
    expect(location()).toHaveTextContent('/login');
  });
});
