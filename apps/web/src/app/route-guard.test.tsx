import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthContext } from '@/lib/auth';
import { authenticated, LocationProbe, renderWithProviders } from '@/testing/render';
import { RouteGuard } from './route-guard';

const content = (
  <RouteGuard requiredRole="runner">
    <h1>My Runs</h1>
  </RouteGuard>
);

describe('RouteGuard', () => {
  it('shows a spinner with "Loading..." while the session loads', () => {
    renderWithProviders(content, { auth: { status: 'loading' }, path: '/my-runs', route: '/my-runs' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { name: 'My Runs' })).not.toBeInTheDocument();
  });

  it('sends an anonymous visitor to /login, remembering the requested path', () => {
    renderWithProviders(content, {
      auth: { status: 'unauthenticated' },
      path: '/my-runs?tab=past',
      route: '/my-runs',
    });
    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent('/login');
    expect(JSON.parse(location.dataset.state ?? 'null')).toEqual({ redirectTo: '/my-runs?tab=past' });
    expect(screen.queryByRole('heading', { name: 'My Runs' })).not.toBeInTheDocument();
  });

  it('sends a user with another role to /', () => {
    renderWithProviders(content, {
      auth: authenticated({ role: 'business' }),
      path: '/my-runs',
      route: '/my-runs',
    });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.queryByRole('heading', { name: 'My Runs' })).not.toBeInTheDocument();
  });

  it('shows the page to a user with the required role', () => {
    renderWithProviders(content, {
      auth: authenticated({ role: 'runner' }),
      path: '/my-runs',
      route: '/my-runs',
    });
    expect(screen.getByRole('heading', { name: 'My Runs' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/my-runs');
  });

  it('lets any signed-in user through when no role is required', () => {
    renderWithProviders(
      <RouteGuard>
        <h1>Profile Settings</h1>
      </RouteGuard>,
      { auth: authenticated({ role: 'business' }), path: '/profile', route: '/profile' },
    );
    expect(screen.getByRole('heading', { name: 'Profile Settings' })).toBeInTheDocument();
  });

  it('sends a user who signs out on a protected page home, not to /login', () => {
    const { rerender } = render(
      <MemoryRouter initialEntries={['/profile']}>
        <AuthContext value={authenticated()}>
          <Routes>
            <Route
              path="/profile"
              element={
                <RouteGuard>
                  <h1>Profile Settings</h1>
                </RouteGuard>
              }
            />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </AuthContext>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Profile Settings' })).toBeInTheDocument();
    rerender(
      <MemoryRouter initialEntries={['/profile']}>
        <AuthContext value={{ status: 'unauthenticated' }}>
          <Routes>
            <Route
              path="/profile"
              element={
                <RouteGuard>
                  <h1>Profile Settings</h1>
                </RouteGuard>
              }
            />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </AuthContext>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(JSON.parse(screen.getByTestId('location').dataset.state ?? 'null')).toBeNull();
  });
});
