// Passwords (docs/decisions/066), on a 360 px phone: a forgotten one is reset from the e-mailed link, and a
// signed-in runner changes theirs on /profile; either way the old password stops working.
import type { Page } from '@playwright/test';
import { createAccount, logInAs } from '../fixtures/accounts';
import { mailedLink, messagesTo } from '../fixtures/mail';
import { expect, test } from '../fixtures/test';

test.use({ viewport: { width: 360, height: 740 } });

const NEW_PASSWORD = 'a fresh start 2031';

async function expectNoSideways(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test('a runner who forgot the password asks for a link, sets a new one from the e-mail, and logs in with it', async ({
  page,
  request,
  server,
}) => {
  const account = await createAccount(request, server, 'runner');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await expectNoSideways(page);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByText(`If an account uses ${account.email}, we sent it a link`)).toBeVisible();

  const link = await mailedLink(server.dataDir, account.email, '/reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expectNoSideways(page);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password is reset. Log in with your new password.')).toBeVisible();

  // The link worked once: opened again, it says so before any password is typed.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'This link did not work' })).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await expect(
    page.getByText('This reset link is invalid or has expired. Ask for a new one.').first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );

  // The old password no longer opens the account; the new one does.
  await page.goto('/login');
  await logIn(page, account.email, account.password);
  await expect(page.getByText("That e-mail and password don't match").first()).toBeVisible();
  await logIn(page, account.email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/user-home$/);
});

test('a signed-in runner changes the password on /profile; a mismatch is caught first', async ({
  page,
  request,
  server,
}) => {
  const account = await createAccount(request, server, 'runner');
  await logInAs(page, server, account);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 2, name: 'Change password' })).toBeVisible();
  await page.getByLabel('Your current password').fill(account.password);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(`${NEW_PASSWORD}!`);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The two passwords do not match.')).toBeVisible();
  await expectNoSideways(page);

  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password is changed. Your other devices are signed out.')).toBeVisible();
  // This device stays signed in, and the owner is told by e-mail.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Change password' })).toBeVisible();
  await expect
    .poll(() => messagesTo(server.dataDir, account.email).some((m) => /Your password was changed/.test(m)))
    .toBe(true);
});
