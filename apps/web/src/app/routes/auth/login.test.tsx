import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authenticated, renderWithProviders } from '@/testing/render';
import { Component as LoginPage } from './login';

const location = () => screen.getByTestId('location');

describe('/login', () => {
  it('opens on Login with "Welcome Back", and the links switch between the tabs', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    const heading = screen.getByRole('heading', { level: 1, name: 'Create Account' });
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(heading).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Already have an account? Login' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('moves between the tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { path: '/login' });
    await user.click(screen.getByRole('tab', { name: 'Login' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
  });

  it("opens Sign Up with the e-mail filled in from an e-mail's link (?signup=1&email=)", () => {
    renderWithProviders(<LoginPage />, { path: '/login?signup=1&email=gina%40example.com' });
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Runner' })).toBeChecked();
    expect(screen.getByLabelText('Email')).toHaveValue('gina@example.com');
  });

  it('opens Sign Up with the suggested role chosen', () => {
    renderWithProviders(<LoginPage />, {
      path: { pathname: '/login', state: { redirectTo: '/business/dashboard', role: 'business' } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Business' })).toBeChecked();
  });

  it.each([
    ['business', '/business/home'],
    ['runner', '/user-home'],
  ] as const)('sends a signed-in %s to %s', (role, home) => {
    renderWithProviders(<LoginPage />, { path: '/login', route: '/login', auth: authenticated({ role }) });
    expect(location()).toHaveTextContent(home);
  });

  it('sends a signed-in user on to the remembered page, but never off the site', () => {
    renderWithProviders(<LoginPage />, {
      path: { pathname: '/login', state: { redirectTo: '/my-runs' } },
      route: '/login',
      auth: authenticated(),
    });
    expect(location()).toHaveTextContent('/my-runs');
  });

  it('ignores a redirect target outside the app', () => {
    renderWithProviders(<LoginPage />, {
      path: { pathname: '/login', state: { redirectTo: '//evil.example/phish' } },
      route: '/login',
      auth: authenticated(),
    });
    expect(location()).toHaveTextContent(/^\/user-home$/);
  });
});
