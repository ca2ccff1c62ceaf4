// Check-in end to end on a 375 px phone (decision 035): a host checks runners in on the day (taps, search, live count, a
// walk-in), and a runner scans the screen's QR code (decoded here from the drawn image with jsqr), logs in and
// is checked in.
import type { Browser } from '@playwright/test';
import { createAccount, logInAs, type Account } from '../fixtures/accounts';
import { createRunStartingSoon, readQrCode } from '../fixtures/check-in';
import { axeViolations, settle } from '../fixtures/axe';
import type { RunningServer } from '../fixtures/server';
import { expect, test } from '../fixtures/test';

const PHONE = { viewport: { width: 375, height: 812 }, timezoneId: 'Europe/Madrid', hasTouch: true };

/** A runner with an account, registered (confirmed) for the run through the API. */
async function registeredRunner(browser: Browser, server: RunningServer, runId: number, name: string) {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const account = await createAccount(page.request, server, 'runner', name);
  await logInAs(page, server, account);
  const response = await page.request.post(`/api/events/${runId}/registrations`, {
    headers: { origin: server.url },
    data: { name, email: account.email, pace: 6 },
  });
  expect(response.status()).toBe(201);
  await context.close();
  return account;
}

test('a host checks runners in on a phone, and a runner checks in with the QR code', async ({
  browser,
  server,
}) => {
  test.setTimeout(150_000);
  const suffix = Math.random().toString(36).slice(2, 7);
  const hostContext = await browser.newContext({ baseURL: server.url, ...PHONE });
  const hostPage = await hostContext.newPage();
  const host = await createAccount(hostPage.request, server, 'business', `Check-in Host ${suffix}`);
  await logInAs(hostPage, server, host);
  const title = `Sunrise Check-in Run ${suffix}`;
  const runId = await createRunStartingSoon(hostPage.request, server, title);
  const runners: Account[] = [];
  for (const name of ['Ana Ávila', 'Ben Brook', 'Cleo Cruz']) {
    runners.push(await registeredRunner(browser, server, runId, name));
  }

  // From the dashboard's run row to the check-in screen.
  await hostPage.goto('/business/home');
  await hostPage.getByRole('link', { name: `Check-in for ${title}` }).click();
  await expect(hostPage).toHaveURL(new RegExp(`/business/runs/${runId}/check-in$`));
  await expect(hostPage.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible();
  const count = hostPage.getByTestId('check-in-count');
  await expect(count).toHaveText('0 of 3 checked in');

  // Built for a phone: nothing wider than the screen, and every runner a large target.
  const scrollWidth = await hostPage.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(375);
  const ana = hostPage.getByRole('button', { name: /Ana Ávila/ });
  // Chromium's own name for the button: the runner, then their state, as a screen reader reads them.
  await expect(ana).toHaveAccessibleName('Ana Ávila, Not here');
  const box = await ana.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);

  await ana.tap();
  await expect(ana).toHaveAttribute('aria-pressed', 'true');
  await expect(count).toHaveText('1 of 3 checked in');

  const search = hostPage.getByRole('searchbox', { name: 'Search by name' });
  await search.fill('ben');
  await expect(hostPage.getByRole('button', { name: /Ana Ávila/ })).toBeHidden();
  const ben = hostPage.getByRole('button', { name: /Ben Brook/ });
  await ben.tap();
  await expect(ben).toHaveAttribute('aria-pressed', 'true');
  await expect(count).toHaveText('2 of 3 checked in');
  // A second tap marks Ben absent again, and a third present.
  await ben.tap();
  await expect(count).toHaveText('1 of 3 checked in');
  await ben.tap();
  await expect(count).toHaveText('2 of 3 checked in');
  await search.fill('');

  // A walk-in: a malformed address is refused with a field message, then added.
  await hostPage.getByRole('button', { name: 'Add a walk-in' }).tap();
  const form = hostPage.getByRole('form', { name: 'Add a walk-in' });
  await form.getByRole('button', { name: 'Add walk-in' }).tap();
  await expect(form.getByLabel('Name')).toBeFocused();
  await form.getByLabel('Name').fill('Wendy Walker');
  await form.getByLabel('E-mail (optional)').fill('wendy@');
  await form.getByRole('button', { name: 'Add walk-in' }).tap();
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
  await form.getByLabel('E-mail (optional)').fill('wendy@example.com');
  await form.getByRole('button', { name: 'Add walk-in' }).tap();
  const walkIns = hostPage.getByRole('region', { name: 'Walk-ins' });
  await expect(walkIns.getByText('Wendy Walker')).toBeVisible();
  // The form stays open, empty, with the focus in its name for the next walk-in.
  await expect(form.getByLabel('Name')).toHaveValue('');
  await expect(form.getByLabel('Name')).toBeFocused();
  await expect(count).toContainText('+ 1 walk-in');
  await expect(count).toContainText('2 of 3 checked in');

  // Accessible, and still whole on the narrowest phones.
  await settle(hostPage);
  expect(await axeViolations(hostPage, 'check-in (375 px)')).toEqual([]);
  await hostPage.setViewportSize({ width: 320, height: 640 });
  expect(await hostPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await hostPage.setViewportSize(PHONE.viewport);

  // Cleo scans the QR code on her phone: not signed in, she logs in and comes back checked in.
  const url = await readQrCode(hostPage);
  expect(url).toMatch(new RegExp(`/runs/${runId}/check-in\\?code=`));
  const target = new URL(url);
  const cleoContext = await browser.newContext({ baseURL: server.url, ...PHONE });
  const cleoPage = await cleoContext.newPage();
  await cleoPage.goto(`${target.pathname}${target.search}`);
  await expect(cleoPage).toHaveURL(/\/login$/);
  const cleo = runners[2];
  if (!cleo) throw new Error('no Cleo');
  await cleoPage.getByLabel('Email').fill(cleo.email);
  await cleoPage.getByLabel('Password').fill(cleo.password);
  await cleoPage.getByRole('button', { name: 'Login' }).click();
  await expect(cleoPage.getByRole('heading', { level: 1, name: "You're checked in" })).toBeVisible();
  await expect(cleoPage.getByText(title)).toBeVisible();

  // The host's screen follows within seconds.
  await expect(count).toContainText('3 of 3 checked in', { timeout: 15_000 });
  await expect(hostPage.getByRole('button', { name: /Cleo Cruz/ })).toHaveAttribute('aria-pressed', 'true');

  await Promise.all([hostContext.close(), cleoContext.close()]);
});
