// Registering end to end (docs/product.md §4): register through the dialog, the WhatsApp invitation, My Runs, cancelling, the waitlist
// and its promotion, and the host's CSV export.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { createAccount, logInAs, type Account } from '../fixtures/accounts';
import { createRunAsHost } from '../fixtures/runs';
import type { RunningServer } from '../fixtures/server';
import { expect, test } from '../fixtures/test';

test.use({ timezoneId: 'Europe/Madrid' });

async function signedInPage(browser: Browser, server: RunningServer, account: Account): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, timezoneId: 'Europe/Madrid' });
  const page = await context.newPage();
  await logInAs(page, server, account);
  return page;
}

async function register(page: Page, button: 'Register for this Run' | 'Join Waitlist') {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Name')).not.toHaveValue('');
  await dialog
    .getByRole('button', { name: button === 'Join Waitlist' ? 'Join Waitlist' : 'Register' })
    .click();
}

test('runners register, see My Runs, cancel; a full run waitlists and promotes; the host exports the CSV', async ({
  browser,
  server,
}) => {
  test.setTimeout(150_000);
  const suffix = Math.random().toString(36).slice(2, 7);
  const hostPage = await browser.newPage({ baseURL: server.url });
  const host = await createAccount(hostPage.request, server, 'business', 'Pablo Host');
  await logInAs(hostPage, server, host);
  const title = `Tiny Club Run ${suffix}`;
  const runId = await createRunAsHost(hostPage.request, server, {
    title,
    maxParticipants: 1,
    whatsappGroupLink: 'https://chat.whatsapp.com/e2eTiny',
  });

  const [ana, ben] = await Promise.all([
    createAccount(hostPage.request, server, 'runner', 'Ana Runner'),
    createAccount(hostPage.request, server, 'runner', 'Ben Runner'),
  ]);

  // Ana registers: dialog, toast, the WhatsApp invitation.
  const anaPage = await signedInPage(browser, server, ana);
  await anaPage.goto(`/runs/${runId}`);
  await register(anaPage, 'Register for this Run');
  await expect(anaPage.getByText('Successfully registered for the run!').first()).toBeVisible();
  const invitation = anaPage.getByRole('dialog', { name: "You're Registered!" });
  await expect(invitation.getByRole('link', { name: 'Join WhatsApp Group' })).toHaveAttribute(
    'href',
    'https://chat.whatsapp.com/e2eTiny',
  );
  await invitation.getByRole('button', { name: 'Skip for Now' }).click();
  await expect(anaPage.getByText("You're Registered! ✓")).toBeVisible();

  await anaPage.goto('/my-runs');
  await expect(anaPage.getByRole('article', { name: title })).toBeVisible();

  // The run is full: Ben joins the waitlist.
  const benPage = await signedInPage(browser, server, ben);
  await benPage.goto(`/runs/${runId}`);
  await register(benPage, 'Join Waitlist');
  await expect(benPage.getByText('On the waitlist (#1)')).toBeVisible();

  // Ana cancels; Ben is promoted (and e-mailed).
  await anaPage.goto(`/runs/${runId}`);
  await anaPage.getByRole('button', { name: 'Cancel' }).click();
  await anaPage
    .getByRole('dialog', { name: 'Give up your spot?' })
    .getByRole('button', { name: 'Give up my spot' })
    .click();
  await expect(anaPage.getByText('Registration canceled successfully').first()).toBeVisible();
  await expect(anaPage.getByRole('button', { name: 'Join Waitlist' })).toBeVisible();
  await benPage.reload();
  await expect(benPage.getByText("You're Registered! ✓")).toBeVisible();

  // The host sees e-mails and exports a real CSV file; the public does not see e-mails.
  await hostPage.goto(`/runs/${runId}/participants`);
  await expect(hostPage.getByRole('rowheader', { name: 'Ben Runner' })).toBeVisible();
  await expect(hostPage.getByRole('cell', { name: ben.email })).toBeVisible();
  const download = hostPage.waitForEvent('download');
  await hostPage.getByRole('link', { name: 'Export CSV' }).click();
  const file = readFileSync(await (await download).path(), 'utf8');
  expect(file.startsWith('\uFEFF')).toBe(true);
  expect(file).toContain('Ben Runner');
  expect(file).toContain(ben.email);
  expect(file).toContain('\r\n');

  await anaPage.goto(`/runs/${runId}/participants`);
  await expect(anaPage.getByRole('rowheader', { name: 'Ben Runner' })).toBeVisible();
  await expect(anaPage.getByText(ben.email)).toHaveCount(0);
  await expect(anaPage.getByRole('link', { name: 'Export CSV' })).toHaveCount(0);
});
