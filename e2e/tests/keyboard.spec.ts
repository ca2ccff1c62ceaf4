// A runner signs up, logs in, finds a run, registers and cancels with the keyboard alone (Tab,
// Shift+Tab, Enter, Space, Escape, arrow keys), focus always visible and every control on the way reachable.
import type { Page } from '@playwright/test';
import { verificationLink } from '../fixtures/mail';
import { createAccount, logInAs } from '../fixtures/accounts';
import { expectAllReachable, focused, press, tabTo } from '../fixtures/keyboard';
import { createRunAsHost } from '../fixtures/runs';
import { expect, test, uniqueEmail } from '../fixtures/test';

test.use({ seedDemo: false, timezoneId: 'Europe/Madrid' });

/** Types the e-mail and password into the focused form's fields and submits it with Enter. */
async function submitCredentials(page: Page, email: string) {
  await tabTo(page, 'Email');
  await page.keyboard.type(email);
  await tabTo(page, 'Password');
  await page.keyboard.type('correct horse 42');
  await page.keyboard.press('Enter');
}

test('sign up, log in, find a run, register and cancel without a mouse', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(150_000);
  const started = Date.now();
  const hostContext = await browser.newContext({ baseURL: server.url });
  const hostPage = await hostContext.newPage();
  const host = await createAccount(hostPage.request, server, 'business', 'Kira Host');
  await logInAs(hostPage, server, host);
  const title = `Keyboard Run ${Math.random().toString(36).slice(2, 7)}`;
  await createRunAsHost(hostPage.request, server, { title: 'Another Morning Run', daysAhead: 1 });
  await createRunAsHost(hostPage.request, server, {
    title,
    daysAhead: 3,
    whatsappGroupLink: 'https://chat.whatsapp.com/keyboardGroup',
  });
  await hostContext.close();

  // Sign up: the Sign Up tab, the runner role (Space), name, e-mail, password, Enter.
  await page.goto('/login');
  // The form is a lazy chunk: a round of Tab before it arrives would find only the header.
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeVisible();
  await expectAllReachable(page);
  await tabTo(page, 'Login', { back: true, role: 'tab' });
  await press(page, 'ArrowRight');
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, /^Business/);
  await press(page, 'ArrowLeft');
  await expect(page.getByRole('radio', { name: /Runner/ })).toBeChecked();
  await tabTo(page, 'Name');
  await page.keyboard.type('Kei Keyboard');
  const email = uniqueEmail('keyboard');
  await submitCredentials(page, email);
  await expect(page).toHaveURL(/\/verification-reminder$/);

  // The e-mailed link, then log in with the keyboard.
  await page.goto(await verificationLink(server.dataDir, email));
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  await submitCredentials(page, email);
  await expect(page).toHaveURL(/\/user-home$/);

  // Find the run: the navbar's Find Runs, then the run's card.
  await tabTo(page, 'Find Runs');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/runs$/);
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  await expectAllReachable(page);
  await tabTo(page, new RegExp(title));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Register: the dialog traps focus; the pace slider moves with the arrow keys; Escape closes.
  await tabTo(page, 'Register for this Run');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Register for this Run' });
  await expect(dialog).toBeVisible();
  // What the host will see: the participants table and its CSV show the e-mail too.
  await expect(dialog).toHaveAccessibleDescription(
    `Save your spot for “${title}”. The host sees your name, e-mail and pace.`,
  );
  await expect(dialog.getByLabel('Name')).not.toHaveValue('');
  await expectAllReachable(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Radix gives focus back a task after the dialog leaves the DOM: wait for it rather than look once.
  await expect.poll(async () => (await focused(page))?.name).toBe('Register for this Run');
  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  const pace = dialog.getByRole('slider');
  const before = Number(await pace.inputValue());
  await tabTo(page, /pace/i);
  await press(page, 'ArrowRight');
  await press(page, 'ArrowRight');
  expect(Number(await pace.inputValue())).toBeCloseTo(before + 0.2, 5);
  await tabTo(page, 'Register');
  await page.keyboard.press('Enter');

  // The WhatsApp invitation, then the registered state and Cancel.
  const invitation = page.getByRole('dialog', { name: "You're Registered!" });
  await expect(invitation).toBeVisible();
  await expectAllReachable(page);
  // Escape closes it, and focus lands on the control that replaced Register (not on the page's body).
  await page.keyboard.press('Escape');
  await expect(invitation).toBeHidden();
  await expect(page.getByText("You're Registered! ✓")).toBeVisible();
  await expect.poll(async () => (await focused(page))?.name).toBe('Cancel');
  await page.keyboard.press('Enter');
  // Giving the spot up asks first; the dialog is worked with the keyboard too.
  await expect(page.getByRole('dialog', { name: 'Give up your spot?' })).toBeVisible();
  await tabTo(page, 'Give up my spot');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Registration canceled successfully').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register for this Run' })).toBeVisible();
  await expect.poll(async () => (await focused(page))?.name).toBe('Register for this Run');

  // Following the host keeps focus on the button, which now says Following.
  await tabTo(page, 'Follow', { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();
  await expect.poll(async () => (await focused(page))?.name).toBe('Following');
  console.log(`keyboard journey: ${Date.now() - started} ms`);
});
