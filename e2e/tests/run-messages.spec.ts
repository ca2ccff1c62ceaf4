// Hosts' messages end to end (decision 036): a host messages everyone registered from the run page (the toast says how many got it
// and how many messages are left today; the runner's e-mail arrives), and the runner turns reminders off in
// Profile Settings.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createAccount, logInAs } from '../fixtures/accounts';
import { createRunAsHost } from '../fixtures/runs';
import { expect, test } from '../fixtures/test';

/** The subjects of the .eml files the server wrote to `address`. */
function subjectsTo(dataDir: string, address: string): string[] {
  const dir = join(dataDir, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.eml') && file.includes(address.toLowerCase()))
    .map((file) => /^Subject: (.*)$/m.exec(readFileSync(join(dir, file), 'utf8'))?.[1]?.trim() ?? '');
}

test('a host messages the registered runners from the run page; a runner turns reminders off', async ({
  browser,
  server,
}) => {
  test.setTimeout(120_000);
  const suffix = Math.random().toString(36).slice(2, 7);
  const hostPage = await browser.newPage({ baseURL: server.url });
  const host = await createAccount(hostPage.request, server, 'business', `Message Host ${suffix}`);
  await logInAs(hostPage, server, host);
  const title = `Message Run ${suffix}`;
  const runId = await createRunAsHost(hostPage.request, server, { title, daysAhead: 3 });

  const runner = await createAccount(hostPage.request, server, 'runner', 'Mera Runner');
  const runnerPage = await browser.newPage({ baseURL: server.url });
  await logInAs(runnerPage, server, runner);
  const registered = await runnerPage.request.post(`/api/events/${runId}/registrations`, {
    headers: { origin: server.url },
    data: { name: runner.name, email: runner.email, pace: 6 },
  });
  expect(registered.status()).toBe(201);

  await hostPage.goto(`/runs/${runId}`);
  const manage = hostPage.getByRole('region', { name: 'Manage this run' });
  await expect(manage.getByText('3 messages left today')).toBeVisible();
  await manage.getByRole('textbox', { name: 'Message your runners' }).fill('Meet at the north gate');
  await manage.getByRole('button', { name: 'Send message' }).click();
  await expect(hostPage.getByText('Message sent to 1 runner')).toBeVisible();
  await expect(manage.getByText('2 messages left today')).toBeVisible();
  await expect(manage.getByRole('textbox', { name: 'Message your runners' })).toHaveValue('');
  await expect
    .poll(() => subjectsTo(server.dataDir, runner.email), { timeout: 15_000 })
    .toContain(`Message from Message Host ${suffix}'s Running Club: ${title}`);

  await runnerPage.goto('/profile');
  const reminders = runnerPage.getByRole('checkbox', { name: 'Email me reminders before my runs' });
  await expect(reminders).toBeChecked();
  await reminders.uncheck();
  await runnerPage.getByRole('button', { name: 'Save Changes' }).click();
  await expect(runnerPage.getByText('Profile updated successfully!')).toBeVisible();
  await runnerPage.reload();
  await expect(
    runnerPage.getByRole('checkbox', { name: 'Email me reminders before my runs' }),
  ).not.toBeChecked();
  const me = (await (await runnerPage.request.get('/api/auth/me')).json()) as {
    user: { remindersEnabled: boolean };
  };
  expect(me.user.remindersEnabled).toBe(false);

  await Promise.all([hostPage.close(), runnerPage.close()]);
});
