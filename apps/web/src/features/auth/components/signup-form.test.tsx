import { messages } from '@runtogether/shared/auth/auth.schemas';
import { geocodeMessages } from '@runtogether/shared/geo/geocode.messages';
import { ADDRESS_GEOCODE_DEBOUNCE_MS } from '@runtogether/shared/geo/geo.rules';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { readJson, sendJson, setPageOrigin, startTestServer, type TestServer } from '@/testing/test-server';
import { SignupForm } from './signup-form';
import { translateText } from '@/lib/i18n';

const location = () => screen.getByTestId('location');
const field = (label: string) => screen.getByLabelText(label, { selector: 'input, select' });

describe('SignupForm', () => {
  let server: TestServer;
  let signupBodies: unknown[];
  let signupAnswer: (res: ServerResponse) => void;

  const api = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/api/geocode') {
      const q = url.searchParams.get('q') ?? '';
      if (q.includes('Nowhere')) {
        sendJson(res, 404, {
          error: { code: 'NOT_FOUND', message: translateText(geocodeMessages.notFound) },
        });
        return;
      }
      sendJson(res, 200, { latitude: 40.416775, longitude: -3.70379, displayName: q, stale: false });
      return;
    }
    if (url.pathname === '/api/auth/signup') {
      void readJson(req).then((body) => {
        signupBodies.push(body);
        signupAnswer(res);
      });
      return;
    }
    sendJson(res, 404, { error: { code: 'NOT_FOUND', message: 'Route not found' } });
  };

  beforeAll(async () => {
    server = await startTestServer(api);
    setPageOrigin(server.url);
  });
  beforeEach(() => {
    signupBodies = [];
    signupAnswer = (res) => sendJson(res, 201, { message: 'Account created' });
    server.requests.length = 0;
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => server.close());

  it('starts as a runner with name, e-mail and password', () => {
    renderWithProviders(<SignupForm />, { path: '/login' });
    expect(screen.getByRole('radio', { name: 'Runner' })).toBeChecked();
    expect(field('Name')).toBeInTheDocument();
    expect(field('Email')).toBeInTheDocument();
    expect(field('Password')).toHaveAttribute('type', 'password');
    expect(screen.queryByLabelText('Business Name')).not.toBeInTheDocument();
  });

  it('resets the whole form when the role changes, with +34 for a business', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignupForm />, { path: '/login' });
    await user.type(field('Name'), 'Rita');
    await user.type(field('Email'), 'rita@example.com');

    await user.click(screen.getByRole('radio', { name: 'Business' }));
    expect(screen.getByRole('radio', { name: 'Business' })).toBeChecked();
    // The business form's code arrives just after the page (it is not in the log-in page's first load).
    await screen.findByLabelText('Your Name');
    expect(field('Your Name')).toHaveValue('');
    expect(field('Email')).toHaveValue('');
    expect(field('Business Name')).toHaveValue('');
    expect(field('Country Code')).toHaveValue('+34');
    expect(field('Phone Number')).toHaveAttribute('type', 'tel');

    await user.type(field('Business Name'), 'Café Corre');
    await user.selectOptions(field('Country Code'), '+44');
    await user.click(screen.getByRole('radio', { name: 'Runner' }));
    await user.click(screen.getByRole('radio', { name: 'Business' }));
    expect(field('Business Name')).toHaveValue('');
    expect(field('Country Code')).toHaveValue('+34');
  });

  it('preselects the suggested role', async () => {
    renderWithProviders(<SignupForm initialRole="business" />, { path: '/login' });
    expect(screen.getByRole('radio', { name: 'Business' })).toBeChecked();
    expect(await screen.findByLabelText('Business Name')).toBeInTheDocument();
  });

  it('checks each field as the user types, with the spec messages', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignupForm initialRole="business" />, { path: '/login' });

    await user.type(field('Your Name'), 'R');
    expect(await screen.findByText(translateText(messages.nameMin))).toBeInTheDocument();
    expect(field('Your Name')).toHaveAccessibleDescription(translateText(messages.nameMin));
    await user.type(field('Your Name'), 'ita');
    await waitFor(() => expect(screen.queryByText(translateText(messages.nameMin))).not.toBeInTheDocument());

    await user.type(field('Email'), 'rita@');
    expect(await screen.findByText(translateText(messages.email))).toBeInTheDocument();

    await user.type(field('Password'), 'abc');
    expect(await screen.findByText(translateText(messages.passwordMin))).toBeInTheDocument();

    await user.type(field('Phone Number'), '612 34');
    expect(await screen.findByText(translateText(messages.phoneMin))).toBeInTheDocument();
    expect(field('Phone Number')).toHaveAttribute('aria-invalid', 'true');
    await user.type(field('Phone Number'), '5 678');
    await waitFor(() => expect(screen.queryByText(translateText(messages.phoneMin))).not.toBeInTheDocument());

    await user.type(field('Business Name'), 'C');
    expect(await screen.findByText(translateText(messages.businessNameMin))).toBeInTheDocument();
  });

  it('on submit with empty fields shows every message and focuses the first field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignupForm />, { path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(translateText(messages.nameMin))).toBeInTheDocument();
    expect(screen.getByText(translateText(messages.email))).toBeInTheDocument();
    expect(screen.getByText(translateText(messages.passwordMin))).toBeInTheDocument();
    await waitFor(() => expect(field('Name')).toHaveFocus());
    expect(signupBodies).toEqual([]);
  });

  it('geocodes the business location once typing pauses, and sends the coordinates', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignupForm initialRole="business" />, { path: '/login' });
    await user.type(field('Business Location'), 'Puerta del Sol, Madrid');

    expect(
      await screen.findByText('Location found: 40.4168, -3.7038', undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
    // One lookup for the finished address, not one per keystroke.
    expect(server.requests.filter((r) => r.startsWith('GET /api/geocode?q=Puerta'))).toEqual([
      'GET /api/geocode?q=Puerta+del+Sol%2C+Madrid',
    ]);
    expect(field('Business Location')).toHaveAccessibleDescription(/Location found: 40\.4168, -3\.7038/);

    await user.type(field('Your Name'), 'Marta Host');
    await user.type(field('Business Name'), 'Café Corre');
    await user.type(field('Phone Number'), '612345678');
    await user.type(field('Email'), 'marta@example.com');
    await user.type(field('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(location()).toHaveTextContent('/verification-reminder'));
    expect(signupBodies).toEqual([
      {
        role: 'business',
        name: 'Marta Host',
        businessName: 'Café Corre',
        businessLocation: 'Puerta del Sol, Madrid',
        countryCode: '+34',
        businessPhone: '612345678',
        email: 'marta@example.com',
        password: 'secret-pass',
        latitude: 40.416775,
        longitude: -3.70379,
      },
    ]);
  }, 30_000);

  it('does not look up addresses of 5 characters or fewer, and clears the result when blanked', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { queryClient } = renderWithProviders(<SignupForm initialRole="business" />, { path: '/login' });
    const input = field('Business Location');
    await user.type(input, 'Sol 1');
    // Past the pause after typing: a lookup would have started, and would show as a query fetching.
    await act(() => vi.advanceTimersByTimeAsync(ADDRESS_GEOCODE_DEBOUNCE_MS));
    expect(queryClient.isFetching()).toBe(0);
    expect(server.requests).not.toContain('GET /api/geocode?q=Sol+1');
    expect(screen.queryByText(/Location found/)).not.toBeInTheDocument();

    await user.type(input, '2');
    await act(() => vi.advanceTimersByTimeAsync(ADDRESS_GEOCODE_DEBOUNCE_MS));
    expect(await screen.findByText(/Location found/, undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(server.requests).not.toContain('GET /api/geocode?q=Sol+1');
    await user.clear(input);
    expect(screen.queryByText(/Location found/)).not.toBeInTheDocument();
  });

  it('says when an address cannot be found', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignupForm initialRole="business" />, { path: '/login' });
    await user.type(field('Business Location'), 'Nowhere Street 99');
    expect(
      await screen.findByText(translateText(geocodeMessages.notFound), undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
  });

  it('shows "Creating account..." while the request runs', async () => {
    signupAnswer = () => {
      // never answers
    };
    const user = userEvent.setup();
    renderWithProviders(<SignupForm />, { path: '/login' });
    await user.type(field('Name'), 'Rita Runner');
    await user.type(field('Email'), 'rita@example.com');
    await user.type(field('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('button', { name: 'Creating account...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  async function submitRunner() {
    const user = userEvent.setup();
    await user.type(field('Name'), 'Rita Runner');
    await user.type(field('Email'), 'rita@example.com');
    await user.type(field('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
  }

  it('signs a runner up: toast, then /verification-reminder with the address', async () => {
    renderWithProviders(<SignupForm />, { path: '/login' });
    await submitRunner();
    expect(
      await screen.findByText('Account created! Please check your email to verify your account.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent('/verification-reminder'));
    expect(JSON.parse(location().dataset.state ?? 'null')).toEqual({ email: 'rita@example.com' });
    expect(signupBodies).toEqual([
      { role: 'runner', name: 'Rita Runner', email: 'rita@example.com', password: 'secret-pass' },
    ]);
  });

  it('sends where /login was to go back to, for the verification link to bring the visitor there', async () => {
    const state = { redirectTo: '/runs/5', role: 'runner', tab: 'login' };
    renderWithProviders(<SignupForm />, { path: { pathname: '/login', state } });
    await submitRunner();
    await waitFor(() => expect(location()).toHaveTextContent('/verification-reminder'));
    expect(signupBodies).toEqual([expect.objectContaining({ role: 'runner', returnTo: '/runs/5' })]);
  });

  it('tells a taken e-mail inline and as a toast', async () => {
    signupAnswer = (res) =>
      sendJson(res, 409, { error: { code: 'CONFLICT', message: translateText(messages.emailTaken) } });
    renderWithProviders(<SignupForm />, { path: '/login' });
    await submitRunner();
    expect(await screen.findByRole('alert')).toHaveTextContent(translateText(messages.emailTaken));
    expect(screen.getAllByText(translateText(messages.emailTaken))).toHaveLength(2);
    expect(location()).toHaveTextContent('/login');
  });

  it('maps a 400 to the spec message and puts the server field messages on the fields', async () => {
    signupAnswer = (res) =>
      sendJson(res, 400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Invalid body: email (Please enter a valid email)',
          fields: { email: 'Please enter a valid email' },
        },
      });
    renderWithProviders(<SignupForm />, { path: '/login' });
    await submitRunner();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid signup data. Please check your information.',
    );
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email');
    expect(field('Email')).toHaveFocus();
  });

  it('maps a lost connection to the network message', async () => {
    signupAnswer = (res) => res.destroy();
    renderWithProviders(<SignupForm />, { path: '/login' });
    await submitRunner();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network error. Please check your connection and try again.',
    );
  });
});
