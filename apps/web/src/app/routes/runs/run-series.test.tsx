// A run of a weekly series on its page (the rule and its next dates) and deleting "this and following".
import type { Run } from '@runtogether/shared/runs/run.schemas';
import type { Series } from '@runtogether/shared/series/series.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Component as RunPage } from './run';
import { authenticated, renderWithProviders } from '@/testing/render';
import { testRun } from '@/testing/run-fixtures';
import { sendJson, setPageOrigin, startTestServer, type TestServer } from '@/testing/test-server';

const occurrence = (id: number, date: string): Run =>
  testRun({
    id,
    seriesId: 3,
    date,
    time: '19:00',
    startsAt: `${date}T17:00:00.000Z`,
    title: 'Tuesday Club Run',
  });

const runs = [
  occurrence(7, '2030-05-14'),
  occurrence(8, '2030-05-21'),
  occurrence(9, '2030-05-28'),
  occurrence(10, '2030-06-04'),
  occurrence(11, '2030-06-11'),
  occurrence(12, '2030-06-18'),
];

const series: Series = {
  id: 3,
  hostId: 'b-1',
  everyWeeks: 1,
  until: null,
  count: 6,
  weekday: 'Tuesday',
  time: '19:00',
  timezone: 'Europe/Madrid',
  label: 'Every Tuesday at 19:00',
  upcomingRuns: runs,
};

describe('a run of a weekly series', () => {
  let server: TestServer;
  const api = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const run = runs.find((r) => url.pathname === `/api/events/${r.id}`);
    if (req.method === 'GET' && run) sendJson(res, 200, run);
    else if (req.method === 'GET' && url.pathname === '/api/series/3') sendJson(res, 200, series);
    else if (req.method === 'DELETE' && run) {
      res.writeHead(204);
      res.end();
    } else sendJson(res, 404, { error: { code: 'NOT_FOUND', message: 'Route not found' } });
  };

  beforeAll(async () => {
    server = await startTestServer(api);
    setPageOrigin(server.url);
  });
  beforeEach(() => {
    server.requests.length = 0;
  });
  afterAll(() => server.close());

  const renderRun = (id: number, auth = authenticated({ id: 'r-1', role: 'runner' })) =>
    renderWithProviders(<RunPage />, { path: `/runs/${id}`, route: '/runs/:id', auth });

  it('says how it repeats and links its next four dates, not its own', async () => {
    renderRun(8);
    const section = await screen.findByRole('region', { name: 'Every Tuesday at 19:00' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Tue, May 14 · 19:00', '/runs/7'],
      ['Tue, May 28 · 19:00', '/runs/9'],
      ['Tue, Jun 4 · 19:00', '/runs/10'],
      ['Tue, Jun 11 · 19:00', '/runs/11'],
    ]);
  });

  it('asks the host whether to delete this run or this and the following ones', async () => {
    const user = userEvent.setup();
    renderRun(9, authenticated({ id: 'b-1', role: 'business', name: 'Marta Host' }));
    await user.click(await screen.findByRole('button', { name: 'Delete run' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this run?' });
    expect(within(dialog).getByRole('radio', { name: 'This run' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'This and following runs' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete run' }));
    await waitFor(() => expect(server.requests).toContain('DELETE /api/events/9?scope=following'));
  });

  it('deletes a one-off run without asking about a series', async () => {
    const user = userEvent.setup();
    runs.push(testRun({ id: 20, seriesId: null }));
    renderRun(20, authenticated({ id: 'b-1', role: 'business' }));
    await user.click(await screen.findByRole('button', { name: 'Delete run' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this run?' });
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete run' }));
    await waitFor(() => expect(server.requests).toContain('DELETE /api/events/20'));
    expect(server.requests).not.toContain('GET /api/series/null');
  });
});
