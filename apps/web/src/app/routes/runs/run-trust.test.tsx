// The run page's part of docs/decisions/049: "Report" for signed-in people other than the host, and the banner
// that tells a host why an admin hid its run.
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticated, renderWithProviders } from '@/testing/render';
import { testRun } from '@/testing/run-fixtures';
import { sendJson, setPageOrigin, startTestServer, type TestServer } from '@/testing/test-server';
import { Component as RunPage } from './run';

describe('/runs/:id: reports and hidden runs', () => {
  let server: TestServer;
  const hostId = 'b3f1c2d4-0000-4000-8000-000000000009';
  let run = testRun({ id: 7, hostId });

  beforeAll(async () => {
    server = await startTestServer((req, res) => {
      if (req.url === '/api/events/7') sendJson(res, 200, run);
      else sendJson(res, 404, { error: { code: 'NOT_FOUND', message: 'Route not found' } });
    });
    setPageOrigin(server.url);
  });
  afterAll(() => server.close());

  type Options = Omit<NonNullable<Parameters<typeof renderWithProviders>[1]>, 'path' | 'route'>;
  const renderRun = (options: Options) =>
    renderWithProviders(<RunPage />, { path: '/runs/7', route: '/runs/:id', ...options });

  it('offers "Report" to a signed-in runner, not to an anonymous visitor', async () => {
    run = testRun({ id: 7, hostId });
    const { unmount } = renderRun({ auth: authenticated({ role: 'runner' }) });
    expect(await screen.findByRole('button', { name: 'Report' })).toBeInTheDocument();
    unmount();
    renderRun({});
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  });

  it('shows its host why the run is hidden', async () => {
    run = testRun({ id: 7, hostId, hiddenReason: 'Advertising, not a run' });
    renderRun({ auth: authenticated({ id: hostId, role: 'business' }) });
    expect(await screen.findByText('This run is hidden')).toBeInTheDocument();
    expect(screen.getByText(/Why: Advertising, not a run/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    // Its runners cannot be messaged about it (the server says 409): the form is not offered.
    expect(
      await screen.findByText('The RunTogether team has hidden this run, so its runners cannot be messaged'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Message your runners')).not.toBeInTheDocument();
  });
});
