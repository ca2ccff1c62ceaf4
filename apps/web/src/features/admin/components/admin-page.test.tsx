import type { Report } from '@runtogether/shared/trust/trust.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authenticated, renderWithProviders } from '@/testing/render';
import { readJson, sendJson, setPageOrigin, startTestServer, type TestServer } from '@/testing/test-server';
import { AdminPage } from './admin-page';

const report: Report = {
  id: 7,
  targetType: 'run',
  targetId: '42',
  targetLabel: 'Free crypto 5K',
  targetState: null,
  targetOwnerId: null,
  reason: 'spam',
  details: 'Sells crypto',
  status: 'open',
  reporterName: 'Rita',
  createdAt: '2030-06-10T10:00:00.000Z',
  closedAt: null,
  closingNote: null,
};

describe('AdminPage', () => {
  let server: TestServer;
  let posted: { url: string; body: unknown }[];
  let reports: Report[];

  beforeAll(async () => {
    server = await startTestServer((req, res) => {
      const url = req.url ?? '';
      if (req.method === 'POST') {
        void readJson(req).then((body) => {
          posted.push({ url, body });
          sendJson(res, 200, { ok: true });
        });
      } else if (url.startsWith('/api/admin/reports')) {
        sendJson(res, 200, { items: url.includes('status=open') ? reports : [] });
      } else if (url === '/api/admin/audit') {
        sendJson(res, 200, {
          items: [
            {
              id: 1,
              adminName: 'Boss',
              action: 'hide-run',
              targetType: 'run',
              targetId: '42',
              targetLabel: 'Free crypto 5K',
              reason: 'Spam',
              createdAt: '2030-06-10T11:00:00.000Z',
            },
          ],
        });
      } else if (url === '/api/admin/admins') {
        sendJson(res, 200, { items: [{ id: 'a', name: 'Boss', email: 'boss@x.test', configured: true }] });
      } else {
        sendJson(res, 200, { items: [] });
      }
    });
    setPageOrigin(server.url);
  });
  beforeEach(() => {
    posted = [];
    reports = [report];
  });
  afterAll(() => server.close());

  it('lists open reports with their target, hides the run with a reason and closes the report with a note', async () => {
    renderWithProviders(<AdminPage />, { auth: authenticated({ isAdmin: true }) });
    const card = (await screen.findByText('Free crypto 5K')).closest('li')!;
    expect(within(card).getByText('Spam or advertising')).toBeInTheDocument();
    expect(within(card).getByText('Sells crypto')).toBeInTheDocument();

    await userEvent.type(within(card).getByLabelText('Reason (the person is told)'), 'Spam');
    await userEvent.click(within(card).getByRole('button', { name: 'Hide run' }));
    // It asks first.
    const confirm = await screen.findByRole('dialog', { name: 'Hide this run?' });
    expect(posted).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Hide run' }));
    await expect.poll(() => posted).toEqual([{ url: '/api/admin/runs/42/hide', body: { reason: 'Spam' } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.type(within(card).getByLabelText('Note for the other admins'), 'Hid it');
    await userEvent.click(within(card).getByRole('button', { name: 'Close report' }));
    await expect
      .poll(() => posted.at(-1))
      .toEqual({ url: '/api/admin/reports/7/close', body: { note: 'Hid it' } });
    expect(await screen.findByText("set in the server's configuration")).toBeInTheDocument();
  });

  it('offers to undo a hidden run or a suspension from its report, and names actions in words', async () => {
    reports = [
      { ...report, targetState: 'hidden' },
      {
        ...report,
        id: 8,
        targetType: 'business',
        targetId: 'b-1',
        targetLabel: 'Shady Runs',
        targetState: 'suspended',
      },
    ];
    renderWithProviders(<AdminPage />, { auth: authenticated({ isAdmin: true }) });
    const run = (await screen.findByRole('link', { name: 'Free crypto 5K' })).closest('li')!;
    expect(within(run).getByText('This run is hidden.')).toBeInTheDocument();
    expect(within(run).queryByRole('button', { name: 'Hide run' })).not.toBeInTheDocument();
    await userEvent.click(within(run).getByRole('button', { name: 'Show run' }));
    const host = screen.getByRole('link', { name: 'Shady Runs' }).closest('li')!;
    expect(within(host).getByText('This account is suspended.')).toBeInTheDocument();
    await userEvent.click(within(host).getByRole('button', { name: 'Lift suspension' }));
    await expect
      .poll(() => posted.map((p) => p.url))
      .toEqual(['/api/admin/runs/42/unhide', '/api/admin/users/b-1/unsuspend']);
    const audit = screen.getByRole('heading', { name: 'Admin actions' }).closest('div')!.parentElement!;
    expect(await within(audit).findByText(/Hid run/)).toBeInTheDocument();
    expect(within(audit).getByText(/Free crypto 5K — Spam/)).toBeInTheDocument();
  });
});
