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
  targetOwnerSuspended: false,
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
  let deleted: string[];
  let reports: Report[];
  let closedReports: Report[];
  let admins: { id: string; name: string; email: string; configured: boolean }[];

  beforeAll(async () => {
    server = await startTestServer((req, res) => {
      const url = req.url ?? '';
      if (req.method === 'DELETE') {
        deleted.push(url);
        sendJson(res, 200, { ok: true });
      } else if (req.method === 'POST') {
        void readJson(req).then((body) => {
          posted.push({ url, body });
          sendJson(res, 200, { ok: true });
        });
      } else if (url.startsWith('/api/admin/reports')) {
        sendJson(res, 200, { items: url.includes('status=open') ? reports : closedReports });
      } else if (url === '/api/admin/audit') {
        sendJson(res, 200, {
          items: [
            {
              id: 2,
              adminName: 'Boss',
              action: 'remove-post',
              targetType: 'post',
              targetId: '5',
              targetLabel: 'Buy followers cheap',
              reason: 'Selling followers',
              createdAt: '2030-06-10T12:00:00.000Z',
            },
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
        sendJson(res, 200, { items: admins });
      } else {
        sendJson(res, 200, { items: [] });
      }
    });
    setPageOrigin(server.url);
  });
  beforeEach(() => {
    posted = [];
    deleted = [];
    reports = [report];
    closedReports = [];
    admins = [{ id: 'a', name: 'Boss', email: 'boss@x.test', configured: true }];
  });
  afterAll(() => server.close());

  it('lists open reports with their target, hides the run with a reason and closes the report with a note', async () => {
    renderWithProviders(<AdminPage />, { auth: authenticated({ isAdmin: true }) });
    const card = (await screen.findByText('Free crypto 5K')).closest('li')!;
    expect(within(card).getByText('Spam or advertising')).toBeInTheDocument();
    expect(within(card).getByText('Sells crypto')).toBeInTheDocument();

    // The server takes 500 characters (ADMIN_REASON_MAX): no typing past them into its 400.
    expect(within(card).getByLabelText('Reason (the person is told)')).toHaveAttribute('maxLength', '500');
    expect(within(card).getByLabelText('Note for the other admins')).toHaveAttribute('maxLength', '500');
    await userEvent.type(within(card).getByLabelText('Reason (the person is told)'), 'Spam');
    // Each line counts up to them: the reason has 4, the note none yet.
    expect(within(card).getByText('4/500')).toBeInTheDocument();
    expect(within(card).getByText('0 of 500 characters')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Hide run “Free crypto 5K”' }));
    // It asks first.
    const confirm = await screen.findByRole('dialog', { name: 'Hide the run “Free crypto 5K”?' });
    expect(posted).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Hide run' }));
    await expect.poll(() => posted).toEqual([{ url: '/api/admin/runs/42/hide', body: { reason: 'Spam' } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.type(within(card).getByLabelText('Note for the other admins'), 'Hid it');
    expect(within(card).getByText('6 of 500 characters')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Close report about “Free crypto 5K”' }));
    await expect
      .poll(() => posted.at(-1))
      .toEqual({ url: '/api/admin/reports/7/close', body: { note: 'Hid it' } });
    expect(await screen.findByText("set in the server's configuration")).toBeInTheDocument();
  });

  it('says the reason and the note are needed before their buttons work, and why they wait', async () => {
    renderWithProviders(<AdminPage />, { auth: authenticated({ isAdmin: true }) });
    const card = (await screen.findByText('Free crypto 5K')).closest('li')!;
    const reason = within(card).getByLabelText('Reason (the person is told)');
    const note = within(card).getByLabelText('Note for the other admins');
    expect(reason).toBeRequired();
    expect(note).toBeRequired();
    // An empty reason: the button waits, and says so to the eye and to a screen reader.
    const hide = within(card).getByRole('button', { name: 'Hide run “Free crypto 5K”' });
    expect(hide).toBeDisabled();
    expect(within(card).getByText('Give a reason first, then choose what to do.')).toBeVisible();
    expect(hide).toHaveAccessibleDescription('Give a reason first, then choose what to do.');
    expect(reason).toHaveAccessibleDescription('Give a reason first, then choose what to do.');
    const close = within(card).getByRole('button', { name: 'Close report about “Free crypto 5K”' });
    expect(close).toBeDisabled();
    expect(within(card).getByText('Write a note first, then close the report.')).toBeVisible();
    expect(close).toHaveAccessibleDescription('Write a note first, then close the report.');

    await userEvent.type(reason, 'Spam');
    expect(hide).toBeEnabled();
    expect(within(card).queryByText('Give a reason first, then choose what to do.')).not.toBeInTheDocument();
    expect(hide).not.toHaveAccessibleDescription();
    await userEvent.type(note, 'Hid it');
    expect(close).toBeEnabled();
    expect(within(card).queryByText('Write a note first, then close the report.')).not.toBeInTheDocument();
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
    expect(within(run).queryByRole('button', { name: /^Hide run/ })).not.toBeInTheDocument();
    await userEvent.click(within(run).getByRole('button', { name: 'Show run “Free crypto 5K”' }));
    const host = screen.getByRole('link', { name: 'Shady Runs' }).closest('li')!;
    expect(within(host).getByText('This account is suspended.')).toBeInTheDocument();
    await userEvent.click(within(host).getByRole('button', { name: 'Lift suspension of Shady Runs' }));
    await expect
      .poll(() => posted.map((p) => p.url))
      .toEqual(['/api/admin/runs/42/unhide', '/api/admin/users/b-1/unsuspend']);
    const audit = screen.getByRole('heading', { name: 'Admin actions' }).closest('div')!.parentElement!;
    expect(await within(audit).findByText(/Hid run/)).toBeInTheDocument();
    expect(within(audit).getByText(/Free crypto 5K — Spam/)).toBeInTheDocument();
  });

  const postReport: Report = {
    ...report,
    id: 9,
    targetType: 'post',
    targetId: '5',
    targetLabel: 'Buy followers cheap',
    targetOwnerId: 'b-2',
    details: null,
  };

  it('removes a reported post after asking, with the reason, or suspends its business; the audit names it', async () => {
    reports = [postReport];
    renderWithProviders(<AdminPage />, { auth: authenticated({ isAdmin: true }) });
    const card = (await screen.findByRole('link', { name: 'Buy followers cheap' })).closest('li')!;
    // The post is read on its business's page.
    expect(within(card).getByRole('link', { name: 'Buy followers cheap' })).toHaveAttribute(
      'href',
      '/business/b-2/profile',
    );
    expect(within(card).queryByRole('button', { name: /^Hide run/ })).not.toBeInTheDocument();
    const remove = within(card).getByRole('button', { name: 'Remove post “Buy followers cheap”' });
    expect(remove).toBeDisabled();
    await userEvent.type(within(card).getByLabelText('Reason (the person is told)'), 'Selling followers');
    await userEvent.click(remove);
    const confirm = await screen.findByRole('dialog', { name: 'Remove the post “Buy followers cheap”?' });
    expect(within(confirm).getByText(/cannot be undone/)).toBeInTheDocument();
    expect(posted).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove post' }));
    await expect
      .poll(() => posted)
      .toEqual([{ url: '/api/admin/posts/5/remove', body: { reason: 'Selling followers' } }]);
    expect(await screen.findByText('Post removed; its reports are closed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(
      within(card).getByRole('button', { name: 'Suspend account of the host of “Buy followers cheap”' }),
    );
    // Whose account: the post's host, not "this account" on a report about a post.
    const suspend = await screen.findByRole('dialog', {
      name: 'Suspend the account of the host of “Buy followers cheap”?',
    });
    await userEvent.click(within(suspend).getByRole('button', { name: 'Suspend account' }));
    await expect
      .poll(() => posted.at(-1))
      .toEqual({ url: '/api/admin/users/b-2/suspend', body: { reason: 'Selling followers' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const audit = screen.getByRole('heading', { name: 'Admin actions' }).closest('div')!.parentElement!;
    expect(await within(audit).findByText(/Removed post/)).toBeInTheDocument();
    expect(within(audit).getByText(/Buy followers cheap — Selling followers/)).toBeInTheDocument();
  });

  it('says a removed post is removed, and offers nothing more to do to it', async () => {
    reports = [
      { ...postReport, targetState: 'removed', targetOwnerId: null },
      {
        ...postReport,
        id: 10,
        status: 'closed',
        targetState: 'removed',
        targetOwnerId: null,
        closingNote: 'Spam',
      },
    ];
    renderWithProviders(<AdminPage />, { auth: authenticated({ isAdmin: true }) });
    const [open, closed] = (await screen.findAllByText('Buy followers cheap')).map((link) =>
      link.closest('li'),
    );
    expect(within(open!).getByText('This post has been removed.')).toBeInTheDocument();
    expect(within(open!).queryByRole('button', { name: /^Remove post/ })).not.toBeInTheDocument();
    expect(within(open!).queryByRole('button', { name: /^Suspend account/ })).not.toBeInTheDocument();
    expect(
      within(open!).getByRole('button', { name: 'Close report about “Buy followers cheap”' }),
    ).toBeInTheDocument();
    expect(within(closed!).getByText('This post has been removed.')).toBeInTheDocument();
    expect(within(closed!).getByText('Closed: Spam')).toBeInTheDocument();
  });

  it("offers to lift a post's host's suspension, not to suspend it again", async () => {
    reports = [{ ...postReport, targetOwnerSuspended: true }];
    renderWithProviders(<AdminPage />, { auth: authenticated({ isAdmin: true }) });
    const card = (await screen.findByRole('link', { name: 'Buy followers cheap' })).closest('li')!;
    expect(within(card).getByText("This post's host is suspended.")).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Suspend account/ })).not.toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'Remove post “Buy followers cheap”' }),
    ).toBeInTheDocument();
    await userEvent.click(
      within(card).getByRole('button', { name: 'Lift suspension of the host of “Buy followers cheap”' }),
    );
    await expect.poll(() => posted.map((p) => p.url)).toEqual(['/api/admin/users/b-2/unsuspend']);
  });

  it("names each report's buttons after what they act on, and each admin's revoke after the admin", async () => {
    reports = [report, { ...report, id: 11, targetId: '43', targetLabel: 'Pyramid 10K' }];
    admins = [
      { id: 'b', name: 'Ana', email: 'ana@x.test', configured: false },
      { id: 'c', name: 'Luis', email: 'luis@x.test', configured: false },
    ];
    renderWithProviders(<AdminPage />, { auth: authenticated({ isAdmin: true }) });
    await screen.findByText('Pyramid 10K');
    // Two reports on one page: "Hide run" and "Close report" twice did not say which run each acts on.
    expect(screen.getByRole('button', { name: 'Hide run “Free crypto 5K”' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide run “Pyramid 10K”' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close report about “Pyramid 10K”' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke admin of Luis' }));
    // It asks first: one stray tap took an admin's access away.
    const dialog = await screen.findByRole('dialog', { name: 'Revoke admin of Luis?' });
    expect(dialog).toHaveTextContent('They can no longer see reports or act on them.');
    expect(deleted).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke admin' }));
    await expect.poll(() => deleted).toEqual(['/api/admin/admins/c']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps an admin when the revoke is cancelled, and sends one who revokes their own admin home', async () => {
    admins = [
      { id: 'c', name: 'Luis', email: 'luis@x.test', configured: false },
      { id: 'u-1', name: 'Rita Runner', email: 'rita@x.test', configured: false },
    ];
    renderWithProviders(<AdminPage />, { auth: authenticated({ isAdmin: true }), path: '/admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke admin of Luis' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Revoke admin of Luis?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Revoke admin of Rita Runner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke admin of Rita Runner?' });
    expect(dialog).toHaveTextContent('This is your own admin: you can no longer see reports or act on them');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke admin' }));
    await expect.poll(() => deleted).toEqual(['/api/admin/admins/u-1']);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user-home'));
  });

  it('says on a closed report that its run is still hidden or its host suspended, and offers to undo it', async () => {
    const closed = {
      status: 'closed',
      closedAt: '2030-06-10T12:00:00.000Z',
      closingNote: 'Dealt with',
    } as const;
    reports = [];
    closedReports = [
      { ...report, ...closed, targetState: 'hidden' },
      {
        ...report,
        ...closed,
        id: 12,
        targetType: 'user',
        targetId: 'u-1',
        targetLabel: 'Sam',
        targetState: 'suspended',
      },
    ];
    renderWithProviders(<AdminPage />, { auth: authenticated({ isAdmin: true }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Closed' }));
    const run = (await screen.findByRole('link', { name: 'Free crypto 5K' })).closest('li')!;
    expect(within(run).getByText('This run is hidden.')).toBeInTheDocument();
    expect(within(run).getByText('Closed: Dealt with')).toBeInTheDocument();
    await userEvent.click(within(run).getByRole('button', { name: 'Show run “Free crypto 5K”' }));
    const person = screen.getByText('Sam').closest('li')!;
    expect(within(person).getByText('This account is suspended.')).toBeInTheDocument();
    await userEvent.click(within(person).getByRole('button', { name: 'Lift suspension of Sam' }));
    await expect
      .poll(() => posted.map((p) => p.url))
      .toEqual(['/api/admin/runs/42/unhide', '/api/admin/users/u-1/unsuspend']);
  });
});
