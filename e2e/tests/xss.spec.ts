// Markup typed into titles, descriptions, posts and names is shown as text wherever it appears, and the
// Content-Security-Policy stops inline script even if markup ever reached the page.
import type { Page } from '@playwright/test';
import { createAccount, logInAs } from '../fixtures/accounts';
import { createRunAsHost } from '../fixtures/runs';
import { expect, test } from '../fixtures/test';

const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=1</script>';

declare global {
  interface Window {
    __xss?: number;
  }
}

/** Nothing ran, no element came out of the text, and the text itself is on the page as typed. */
async function expectShownAsText(page: Page, texts: string[]) {
  for (const text of texts) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"], main script').count()).toBe(0);
}

test('markup in a run, a post and people’s names renders as text on every screen', async ({
  browser,
  server,
}) => {
  // It visits every screen: about 17 s on a quiet machine, past 30 s on a loaded one.
  test.setTimeout(60_000);
  const hostContext = await browser.newContext({ baseURL: server.url });
  const hostPage = await hostContext.newPage();
  const host = await createAccount(hostPage.request, server, 'business', `Ana ${IMG}`);
  await logInAs(hostPage, server, host);
  const title = `Run ${IMG}`;
  // A day of its own, so Find Runs filtered by it shows this run whatever the other specs on this server made.
  const daysAhead = 23;
  const runId = await createRunAsHost(hostPage.request, server, {
    title,
    description: `Bring water ${SCRIPT} and smile`,
    daysAhead,
  });
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(
    new Date(Date.now() + daysAhead * 86_400_000),
  );
  const me = (await (await hostPage.request.get('/api/auth/me')).json()) as { user: { id: string } };
  const post = await hostPage.request.post(`/api/businesses/${me.user.id}/posts`, {
    headers: { origin: server.url },
    multipart: { title: `News ${SCRIPT}`, content: `Hello ${IMG} runners` },
  });
  expect(post.status()).toBe(201);

  const runnerContext = await browser.newContext({ baseURL: server.url });
  const runnerPage = await runnerContext.newPage();
  const runner = await createAccount(runnerPage.request, server, 'runner', `Leo ${IMG}`);
  await logInAs(runnerPage, server, runner);
  const registration = await runnerPage.request.post(`/api/events/${runId}/registrations`, {
    headers: { origin: server.url },
    data: { name: `Leo ${IMG}`, email: runner.email, pace: 6 },
  });
  expect(registration.status()).toBe(201);

  // What anyone sees: the run list's card, the run page, the host's public profile with its post.
  const visitor = await (await browser.newContext({ baseURL: server.url })).newPage();
  await visitor.goto(`/runs?date=${day}`);
  await expectShownAsText(visitor, [title]);
  await visitor.goto(`/runs/${runId}`);
  await expectShownAsText(visitor, [title, `Bring water ${SCRIPT} and smile`]);
  await visitor.goto(`/business/${me.user.id}/profile`);
  await visitor.getByRole('tab', { name: 'Updates & Feed' }).click();
  await expectShownAsText(visitor, [`News ${SCRIPT}`, `Hello ${IMG} runners`]);

  // What the host sees: the dashboard and the participants, with the runner's name.
  await hostPage.goto('/business/home');
  await expectShownAsText(hostPage, [title]);
  await hostPage.goto(`/runs/${runId}/participants`);
  await expectShownAsText(hostPage, [`Leo ${IMG}`]);
  await hostPage.goto('/business/all-participants');
  await expectShownAsText(hostPage, [`Leo ${IMG}`]);

  // What the runner sees: their runs, and the navbar with their own name.
  await runnerPage.goto('/my-runs');
  await expectShownAsText(runnerPage, [title]);
});

test('the Content-Security-Policy refuses inline script on every page', async ({ page }) => {
  const response = await page.goto('/runs');
  const csp = response?.headers()['content-security-policy'] ?? '';
  // The page's own scripts, and the framework's inline ones with this answer's nonce; nothing else.
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]+={0,2}'(;|$)/);
  const blocked = page.waitForEvent('console', (message) => /Content Security Policy/i.test(message.text()));
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__xss = 1';
    document.body.append(script);
  });
  await blocked;
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
});
