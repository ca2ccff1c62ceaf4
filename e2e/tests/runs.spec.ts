// Runs end to end (docs/product.md §2): a host creates a run with an image; it is listed, filtered, shown in full, edited and
// deleted. An empty product (no demo data) so the new run is the one the lists show first.
import type { Browser, Page } from '@playwright/test';
import { createAccount, logInAs } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';

test.use({ seedDemo: false, timezoneId: 'Europe/Madrid' });

/** A 40×50 orange PNG (4:5), inlined so the test needs no image library. */
function tinyPng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAACgAAAAyCAIAAACh0Q7HAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAUUlEQVRYhe3YsQ0AMAgDwUzhRT29u4yRIifRIyHg5T9rntTRuEY9yxXnVA9kXmZAorAYWCwsDhYDi4XFwaK0GMG8VMTIl9BNJdhGKYZE3SdYvAeByEZNGeH0AAAAAElFTkSuQmCC',
    'base64',
  );
}

/** 'YYYY-MM-DD' a few days ahead in Madrid (the browser's zone here). */
function madridDateIn(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

async function anonymousPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, timezoneId: 'Europe/Madrid' });
  return context.newPage();
}

test('a host creates a run with an image; it is listed, filtered, shown, edited and deleted', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(120_000);
  const host = await createAccount(page.request, server, 'business', 'Marta Host');
  await logInAs(page, server, host);
  const title = `Retiro Sunrise ${Math.random().toString(36).slice(2, 7)}`;
  const date = madridDateIn(3);

  await page.goto('/business/create-run');
  await expect(page.getByRole('heading', { name: 'Create a Run' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Two easy laps of the park, coffee afterwards.');
  await page.getByLabel('Date').fill(date);
  await page.getByLabel('Time').fill('07:30');
  await page.getByLabel('Location').fill('Retiro Park');
  await page.getByLabel('Address').fill('Parque del Retiro, Madrid');
  await expect(page.getByText('Location found: 40.4153, -3.6845')).toBeVisible();
  await page.getByLabel('Distance (km)').fill('8');
  await page.getByLabel('Tags').fill('social, coffee');
  await page.getByLabel('WhatsApp group link').fill('https://chat.whatsapp.com/e2eGroup');
  await page
    .getByLabel('Run Image')
    .setInputFiles({ name: 'run.png', mimeType: 'image/png', buffer: tinyPng() });
  await page.getByRole('button', { name: 'Create Run' }).click();
  await expect(page.getByText('Run created successfully!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/business\/home$/);

  // Anyone sees it on the landing page and on Find Runs.
  const visitor = await anonymousPage(browser, server.url);
  await visitor.goto('/');
  await expect(visitor.getByRole('article', { name: title })).toBeVisible();
  await visitor.goto('/runs');
  const card = visitor.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Hosted by Marta Host');
  await expect(card.locator('img').first()).toHaveAttribute(
    'src',
    /\/files\/events\/event-\d+-[0-9a-f]+\.webp$/,
  );

  // Filters narrow (a beginner, medium-distance run) and clear; they live in the URL.
  await visitor.getByRole('checkbox', { name: /^Advanced/ }).click();
  await expect(visitor.getByRole('checkbox', { name: /^Advanced/ })).toBeChecked();
  await expect(visitor).toHaveURL(/pace=advanced/);
  await expect(card).toBeHidden();
  await expect(visitor.getByText('Try adjusting your filters to find more runs')).toBeVisible();
  await visitor.getByRole('button', { name: 'Clear All Filters' }).click();
  await expect(card).toBeVisible();
  await visitor.getByRole('checkbox', { name: /^Beginner/ }).click();
  await expect(visitor.getByRole('checkbox', { name: /^Beginner/ })).toBeChecked();
  await visitor.getByRole('checkbox', { name: /^Medium/ }).click();
  await expect(visitor.getByRole('checkbox', { name: /^Medium/ })).toBeChecked();
  await expect(visitor).toHaveURL(/pace=beginner.*distance=medium|distance=medium.*pace=beginner/);
  await expect(card).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('article', { name: title })).toBeVisible();
  await visitor.getByLabel('Date').fill(madridDateIn(4));
  await expect(card).toBeHidden();
  await visitor.getByLabel('Date').fill(date);
  await expect(card).toBeVisible();
  // Drawn by the server with the day in the address: the browser (in Madrid, the server in UTC) hydrates the
  // server's list without a mismatch, then asks for the day in its own zone.
  await expect(visitor).toHaveURL(new RegExp(`date=${date}`));
  const problems: string[] = [];
  visitor.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  visitor.on('pageerror', (error) => problems.push(error.message));
  const inMadrid = visitor.waitForRequest(/\/api\/events\?.*tz=Europe%2FMadrid/);
  await visitor.reload();
  await inMadrid;
  await visitor.waitForLoadState('networkidle');
  await expect(card).toBeVisible();
  expect(problems.filter((text) => /#418|hydrat/i.test(text))).toEqual([]);

  // The detail page shows every section.
  await card.getByRole('link', { name: title }).click();
  await expect(visitor).toHaveURL(/\/runs\/\d+$/);
  const runUrl = new URL(visitor.url()).pathname;
  await expect(visitor.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(visitor.getByText('Hosted by Marta Host').first()).toBeVisible();
  await expect(visitor.getByText('07:30').first()).toBeVisible();
  await expect(visitor.getByText('8 km').first()).toBeVisible();
  await expect(visitor.getByText('6:00').first()).toBeVisible();
  await expect(visitor.getByRole('link', { name: /Join WhatsApp Group/ })).toHaveAttribute(
    'href',
    'https://chat.whatsapp.com/e2eGroup',
  );
  await expect(visitor.getByRole('link', { name: /View on map/ })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'About this run' })).toBeVisible();
  await expect(visitor.getByText('coffee', { exact: true })).toBeVisible();
  await expect(visitor.getByText('Verified Host')).toBeVisible();
  await expect(visitor.getByRole('link', { name: /Contact on WhatsApp/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/34612345678\?text=/,
  );
  await expect(visitor.getByRole('link', { name: /View All Participants/ })).toHaveCount(0);
  await expect(visitor.getByRole('link', { name: /Google Calendar/ })).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/,
  );
  const ics = await visitor.request.get(`${runUrl.replace('/runs/', '/api/events/')}.ics`);
  expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await ics.text()).toContain(`SUMMARY:${title}`);
  await expect(visitor.getByRole('button', { name: /Edit run|Delete run/ })).toHaveCount(0);
  await visitor.context().close();

  // The host edits it...
  await page.goto(runUrl);
  // Its own run offers the host its actions, never Register (docs/product.md §3); a plain link, so a click before
  // the page hydrates still lands on the form.
  await expect(page.getByRole('button', { name: 'Register for this Run' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Edit run' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Run' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await page.getByLabel('Title').fill(`${title} (new time)`);
  await page.getByLabel('Time').fill('08:15');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Run updated successfully!').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${runUrl}$`));
  await expect(page.getByRole('heading', { name: `${title} (new time)`, level: 1 })).toBeVisible();
  await expect(page.getByText('08:15').first()).toBeVisible();

  // ...and deletes it.
  await page.getByRole('button', { name: 'Delete run' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete run' }).click();
  await expect(page.getByText('Run deleted successfully').first()).toBeVisible();
  await expect(page).toHaveURL(/\/business\/home$/);
  await page.goto(runUrl);
  await expect(page.getByRole('heading', { name: 'Run not found' })).toBeVisible();
});

test('a filter shows ticked the moment it is clicked, while the runs for it still load', async ({ page }) => {
  await page.goto('/runs');
  const beginner = page.getByRole('checkbox', { name: /^Beginner/ });
  await expect(beginner).toBeEnabled();
  // The page's data for the new address (its loader's answer) waits until the box has been seen ticked.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.data(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await beginner.click();
  await expect(beginner).toBeChecked();
  await expect(page).not.toHaveURL(/pace=beginner/);
  release();
  await expect(page).toHaveURL(/pace=beginner/);
  await expect(beginner).toBeChecked();
});

test("an unknown run shows 'Run not found' with a way back to all runs", async ({ page }) => {
  await page.goto('/runs/999999');
  await expect(page.getByRole('heading', { name: 'Run not found' })).toBeVisible();
  await expect(page.getByText("The run you're looking for doesn't exist or has been removed.")).toBeVisible();
  await page.getByRole('link', { name: 'Browse All Runs' }).click();
  await expect(page).toHaveURL(/\/runs$/);
  await expect(page.getByRole('heading', { name: 'Find Runs' })).toBeVisible();
});
