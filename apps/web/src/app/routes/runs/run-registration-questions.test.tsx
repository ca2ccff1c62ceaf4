// The register dialog of a run with sign-up questions and a required emergency contact (docs/decisions/055):
// each missing answer named before anything is sent, the contact asked inline, then sent with the form.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authenticated, renderWithProviders } from '@/testing/render';
import { testRegistration, testRun } from '@/testing/run-fixtures';
import { readJson, sendJson, setPageOrigin, startTestServer, type TestServer } from '@/testing/test-server';
import { Component as RunPage } from './run';

const run = testRun({
  requireEmergencyContact: true,
  questions: [
    { id: 'size', kind: 'choice', label: 'T-shirt size', options: ['S', 'M'], required: true },
    { id: 'waiver', kind: 'consent', label: 'Club waiver', text: 'I run at my own risk.', required: true },
  ],
});
const saved = testRegistration({ id: 41 });

describe('registering for a run that asks questions', () => {
  let server: TestServer;
  const bodies: unknown[] = [];
  const api = (req: IncomingMessage, res: ServerResponse) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'GET' && pathname === '/api/events/7') return sendJson(res, 200, run);
    if (req.method === 'GET' && pathname === '/api/events/7/registrations/me') {
      return sendJson(res, 200, { registration: bodies.length > 0 ? saved : null });
    }
    if (req.method === 'POST' && pathname === '/api/events/7/registrations') {
      void readJson(req).then((body) => {
        bodies.push(body);
        sendJson(res, 201, saved);
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
    bodies.length = 0;
  });
  afterAll(() => server.close());

  it('names what is missing, asks for the emergency contact inline, and sends it all', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RunPage />, {
      path: '/runs/7',
      route: '/runs/:id',
      auth: authenticated({ id: 'u-1', role: 'runner', name: 'Rita Runner', email: 'rita@example.com' }),
    });
    const bar = await screen.findByRole('region', { name: 'Register and share' });
    await user.click(await within(bar).findByRole('button', { name: 'Register for this Run' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register for this Run' });
    expect(within(dialog).getByText('I run at my own risk.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('Please answer “T-shirt size”.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please accept “Club waiver” to join this run.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Please enter a valid phone number for your emergency contact.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.selectOptions(within(dialog).getByLabelText('T-shirt size'), 'S');
    await user.click(within(dialog).getByLabelText('I have read and accept this'));
    await user.type(within(dialog).getByLabelText('Contact name'), 'Mum Runner');
    await user.type(within(dialog).getByLabelText('Contact phone'), '+34 600 111 222');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Successfully registered for the run!')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        name: 'Rita Runner',
        email: 'rita@example.com',
        pace: 6,
        answers: { size: 'S', waiver: true },
        emergencyContact: { name: 'Mum Runner', phone: '+34 600 111 222' },
      },
    ]);
  });

  it('does not ask for the contact when the profile has one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RunPage />, {
      path: '/runs/7',
      route: '/runs/:id',
      auth: authenticated({
        id: 'u-1',
        role: 'runner',
        emergencyContact: { name: 'Mum Runner', phone: '600111222' },
      }),
    });
    const bar = await screen.findByRole('region', { name: 'Register and share' });
    await user.click(await within(bar).findByRole('button', { name: 'Register for this Run' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register for this Run' });
    expect(within(dialog).getByLabelText('T-shirt size')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Contact phone')).toBeNull();
  });
});
