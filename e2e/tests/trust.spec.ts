// Trust and safety end to end (docs/decisions/049): a runner reports a run from its page, the platform admin
// (ADMIN_EMAILS) hides it from /admin, and the host sees why on its page while everyone else gets a 404; the
// host's reported post is removed from /admin with its photo; then a runner downloads their data and deletes
// their account from Profile Settings; a suspended runner, who cannot log in, still downloads their data.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createAccount, logInAs, PASSWORD } from '../fixtures/accounts';
import type { RunningServer } from '../fixtures/server';
import { createRunAsHost } from '../fixtures/runs';
import { E2E_ADMIN_EMAIL, expect, test } from '../fixtures/test';

/** A 40×50 orange PNG, inlined so the test needs no image library. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACgAAAAyCAIAAACh0Q7HAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAUUlEQVRYhe3YsQ0AMAgDwUzhRT29u4yRIifRIyHg5T9rntTRuEY9yxXnVA9kXmZAorAYWCwsDhYDi4XFwaK0GMG8VMTIl9BNJdhGKYZE3SdYvAeByEZNGeH0AAAAAElFTkSuQmCC',
  'base64',
);

/** Signs the page in as the platform admin (ADMIN_EMAILS), whose account each server gets once. */
async function asAdmin(page: Page, server: RunningServer) {
  const account = { email: E2E_ADMIN_EMAIL, password: PASSWORD };
  const login = await page.request.post('/api/auth/login', {
    data: account,
    headers: { origin: server.url },
  });
  if (login.ok()) return;
  await createAccount(page.request, server, 'runner', 'Ada Admin', 'en', E2E_ADMIN_EMAIL);
  await logInAs(page, server, account);
}

