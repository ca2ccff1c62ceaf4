// The host's pages end to end (docs/product.md §2): the dashboard moves when a runner registers; all participants and their CSV; a post with
// an image; the public profile shows it and the upcoming runs to anyone.
import { readFileSync } from 'node:fs';
import { createAccount, logInAs } from '../fixtures/accounts';
import { createRunAsHost } from '../fixtures/runs';
import { expect, test } from '../fixtures/test';

/** A 40×50 orange PNG, inlined so the test needs no image library. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACgAAAAyCAIAAACh0Q7HAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAUUlEQVRYhe3YsQ0AMAgDwUzhRT29u4yRIifRIyHg5T9rntTRuEY9yxXnVA9kXmZAorAYWCwsDhYDi4XFwaK0GMG8VMTIl9BNJdhGKYZE3SdYvAeByEZNGeH0AAAAAElFTkSuQmCC',
  'base64',
);

test('a host watches the dashboard, exports participants, posts with an image; the public profile shows it', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(150_000);
  const suffix = Math.random().toString(36).slice(2, 7);
  const host = await createAccount(page.request, server, 'business', `Host ${suffix}`);
  await logInAs(page, server, host);
  const me = (await (await page.request.get(`${server.url}/api/auth/me`)).json()) as { user: { id: string } };
  const runTitle = `Dashboard Run ${suffix}`;
  const runId = await createRunAsHost(page.request, server, { title: runTitle });

  await page.goto('/business/home');
  await expect(page.getByText(/1 run organized • 0 total participants/)).toBeVisible();
  const uniqueRunners = page.locator('dt:has-text("Total unique runners") + dd');
  await expect(uniqueRunners).toHaveText('0');

  // A runner registers (through the API, as the register dialog does); the dashboard follows.
  const runnerContext = await browser.newContext({ baseURL: server.url });
  const runnerPage = await runnerContext.newPage();
  const runner = await createAccount(runnerPage.request, server, 'runner', `Runner ${suffix}`);
  await logInAs(runnerPage, server, runner);
  const registered = await runnerPage.request.post(`${server.url}/api/events/${runId}/registrations`, {
    headers: { origin: server.url },
    data: { name: `Runner ${suffix}`, email: runner.email, pace: 6.5 },
  });
  expect(registered.status()).toBe(201);
  await runnerContext.close();

  await page.reload();
  await expect(page.getByText(/1 run organized • 1 total participant/)).toBeVisible();
  await expect(uniqueRunners).toHaveText('1');
  await expect(page.getByText(`Runner ${suffix}`).first()).toBeVisible();

  // All participants, and the same as a CSV file.
  await page.goto('/business/all-participants');
  await expect(page.getByText(runner.email)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export as CSV' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  expect(csv).toContain(`${runTitle},`);
  expect(csv).toContain(runner.email);

  // A post with an image on the own profile.
  const postTitle = `Shoe swap ${suffix}`;
  await page.goto('/business/profile');
  await page.getByRole('tab', { name: 'Updates & Feed' }).click();
  await page.getByLabel('Title').fill(postTitle);
  await page.getByLabel('Content').fill('Bring the shoes you no longer run in.\nWe swap after the run.');
  await page
    .getByLabel('Images (optional)')
    .setInputFiles({ name: 'swap.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page.getByText('Post created successfully!').first()).toBeVisible();
  // The button kept focus while it waited (busy is aria-disabled, not disabled): keyboard users keep their place.
  await expect(page.getByRole('button', { name: 'Create Post' })).toBeFocused();
  const post = page.getByRole('article', { name: postTitle });
  await expect(post.locator('img')).toHaveAttribute('src', /\/files\/posts\/post-\d+-[0-9a-f]+\.webp$/);

  // Anyone sees the upcoming run and the post on the public profile, and no e-mail address.
  const visitor = await browser.newPage({ baseURL: server.url });
  await visitor.goto(`/business/${me.user.id}/profile`);
  await expect(visitor.getByRole('tab', { name: 'Upcoming Events' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(visitor.getByRole('article', { name: runTitle })).toBeVisible();
  await visitor.getByRole('tab', { name: 'Updates & Feed' }).click();
  await expect(visitor.getByRole('article', { name: postTitle })).toBeVisible();
  await expect(visitor.locator('body')).not.toContainText(host.email);
  await visitor.close();

  // The host deletes the post.
  await page.getByRole('button', { name: `Delete post “${postTitle}”` }).click();
  await expect(
    page.getByText('Are you sure you want to delete this post? This action cannot be undone.'),
  ).toBeVisible();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Delete/ })
    .click();
  await expect(page.getByText('Post deleted successfully!').first()).toBeVisible();
  await expect(page.getByRole('article', { name: postTitle })).toHaveCount(0);

  // The own profile's run cards load when their tab opens (the feed comes first).
  await page.getByRole('tab', { name: 'Upcoming Events' }).click();
  await expect(page.getByRole('article', { name: runTitle })).toBeVisible();
});
