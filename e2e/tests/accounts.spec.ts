import type { Page } from '@playwright/test';
import { createAccount, logInAs } from '../fixtures/accounts';
import { mailedLink, verificationLink } from '../fixtures/mail';
import { expect, test, uniqueEmail } from '../fixtures/test';

const password = 'correct horse 42';

async function openSignUp(page: Page) {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
}

async function logIn(page: Page, email: string, pass = password) {
  const tab = page.getByRole('tab', { name: 'Login' });
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(pass);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function verifyFromEmail(page: Page, dataDir: string, email: string) {
  await page.goto(await verificationLink(dataDir, email));
  await expect(page.getByText('Email verified successfully! You can now log in.').first()).toBeVisible();
  // The success screen moves on to /login after 2 s.
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
}

test('a runner signs up, verifies from the e-mail, logs in, edits the profile and logs out', async ({
  page,
  server,
}) => {
  // A whole account's life in one test: 32 s on a loaded machine.
  test.setTimeout(90_000);
  const email = uniqueEmail('runner');
  await openSignUp(page);
  await expect(page.getByRole('radio', { name: 'Runner' })).toBeChecked();
  await page.getByLabel('Name').fill('L');
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await page.getByLabel('Name').fill('Lucía Runner');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/verification-reminder$/);
  await expect(page.getByText('Thank you for signing up!')).toBeVisible();

  // Not verified yet: log-in is refused with the spec's message and leads to /verify-email.
  await page.goto('/login');
  await logIn(page, email);
  await expect(page.getByText(/Please verify your email before logging in/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();

  await verifyFromEmail(page, server.dataDir, email);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/user-home$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'My Runs' })).toBeVisible();

  // The same link a second time: already verified.
  const link = await verificationLink(server.dataDir, email);
  await page.goto(link);
  await expect(page.getByText('This email has already been verified').first()).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await expect(page.getByText('Runner', { exact: true }).first()).toBeVisible();
  await expect(page.getByLabel('Business Name')).toHaveCount(0);
  await page.getByLabel('Name', { exact: true }).fill('Lucía García');
  await page.getByRole('button', { name: /^(Save Changes|Update Profile)$/ }).click();
  await expect(page.getByText('Profile updated successfully!').first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Lucía García');

  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully!').first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});

test('a visitor who signs up to register for a run is brought back to it after verifying and logging in', async ({
  page,
  request,
  server,
}) => {
  test.setTimeout(60_000);
  const list = (await (await request.get('/api/events?limit=1')).json()) as { items: { id: number }[] };
  const runPath = `/runs/${list.items[0]?.id}`;
  await page.goto(runPath);
  await page.getByRole('button', { name: 'Register for this Run' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const email = uniqueEmail('visitor');
  await page.getByLabel('Name').fill('Vera Visitor');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/verification-reminder$/);

  // The link is opened from the mail client: a new page, no navigation state.
  const link = await verificationLink(server.dataDir, email);
  expect(link).toContain(`&next=${encodeURIComponent(runPath)}`);
  await verifyFromEmail(page, server.dataDir, email);
  await logIn(page, email);
  await expect(page).toHaveURL(new RegExp(`${runPath}$`));
  await expect(page.getByRole('button', { name: 'Register for this Run' })).toBeVisible();
});

test('a business signs up with a geocoded address and lands on the business home', async ({
  page,
  server,
}) => {
  const email = uniqueEmail('host');
  await openSignUp(page);
  // The radio itself is visually hidden behind its card; a user clicks the card.
  await page.getByText('Host runs for your community').click();
  await expect(page.getByRole('radio', { name: 'Business' })).toBeChecked();
  await expect(page.getByLabel('Country Code')).toHaveValue('+34');
  await page.getByLabel('Your Name').fill('Ana Host');
  await page.getByLabel('Business Name').fill('Alcalá Runners');
  await page.getByLabel('Business Location').fill('Calle de Alcalá 100, Madrid');
  await expect(page.getByText('Location found: 40.4203, -3.6883')).toBeVisible();
  await page.getByLabel('Phone Number').fill('612 34');
  await expect(page.getByText('Phone number must be at least 9 digits')).toBeVisible();
  await page.getByLabel('Phone Number').fill('612 345 678');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/verification-reminder$/);

  await verifyFromEmail(page, server.dataDir, email);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/business\/home$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Create Run' })).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByText('Business', { exact: true }).first()).toBeVisible();
  await expect(page.getByLabel('Business Name')).toHaveValue('Alcalá Runners');
});

test('a wrong password shows the spec message and the demo host can log in', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'host@runtogether.demo', 'not the password');
  await expect(page.getByText("That e-mail and password don't match")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, 'host@runtogether.demo', 'runtogether');
  await expect(page).toHaveURL(/\/business\/home$/);
});

test('an existing e-mail cannot sign up twice', async ({ page }) => {
  await openSignUp(page);
  await page.getByLabel('Name').fill('Someone');
  await page.getByLabel('Email').fill('runner@runtogether.demo');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Email already exists. Please try logging in instead.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a runner changes the e-mail with the password and the link sent to the new address', async ({
  page,
  request,
  server,
}) => {
  const account = await createAccount(request, server, 'runner');
  await logInAs(page, server, account);
  const newEmail = uniqueEmail('moved');
  await page.goto('/profile');
  await page.getByRole('textbox', { name: 'Email' }).fill(newEmail);
  await page.getByLabel('Current password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByText(`Check your new inbox: we sent a link to ${newEmail}.`, { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(account.email);

  // The old address was told, with a way back; the new one confirms.
  await mailedLink(server.dataDir, account.email, '/cancel-email-change');
  await page.goto(await mailedLink(server.dataDir, newEmail, '/confirm-email-change'));
  await expect(page.getByRole('heading', { name: 'E-mail address changed' })).toBeVisible();
  // Still signed in: the way on is back to the settings, not to logging in.
  await expect(page.getByRole('link', { name: 'Go to Login' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to Profile Settings' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(newEmail);
});
