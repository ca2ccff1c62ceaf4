// Following a host end to end (docs/product.md §2, decision 032): a runner follows a host from its public profile (the button and the follower count
// change), sees the host's run under "Runs from hosts you follow" on their home, and "Following" on the run page.
import { createAccount, logInAs } from '../fixtures/accounts';
import { createRunAsHost } from '../fixtures/runs';
import { expect, test } from '../fixtures/test';

test('a runner follows a host from its profile and sees its runs on their home', async ({
  browser,
  server,
}) => {
  test.setTimeout(120_000);
  const suffix = Math.random().toString(36).slice(2, 7);
  const hostPage = await browser.newPage({ baseURL: server.url });
  const host = await createAccount(hostPage.request, server, 'business', `Follow Host ${suffix}`);
  await logInAs(hostPage, server, host);
  const title = `Followed Club Run ${suffix}`;
  const runId = await createRunAsHost(hostPage.request, server, { title, daysAhead: 3 });
  const hostId = ((await (await hostPage.request.get('/api/auth/me')).json()) as { user: { id: string } })
    .user.id;

  const runner = await createAccount(hostPage.request, server, 'runner', 'Fola Runner');
  const context = await browser.newContext({ baseURL: server.url, timezoneId: 'Europe/Madrid' });
  const page = await context.newPage();
  await logInAs(page, server, runner);

  await page.goto(`/business/${hostId}/profile`);
  const count = page.getByTestId('follower-count');
  await expect(count).toHaveText('0 followers');
  const follow = page.getByRole('button', { name: 'Follow', exact: true });
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.click();
  const following = page.getByRole('button', { name: 'Following', exact: true });
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  await expect(count).toHaveText('1 follower');

  // The state is the server's: a reload still says so.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Following', exact: true })).toBeVisible();
  await expect(page.getByTestId('follower-count')).toHaveText('1 follower');

  await page.goto('/user-home');
  const section = page.getByRole('region', { name: 'Runs from hosts you follow' });
  await expect(section.getByRole('link', { name: title })).toHaveAttribute('href', `/runs/${runId}`);

  // The run page's host section says the same.
  await page.goto(`/runs/${runId}`);
  const hostSection = page.getByRole('region', { name: 'About the host' });
  await expect(hostSection.getByRole('button', { name: 'Following', exact: true })).toBeVisible();

  // An anonymous visitor sees the count, and Follow sends them to log in.
  const visitor = await browser.newPage({ baseURL: server.url });
  await visitor.goto(`/business/${hostId}/profile`);
  await expect(visitor.getByTestId('follower-count')).toHaveText('1 follower');
  await visitor.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(visitor).toHaveURL(/\/login$/);

  await Promise.all([context.close(), hostPage.close(), visitor.close()]);
});
