// Find Runs as a map. Leaflet draws in jsdom (no tiles are fetched there); the browser test moves it.
import type { Run } from '@runtogether/shared/runs/run.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { testRun } from '@/testing/run-fixtures';
import { sendJson, setPageOrigin, startTestServer, type TestServer } from '@/testing/test-server';
import { Component as FindRunsPage } from './runs';

function SearchProbe() {
  return <div data-testid="search">{useLocation().search}</div>;
}

const runs: Run[] = [
  testRun({ id: 1, title: 'Retiro Loop', latitude: 40.4153, longitude: -3.6845 }),
  testRun({
    id: 2,
    title: 'Casa de Campo Trail',
    latitude: 40.4192,
    longitude: -3.7473,
    maxParticipants: null,
  }),
  testRun({ id: 3, title: 'Pinless Run', latitude: null, longitude: null }),
];

describe('/runs as a map', () => {
  let server: TestServer;
  let mapAnswer: 'ok' | 'fail';
  beforeAll(async () => {
    server = await startTestServer((req, res) => {
      const url = new URL(req.url ?? '/', server.url);
      if (url.pathname === '/api/events') sendJson(res, 200, { items: runs, nextCursor: null });
      else if (url.pathname === '/api/map' && mapAnswer === 'ok')
        sendJson(res, 200, { tileUrl: `${server.url}/tiles/{z}/{x}/{y}.png`, attribution: '© Test Tiles' });
      else sendJson(res, 500, { error: { code: 'INTERNAL', message: 'Internal Server Error' } });
    });
    setPageOrigin(server.url);
  });
  beforeEach(() => {
    server.requests.length = 0;
    mapAnswer = 'ok';
  });
  afterAll(() => server.close());

  const renderPage = (search = '') =>
    renderWithProviders(
      <>
        <FindRunsPage />
        <SearchProbe />
      </>,
      { path: { pathname: '/runs', search } },
    );

  it('switches between List and Map in the URL, and the list stays under the map', async () => {
    const user = userEvent.setup();
    renderPage('?pace=beginner');
    const group = screen.getByRole('group', { name: 'Show runs as' });
    expect(within(group).getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(group).getByRole('button', { name: 'Map' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?pace=beginner&view=map');
    expect(within(group).getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('region', { name: 'Map of runs' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Retiro Loop' })).toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'List' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?pace=beginner');
    expect(screen.queryByRole('region', { name: 'Map of runs' })).not.toBeInTheDocument();
  });

  it('asks for up to 100 runs with the filters and the searched area, and credits the tiles', async () => {
    renderPage('?view=map&pace=beginner&bbox=-3.8,40.3,-3.6,40.5');
    const region = await screen.findByRole('region', { name: 'Map of runs' });
    await waitFor(() =>
      expect(server.requests).toContain(
        'GET /api/events?limit=100&pace=beginner&bbox=-3.8%2C40.3%2C-3.6%2C40.5',
      ),
    );
    expect(
      await within(region).findByText('2 of 3 runs on the map (the others have no map pin)'),
    ).toBeInTheDocument();
    // jsdom lays nothing out, so the markers are the browser test's (e2e/tests/map.spec.ts); the credit is here.
    expect(await within(region).findByText('© Test Tiles')).toBeInTheDocument();
  });

  it('says so when the map cannot be loaded, and the list still shows every run', async () => {
    mapAnswer = 'fail';
    renderPage('?view=map');
    expect(
      await screen.findByText('The map could not be loaded right now. The list shows every run.', undefined, {
        timeout: 15_000,
      }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Pinless Run' })).toBeInTheDocument();
  });
});
