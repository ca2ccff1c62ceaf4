import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthContext, meQueryKey } from '@/lib/auth';
import { HydrationState } from '@/lib/hydration';
import { authenticated, createTestQueryClient, renderWithProviders, testUser } from '@/testing/render';
import { setPageOrigin, startTestServer, type TestServer } from '@/testing/test-server';
import { Navbar } from './navbar';

const mainLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .queryAllByRole('link')
    .map((a) => a.textContent);

describe('Navbar', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer((_req, res) => {
      res.writeHead(204);
      res.end();
    });
    setPageOrigin(server.url);
  });
  afterAll(() => server.close());

  it('shows Find Runs and Login to a logged-out visitor', () => {
    renderWithProviders(<Navbar />);
    expect(screen.getByRole('link', { name: /RunTogether/ })).toHaveAttribute('href', '/');
    expect(mainLinks()).toEqual(['Find Runs', 'Login']);
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('shows neither Login nor Logout while the session loads', () => {
    renderWithProviders(<Navbar />, { auth: { status: 'loading' } });
    expect(mainLinks()).toEqual(['Find Runs']);
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('shows My Runs and Logout to a runner', async () => {
    renderWithProviders(<Navbar />, { auth: authenticated({ role: 'runner' }) });
    expect(mainLinks()).toEqual(['Find Runs', 'My Runs']);
    // "Log out" is a lazy part: it appears once its code has loaded.
    expect(
      await within(screen.getByRole('navigation', { name: 'Main' })).findByRole('button', { name: 'Logout' }),
    ).toBeInTheDocument();
  });

  it('shows Create Run and its Team to a business', () => {
    renderWithProviders(<Navbar />, { auth: authenticated({ role: 'business' }) });
    expect(mainLinks()).toEqual(['Find Runs', 'Create Run', 'Team']);
    expect(screen.getAllByRole('link', { name: 'Team' })[0]).toHaveAttribute('href', '/business/team');
  });

  it('opens and closes the mobile menu', async () => {
    renderWithProviders(<Navbar />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).toHaveClass('hidden');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).not.toHaveClass('hidden');

    await userEvent.click(within(menu as HTMLElement).getByRole('link', { name: 'Find Runs' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('location')).toHaveTextContent('/runs');
  });

  it('draws the menu button turned off until the page has hydrated, then opens the menu (decision 044)', async () => {
    const html = renderToString(
      <MemoryRouter>
        <AuthContext value={{ status: 'unauthenticated' }}>
          <HydrationState hydrating>
            <Navbar />
          </HydrationState>
        </AuthContext>
      </MemoryRouter>,
    );
    expect(html).toMatch(/<button[^>]*aria-label="Menu"[^>]*disabled=""/);

    renderWithProviders(
      <HydrationState hydrating>
        <Navbar />
      </HydrationState>,
    );
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes the mobile menu on Escape and gives the focus back to its button', async () => {
    renderWithProviders(<Navbar />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    within(menu).getByRole('link', { name: 'Find Runs' }).focus();

    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveClass('hidden');
    expect(toggle).toHaveFocus();
  });

  it('logs out: calls the API, forgets the user, says so and goes home', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(meQueryKey, testUser());
    renderWithProviders(<Navbar />, { auth: authenticated(), path: '/my-runs', queryClient });

    await userEvent.click(
      await within(screen.getByRole('navigation', { name: 'Main' })).findByRole('button', { name: 'Logout' }),
    );

    expect(await screen.findByText('Logged out successfully!')).toBeInTheDocument();
    expect(server.requests).toContain('POST /api/auth/logout');
    expect(queryClient.getQueryData(meQueryKey)).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});
