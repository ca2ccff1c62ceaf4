import { expect, test } from '../fixtures/test';

test('the landing page shows upcoming demo runs, soonest first, without console errors', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (msg) => {
    // The suite blocks the app's service worker (playwright.config.ts); Chromium says so in the console.
    if (msg.type() === 'error' && !msg.text().includes('Service Worker registration blocked by Playwright')) {
      problems.push(msg.text());
    }
  });
  page.on('pageerror', (err) => problems.push(err.message));

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upcoming Runs' })).toBeVisible();

  const cards = page.getByTestId('run-card');
  await expect(cards.first()).toBeVisible();
  await expect(cards).toHaveCount(6);
  await expect(cards.first()).toContainText('Hosted by');
  await expect(cards.first()).toContainText('min/km');
  // Its spots, or how to get in when it is full.
  await expect(cards.first()).toContainText(/Spots Left|Full — join the waitlist/i);

  const hrefs = await cards.evaluateAll((els) =>
    els.map((el) => (el.matches('a') ? el : el.querySelector('a'))?.getAttribute('href') ?? ''),
  );
  for (const href of hrefs) expect(href).toMatch(/^\/runs\/\d+$/);

  // Cards follow the API's order (soonest first).
  const api = (await (await page.request.get('/api/events?limit=6')).json()) as { items: { id: number }[] };
  expect(hrefs).toEqual(api.items.map((r) => `/runs/${r.id}`));

  await expect(page.getByText('How It Works', { exact: false }).first()).toBeVisible();
  await expect(page.getByText('Are you a business?')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
  expect(problems).toEqual([]);
});

test('a run card opens its run', async ({ page }) => {
  await page.goto('/');
  const first = page.getByTestId('run-card').first();
  await expect(first).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(/\/runs\/\d+$/);
});

test('the landing page is served with a strict content security policy', async ({ request }) => {
  const res = await request.get('/');
  expect(res.status()).toBe(200);
  const csp = res.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
});
