// A run is never silently in UTC (docs/product.md §5 "Create run"): a host whose address the geocoder cannot
// place, with no business pin and a browser in UTC, is asked for the pin, puts it on the map, and the run
// keeps Madrid's 03:30 on its page, its dashboard row and its card, each naming the zone.
import { createAccount, logInAs } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';

test.use({ seedDemo: false, timezoneId: 'UTC' });

const madridDateIn = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

test('an address the geocoder cannot place gets its pin by hand, and the run stays in Madrid time', async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  // Signed up without a pin: its location was not placed.
  const host = await createAccount(page.request, server, 'business', 'Nora Host');
  await logInAs(page, server, host);
  const title = `Early Bird ${Math.random().toString(36).slice(2, 7)}`;

  await page.goto('/business/create-run');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Before sunrise, along the river, easy pace.');
  await page.getByLabel('Date').fill(madridDateIn(5));
  await page.getByLabel('Time').fill('03:30');
  await page.getByLabel('Location').fill('Madrid Río');
  await page.getByLabel('Address').fill('Calle Inventada 123, Villaverde');
  await expect(page.getByLabel('Time')).toHaveAccessibleDescription(
    'Time zone not known yet: place the run on the map.',
  );
  const needed = page.getByRole('alert').filter({ hasText: "We couldn't place this address on the map." });
  await expect(needed).toBeVisible();

  // Nothing is guessed: saving now asks for the pin again, on a phone as on a desktop, and the reason shows
  // above the focused field, below the sticky header (64 px), not scrolled away under it.
  for (const viewport of [
    { width: 375, height: 667 },
    { width: 1280, height: 720 },
  ]) {
    await page.setViewportSize(viewport);
    await page.getByRole('button', { name: 'Create Run' }).click();
    await expect(page.getByLabel('Or type its coordinates (latitude, longitude)')).toBeFocused();
    await expect(page).toHaveURL(/\/business\/create-run$/);
    await expect(needed).toBeInViewport();
    const box = (await needed.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(64);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    await expect(page.getByLabel('Or type its coordinates (latitude, longitude)')).toBeInViewport();
  }

  // A tap on the map (it opens on Madrid) places the pin; the zone follows it.
  const map = page.getByRole('region', { name: 'Map: tap to place the pin' });
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
  await map.click();
  await expect(page.getByText(/^Pin at .* · Madrid time$/)).toBeVisible();
  await expect(page.getByLabel('Time')).toHaveAccessibleDescription('Madrid time');
  await expect(needed).toHaveCount(0);
  await page.getByRole('button', { name: 'Create Run' }).click();
  await expect(page.getByText('Run created successfully!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/business\/home$/);
  // Its row on the dashboard says whose clock 03:30 is, as every list of runs does.
  await expect(page.getByRole('listitem').filter({ hasText: title }).first()).toContainText(
    '03:30 (Madrid time)',
  );

  // The run page, seen from a UTC browser, says 03:30 Madrid time.
  await page.getByRole('link', { name: title, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const time = page.getByRole('term').filter({ hasText: 'Time' }).locator('xpath=following-sibling::dd');
  await expect(time).toHaveText('03:30Madrid time');

  await page.goto('/runs');
  await expect(page.getByRole('article', { name: title })).toContainText('03:30Madrid time');
});
