import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authenticated, renderWithProviders, testUser } from '@/testing/render';
import { readJson, sendJson, setPageOrigin, startTestServer, type TestServer } from '@/testing/test-server';
import { takeToastLeftForThisLoad } from '@/lib/toast-after-reload';
import { MyDataCard } from './my-data-card';

describe('MyDataCard (Profile Settings)', () => {
  let server: TestServer;
  let bodies: unknown[];

  beforeAll(async () => {
    server = await startTestServer((req, res) => {
      void readJson(req).then((body) => {
        bodies.push(body);
        if ((body as { currentPassword?: string }).currentPassword === 'my password') {
          res.writeHead(204).end();
          return;
        }
        sendJson(res, 401, {
          error: { code: 'WRONG_PASSWORD', message: 'That is not your current password.' },
        });
      });
    });
    setPageOrigin(server.url);
  });
  beforeEach(() => {
    server.requests.length = 0;
    bodies = [];
  });
  afterAll(() => server.close());

  it('links to the download of everything we hold', () => {
    const user = testUser();
    renderWithProviders(<MyDataCard user={user} />, { auth: authenticated(user) });
    const link = screen.getByRole('link', { name: 'Download my data' });
    expect(link).toHaveAttribute('href', '/api/me/export');
    expect(link).toHaveAttribute('download');
  });

  it('says what deleting does for a host, asks for the password and sends it to DELETE /api/me', async () => {
    const user = testUser({ role: 'business' });
    renderWithProviders(<MyDataCard user={user} />, { auth: authenticated(user) });
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent('Your upcoming runs are cancelled and everyone registered is e-mailed.');
    expect(dialog).toHaveTextContent('You are signed out on every device.');
    const confirm = screen.getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Your password'), 'not my password');
    await userEvent.click(confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent('That is not your current password.');
    expect(server.requests).toEqual(['DELETE /api/me']);
    expect(bodies).toEqual([{ currentPassword: 'not my password' }]);
  });

  it('once deleted, leaves "Your account has been deleted." for the home page it moves to', async () => {
    const user = testUser();
    renderWithProviders(<MyDataCard user={user} />, { auth: authenticated(user) });
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await screen.findByRole('dialog', { name: 'Delete your account?' });
    await userEvent.type(screen.getByLabelText('Your password'), 'my password');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await expect.poll(() => takeToastLeftForThisLoad()).toBe('trust.myData.deleted');
    expect(bodies).toEqual([{ currentPassword: 'my password' }]);
  });
});