test('a runner reports a run, the admin hides it, and its host sees why; a reported post is removed', async ({
  browser,
  server,
}) => {
  test.setTimeout(120_000);
  const suffix = Math.random().toString(36).slice(2, 7);
  const hostPage = await browser.newPage({ baseURL: server.url });
  const host = await createAccount(hostPage.request, server, 'business', `Spam Host ${suffix}`);
  await logInAs(hostPage, server, host);
  const title = `Free crypto run ${suffix}`;
  const runId = await createRunAsHost(hostPage.request, server, { title });

  // The runner reports the run from its page.
  const runnerPage = await browser.newPage({ baseURL: server.url });
  const runner = await createAccount(runnerPage.request, server, 'runner', 'Rita Reporter');
  await logInAs(runnerPage, server, runner);
  await runnerPage.goto(`/runs/${runId}`);
  await runnerPage.getByRole('button', { name: 'Report' }).click();
  const dialog = runnerPage.getByRole('dialog', { name: 'Report this run' });
  await dialog.getByRole('combobox', { name: 'Reason' }).selectOption('spam');
  await dialog.getByRole('textbox', { name: 'Details (optional)' }).fill('Sells crypto to runners');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(
    runnerPage.getByText('Thank you: the RunTogether team will look at your report.'),
  ).toBeVisible();

  // The admin, at a phone's width, hides it from the report.
  const adminPage = await browser.newPage({ baseURL: server.url, viewport: { width: 320, height: 720 } });
  await asAdmin(adminPage, server);
  await adminPage.goto('/admin');
  const reports = adminPage.getByRole('region', { name: 'Reports' });
  const report = reports.getByRole('listitem').filter({ hasText: title });
  await expect(report.getByText('Sells crypto to runners')).toBeVisible();
  // At 320 px a field keeps room to read what is typed: its button goes under it rather than squeezing it.
  for (const field of [
    report.getByLabel('Reason (the person is told)'),
    adminPage.getByLabel('Make an account admin (its e-mail address)'),
  ]) {
    expect((await field.boundingBox())?.width).toBeGreaterThanOrEqual(192);
  }
  // With no reason yet, the page says why Hide waits for one.
  await expect(report.getByRole('button', { name: 'Hide run' })).toBeDisabled();
  await expect(report.getByText('Give a reason first, then choose what to do.')).toBeVisible();
  await report.getByLabel('Reason (the person is told)').fill('Advertising, not a run');
  await expect(report.getByText('Give a reason first, then choose what to do.')).toHaveCount(0);
  await report.getByRole('button', { name: 'Hide run' }).click();
  await adminPage
    .getByRole('dialog', { name: `Hide the run “${title}”?` })
    .getByRole('button', { name: 'Hide run' })
    .click();
  await expect(adminPage.getByText('Done.')).toBeVisible();
  await expect(report.getByText('This run is hidden.')).toBeVisible();
  await expect(report.getByText('Write a note first, then close the report.')).toBeVisible();
  await report.getByLabel('Note for the other admins').fill('Hidden');
  await report.getByRole('button', { name: 'Close report' }).click();
  await expect(reports.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  // The audit list names what was done, and to which run.
  await expect(adminPage.getByText(`Hid run ${title} — Advertising, not a run`)).toBeVisible();
  const noHorizontalScroll = await adminPage.evaluate(
    () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
  );
  expect(noHorizontalScroll).toBe(true);

  // The host sees the banner with the reason; the runner and an anonymous visitor get a 404.
  await hostPage.goto(`/runs/${runId}`);
  await expect(hostPage.getByText('This run is hidden')).toBeVisible();
  await expect(hostPage.getByText('Advertising, not a run')).toBeVisible();
  // It stays on the host's dashboard, marked, so the host can still find and edit it.
  await hostPage.goto('/business/home');
  await expect(
    hostPage.getByRole('listitem').filter({ hasText: title }).getByText('Hidden by RunTogether'),
  ).toBeVisible();
  expect((await runnerPage.request.get(`/api/events/${runId}`)).status()).toBe(404);
  const visitor = await browser.newPage({ baseURL: server.url });
  expect((await visitor.request.get(`/api/events/${runId}`)).status()).toBe(404);

  // The host's post with a photo, reported through the API (a post has no Report button of its own).
  const origin = { origin: server.url };
  const me = (await (await hostPage.request.get('/api/auth/me')).json()) as { user: { id: string } };
  const postTitle = `Buy followers ${suffix}`;
  const posted = await hostPage.request.post(`/api/businesses/${me.user.id}/posts`, {
    headers: origin,
    multipart: {
      title: postTitle,
      content: '10k followers for 5 euros',
      images: { name: 'ad.png', mimeType: 'image/png', buffer: png },
    },
  });
  expect(posted.status()).toBe(201);
  const { post } = (await posted.json()) as { post: { id: number; images: { url: string }[] } };
  const photo = post.images[0]!.url;
  expect((await visitor.request.get(photo)).status()).toBe(200);
  const filed = await runnerPage.request.post('/api/reports', {
    headers: origin,
    data: { targetType: 'post', targetId: String(post.id), reason: 'spam', details: 'Sells followers' },
  });
  expect(filed.status()).toBe(201);

  // The admin removes it from its report, which also offers to suspend the host.
  await adminPage.reload();
  const postReport = reports.getByRole('listitem').filter({ hasText: postTitle });
  await expect(postReport.getByRole('button', { name: 'Suspend account' })).toBeVisible();
  await postReport.getByLabel('Reason (the person is told)').fill('Selling followers');
  expect(
    await adminPage.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);
  await postReport.getByRole('button', { name: 'Remove post' }).click();
  await adminPage
    .getByRole('dialog', { name: `Remove the post “${postTitle}”?` })
    .getByRole('button', { name: 'Remove post' })
    .click();
  await expect(adminPage.getByText('Post removed; its reports are closed.')).toBeVisible();
  await expect(reports.getByRole('listitem').filter({ hasText: postTitle })).toHaveCount(0);
  await reports.getByRole('button', { name: 'Closed' }).click();
  const closedReport = reports.getByRole('listitem').filter({ hasText: postTitle });
  await expect(closedReport.getByText('This post has been removed.')).toBeVisible();
  await expect(closedReport.getByText('Closed: Selling followers')).toBeVisible();
  await expect(adminPage.getByText(`Removed post ${postTitle} — Selling followers`)).toBeVisible();
  // Gone from the host's page, and its photo from storage.
  const feed = await visitor.request.get(`/api/businesses/${me.user.id}/posts`);
  expect(await feed.text()).not.toContain(postTitle);
  expect((await visitor.request.get(photo)).status()).toBe(404);
});

test('a runner downloads their data, then deletes the account and cannot log in again', async ({
  page,
  server,
}) => {
  const runner = await createAccount(page.request, server, 'runner', 'Dora Deleter');
  await logInAs(page, server, runner);
  await page.goto('/profile');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^runtogether-my-data-\d{4}-\d{2}-\d{2}\.json$/);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByText('You are signed out on every device.')).toBeVisible();
  await dialog.getByLabel('Your password').fill(runner.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(`${server.url}/`);
  // Said by the home page the browser moved to, in its words (lib/toast-after-reload.ts).
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  const login = await page.request.post('/api/auth/login', {
    data: { email: runner.email, password: runner.password },
    headers: { origin: server.url },
  });
  expect(login.status()).toBe(401);
});

test('a suspended runner cannot log in, and downloads their data from the log-in page', async ({
  browser,
  page,
  server,
}) => {
  const runner = await createAccount(page.request, server, 'runner', 'Sam Suspended');
  const origin = { origin: server.url };
  const signedIn = await page.request.post('/api/auth/login', {
    data: { email: runner.email, password: runner.password },
    headers: origin,
  });
  const { user } = (await signedIn.json()) as { user: { id: string } };
  const adminPage = await browser.newPage({ baseURL: server.url });
  await asAdmin(adminPage, server);
  const suspended = await adminPage.request.post(`/api/admin/users/${user.id}/suspend`, {
    data: { reason: 'Fake runs' },
    headers: origin,
  });
  expect(suspended.status()).toBe(200);

  await page.goto('/login');
  await page.getByLabel('Email').fill(runner.email);
  await page.getByLabel('Password').fill(runner.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(
    page.getByText('This account has been suspended by the RunTogether team. Why: Fake runs'),
  ).toBeVisible();
  await expect(
    page.getByText('You can still download a copy of everything RunTogether keeps about you.'),
  ).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^runtogether-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync(await file.path(), 'utf8')) as { profile: { name: string } };
  expect(data.profile).toMatchObject({ name: 'Sam Suspended', suspendedReason: 'Fake runs' });
  await expect(page).toHaveURL(`${server.url}/login`);
});
