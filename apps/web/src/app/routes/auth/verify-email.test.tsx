import { messages, VERIFY_REDIRECT_MS } from '@runtogether/shared/auth/auth.schemas';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServerResponse } from 'node:http';
import { StrictMode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { readJson, sendJson, setPageOrigin, startTestServer, type TestServer } from '@/testing/test-server';
import { Component as VerifyEmailPage } from './verify-email';
import { translateText } from '@/lib/i18n';

const TOKEN = 'a'.repeat(64);
const location = () => screen.getByTestId('location');

describe('/verify-email', () => {
  let server: TestServer;
  let bodies: Record<string, unknown[]>;
  let answers: Record<string, (res: ServerResponse) => void>;

  beforeAll(async () => {
    server = await startTestServer((req, res) => {
      const path = req.url ?? '';
      void readJson(req).then((body) => {
        (bodies[path] ??= []).push(body);
        const answer = answers[path];
        if (answer) answer(res);
        else sendJson(res, 404, { error: { code: 'NOT_FOUND', message: 'Route not found' } });
      });
    });
    setPageOrigin(server.url);
  });
  beforeEach(() => {
    bodies = {};
    answers = {};
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(() => server.close());

  const renderPage = (search: string, state?: unknown) =>
    renderWithProviders(
      <StrictMode>
        <VerifyEmailPage />
      </StrictMode>,
      { path: { pathname: '/verify-email', search, state } },
    );

  /** The link is refused; sending a new one works. */
  const linkInvalidResendWorks = () => {
    answers['/api/auth/verify-email'] = (res) =>
      sendJson(res, 400, {
        error: { code: 'INVALID_TOKEN', message: 'Invalid or expired verification token' },
      });
    answers['/api/auth/resend-verification'] = (res) =>
      sendJson(res, 200, { message: 'Verification email resent! Please check your inbox.' });
  };

  it('verifies the token once, says so, and goes to /login after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answers['/api/auth/verify-email'] = (res) =>
      sendJson(res, 200, { message: 'Email verified successfully! You can now log in.' });
    renderPage(`?token=${TOKEN}`);

    expect(screen.getByRole('heading', { level: 1, name: 'Verifying your email...' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Email Verified!' })).toBeInTheDocument();
    expect(screen.getAllByText('Email verified successfully! You can now log in.')).not.toHaveLength(0);
    expect(bodies['/api/auth/verify-email']).toEqual([{ token: TOKEN }]);
    expect(location()).toHaveTextContent('/verify-email');

    act(() => {
      vi.advanceTimersByTime(VERIFY_REDIRECT_MS - 100);
    });
    expect(location()).toHaveTextContent('/verify-email');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/login$/));
    expect(bodies['/api/auth/verify-email']).toHaveLength(1);
  });

  it('sends log-in on to the page where the visitor signed up (?next=)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answers['/api/auth/verify-email'] = (res) =>
      sendJson(res, 200, { message: 'Email verified successfully! You can now log in.' });
    renderPage(`?token=${TOKEN}&next=${encodeURIComponent('/runs/5')}`);
    const goToLogin = await screen.findByRole('link', { name: 'Go to Login' });
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(goToLogin);
    expect(location()).toHaveTextContent(/^\/login$/);
    expect(JSON.parse(location().dataset.state ?? 'null')).toEqual({ redirectTo: '/runs/5', tab: 'login' });
  });

  it('goes to log-in with nowhere to go after it when ?next= names another site', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answers['/api/auth/verify-email'] = (res) =>
      sendJson(res, 200, { message: 'Email verified successfully! You can now log in.' });
    renderPage(`?token=${TOKEN}&next=${encodeURIComponent('//elsewhere.example/x')}`);
    await screen.findByRole('heading', { level: 1, name: 'Email Verified!' });
    act(() => {
      vi.advanceTimersByTime(VERIFY_REDIRECT_MS + 100);
    });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/login$/));
    expect(JSON.parse(location().dataset.state ?? 'null')).toEqual({});
  });

  it('says an already used link has already been verified, with Go to Login', async () => {
    answers['/api/auth/verify-email'] = (res) =>
      sendJson(res, 409, {
        error: { code: 'ALREADY_VERIFIED', message: translateText(messages.alreadyVerified) },
      });
    renderPage(`?token=${TOKEN}`);
    expect(await screen.findByText(translateText(messages.alreadyVerified))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });

  it('explains an invalid link and offers to resend it when the address is known', async () => {
    linkInvalidResendWorks();
    renderPage(`?token=${TOKEN}`, { email: 'rita@example.com' });

    expect(await screen.findByText(translateText(messages.invalidToken))).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Verification Failed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');

    await userEvent.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(
      await screen.findByText('Verification email resent! Please check your inbox.'),
    ).toBeInTheDocument();
    expect(bodies['/api/auth/resend-verification']).toEqual([{ email: 'rita@example.com' }]);
  });

  it("resends a link going on to the same page as the first: the link's ?next= or the sign-up's", async () => {
    linkInvalidResendWorks();
    const resent = async (count: number) => {
      await userEvent.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
      await waitFor(() => expect(bodies['/api/auth/resend-verification']).toHaveLength(count));
    };
    let page = renderPage(`?token=${TOKEN}&next=%2Fruns%2F5`, { email: 'rita@example.com' });
    expect(await screen.findByText(translateText(messages.invalidToken))).toBeInTheDocument();
    await resent(1);
    page.unmount();
    // Without a token, from the state the sign-up (or an unverified log-in) left; never another site.
    page = renderPage('', { email: 'rita@example.com', redirectTo: '/runs/7?lang=es' });
    await resent(2);
    page.unmount();
    renderPage('', { email: 'rita@example.com', redirectTo: '//elsewhere.example/x' });
    await resent(3);
    expect(bodies['/api/auth/resend-verification']).toEqual([
      { email: 'rita@example.com', returnTo: '/runs/5' },
      { email: 'rita@example.com', returnTo: '/runs/7?lang=es' },
      { email: 'rita@example.com' },
    ]);
  });

  it('offers no resend on an invalid link when the address is unknown', async () => {
    answers['/api/auth/verify-email'] = (res) =>
      sendJson(res, 400, {
        error: { code: 'INVALID_TOKEN', message: 'Invalid or expired verification token' },
      });
    renderPage(`?token=${TOKEN}`);
    expect(await screen.findByText(translateText(messages.invalidToken))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend Verification Email' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toBeInTheDocument();
  });

  it("without a token says 'Check Your Email' with the address, and tells why a resend failed", async () => {
    const tooMany = 'Too many verification emails requested. Please wait a few minutes and try again.';
    answers['/api/auth/resend-verification'] = (res) =>
      sendJson(res, 429, { error: { code: 'RATE_LIMITED', message: tooMany } });
    renderPage('', { email: 'rita@example.com' });

    expect(screen.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeInTheDocument();
    expect(screen.getByText('rita@example.com')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByText(tooMany)).toBeInTheDocument();
    expect(bodies['/api/auth/verify-email']).toBeUndefined();
  });

  it('without a token or an address asks to sign up again', () => {
    renderPage('');
    expect(screen.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeInTheDocument();
    expect(screen.getByText('Email address not found. Please try signing up again.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend Verification Email' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });
});
