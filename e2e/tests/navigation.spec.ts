import { expect, test } from '../fixtures/test';

test('an unknown route shows the 404 page with a way home', async ({ page }) => {
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404); // rendered by the server, with its not-found page
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page).toHaveTitle(/^Page not found \| RunTogether$/);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Upcoming Runs' })).toBeVisible();
  // Moved in the browser, home takes its title from the routes' `meta` (the root's), as a page drawn anew does.
  await expect(page).toHaveTitle('RunTogether — Find community group runs near you');
});

test('unknown API routes answer JSON 404, not the app', async ({ request }) => {
  const res = await request.get('/api/no-such-route');
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
});

test('a runner-only page sends an anonymous visitor to log in', async ({ page }) => {
  await page.goto('/my-runs');
  await expect(page).toHaveURL(/\/login$/);
});

test('/business/dashboard leads a visitor to log in', async ({ page }) => {
  await page.goto('/business/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('Find Runs in the navigation bar opens the runs page', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Find Runs' }).click();
  await expect(page).toHaveURL(/\/runs$/);
  await expect(page.getByRole('heading', { name: 'Find Runs', level: 1 })).toBeVisible();
});

test('footer pages have real content', async ({ page }) => {
  for (const path of ['/about', '/contact', '/privacy', '/terms']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const text = (await page.getByRole('main').innerText()).trim();
    expect(text.length, path).toBeGreaterThan(200);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the mobile menu opens and closes', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toBeVisible();
    // The button is drawn turned off until the page has hydrated and a tap works (decision 044).
    await expect(toggle).toBeEnabled();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // From the keyboard: Escape closes it from inside, and the focus goes back to the button.
    await toggle.click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Find Runs' }).focus();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });
});
