// Weekly series end to end (decision 034): a host creates a weekly series in the form; each date is a run of its own, the run page
// says how it repeats and links the next dates, and "this and following" deletes the rest.
import { createAccount, logInAs } from '../fixtures/accounts';
import { madridDateIn, weekdayOf } from '../fixtures/runs';
import { expect, test } from '../fixtures/test';

test.use({ seedDemo: false, timezoneId: 'Europe/Madrid' });

test('a host creates a weekly series in the form, and deletes this and the following runs', async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  const host = await createAccount(page.request, server, 'business', 'Club Host');
  await logInAs(page, server, host);
  const title = `Club Run ${Math.random().toString(36).slice(2, 7)}`;
  const date = madridDateIn(2);

  await page.goto('/business/create-run');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('The club run: every week, all paces welcome.');
  await page.getByLabel('Date').fill(date);
  await page.getByLabel('Time').fill('19:00');
  await page.getByLabel('Location').fill('Retiro Park');
  await page.getByLabel('Address').fill('Parque del Retiro, Madrid');
  await page.getByRole('checkbox', { name: 'Repeat this run' }).check();
  await expect(page.getByText(`Every ${weekdayOf(date)} at 19:00.`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'How often' })).toHaveValue('1');
  await page.getByLabel('Number of runs').fill('5');
  await page.getByRole('button', { name: 'Create Run' }).click();
  await expect(page.getByText('Run created successfully!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/business\/home$/);

  // Five runs of their own, each marked weekly on the dashboard.
  // The dashboard's runs, not its team activity lines, which name the run too.
  const rows = page
    .getByRole('region', { name: 'Your Runs' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(rows).toHaveCount(5);
  await expect(rows.filter({ hasText: 'Repeats' })).toHaveCount(5);

  // The first run's page says how it repeats and links the next dates.
  await rows.first().getByRole('link', { name: title, exact: true }).click();
  const series = page.getByRole('region', { name: `Every ${weekdayOf(date)} at 19:00` });
  await expect(series).toBeVisible();
  await expect(series.getByRole('link')).toHaveCount(4);
  await series.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/runs\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // From the second run on, the series goes; the first stays.
  await page.getByRole('button', { name: 'Delete run' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this run?' });
  await dialog.getByRole('radio', { name: 'This and following runs' }).check();
  await dialog.getByRole('button', { name: 'Delete run' }).click();
  await expect(page.getByText('Run deleted successfully').first()).toBeVisible();
  await expect(page).toHaveURL(/\/business\/home$/);
  await expect(rows).toHaveCount(1);
});
