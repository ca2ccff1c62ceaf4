// Axe (WCAG 2.0/2.1 A and AA, 2.2 AA) finds nothing on any screen: every route logged out, as a runner
// and as a business, empty (fresh accounts) and full (the demo data), with the dialogs and the forms' error
// messages open, at a phone's 375 px and a desktop's 1280 px. One browser context per role; each screen is
// loaded once and measured at both widths, which keeps the spec to a few dozen page loads.
import type { Browser, Page } from '@playwright/test';
import { createAccount, logInAs, type Account } from '../fixtures/accounts';
import { axeViolations, settle, viewports } from '../fixtures/axe';
import { createRunAsHost } from '../fixtures/runs';
import type { RunningServer } from '../fixtures/server';
import { expect, test } from '../fixtures/test';

const demoRunner = { email: 'runner@runtogether.demo', password: 'runtogether' };
const demoHost = { email: 'host@runtogether.demo', password: 'runtogether' };

test.use({ timezoneId: 'Europe/Madrid' });

/** Collects what axe finds on a screen at both widths (the viewport is left at the desktop width). */
class Audit {
  readonly findings: string[] = [];
  constructor(private readonly page: Page) {}

  async check(screen: string) {
    // axe finds nothing wrong on an empty page: the screen must have rendered its content first.
    await expect(this.page.locator('main h1, [role="dialog"] h2').first()).toBeVisible();
    for (const viewport of viewports) {
      await this.page.setViewportSize(viewport);
      await settle(this.page);
      this.findings.push(...(await axeViolations(this.page, `${screen} @${viewport.width}`)));
    }
  }

  /** Loads each path and checks it, naming it `${who} ${path}`. */
  async routes(who: string, paths: string[]) {
    for (const path of paths) {
      await this.page.goto(path);
      await this.check(`${who} ${path}`.trim());
    }
  }

  expectNone() {
    expect(this.findings, this.findings.join('\n')).toEqual([]);
  }
}

async function rolePage(
  browser: Browser,
  server: RunningServer,
  account?: Pick<Account, 'email' | 'password'>,
) {
  const context = await browser.newContext({ baseURL: server.url, timezoneId: 'Europe/Madrid' });
  const page = await context.newPage();
  if (account) await logInAs(page, server, account);
  return page;
}

interface Ids {
  runId: number;
  hostId: string;
}

/** A demo run (with its host) that is upcoming, for the run page and the public profile. */
async function demoIds(page: Page, server: RunningServer): Promise<Ids> {
  const response = await page.request.get(`${server.url}/api/events?limit=5`);
  const { items } = (await response.json()) as { items: { id: number; hostId: string }[] };
  const run = items[0];
  if (!run) throw new Error('the demo data has no upcoming run');
  return { runId: run.id, hostId: run.hostId };
}

test('logged out: every public screen, the log-in and sign-up forms with their errors', async ({
  browser,
  server,
}) => {
  test.setTimeout(300_000);
  const started = Date.now();
  const page = await rolePage(browser, server);
  const audit = new Audit(page);
  const { runId, hostId } = await demoIds(page, server);

  await audit.routes('', [
    '/',
    '/runs',
    `/runs/${runId}`,
    `/runs/${runId}/participants`,
    `/business/${hostId}/profile`,
    '/business/profile',
    '/verify-email',
    '/verify-email?token=0000',
    '/verification-reminder',
    '/forgot-password',
    '/reset-password?token=0000',
    '/about',
    '/contact',
    '/privacy',
    '/terms',
    '/no-such-page',
    '/runs/999999',
  ]);

  await page.goto('/login');
  await audit.check('/login');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Please enter a valid email').first()).toBeVisible();
  await audit.check('/login with errors');

  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Name must be at least 2 characters').first()).toBeVisible();
  await audit.check('/login sign-up (runner) with errors');
  await page.getByText('Host runs for your community').click();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.locator('[aria-invalid="true"]')).not.toHaveCount(0);
  await audit.check('/login sign-up (business) with errors');

  audit.expectNone();
  console.log(`accessibility (logged out): ${Date.now() - started} ms`);
});

test('a runner: full (demo) and empty (new) screens, the register dialog and the WhatsApp invitation', async ({
  browser,
  server,
}) => {
  test.setTimeout(300_000);
  const started = Date.now();
  const page = await rolePage(browser, server, demoRunner);
  const audit = new Audit(page);
  const { runId, hostId } = await demoIds(page, server);
  await audit.routes('runner', [
    '/user-home',
    '/my-runs',
    '/profile',
    '/runs',
    `/runs/${runId}`,
    `/runs/${runId}/participants`,
    `/business/${hostId}/profile`,
    '/business/profile',
  ]);
  await page.context().close();

  // A new runner: nothing registered yet; then the register dialog (with an error) and the invitation.
  const hostPage = await rolePage(browser, server, demoHost);
  const groupRunId = await createRunAsHost(hostPage.request, server, {
    title: 'Accessible Group Run',
    whatsappGroupLink: 'https://chat.whatsapp.com/a11yGroup',
  });
  await hostPage.context().close();
  const fresh = await rolePage(browser, server);
  const runner = await createAccount(fresh.request, server, 'runner', 'Nuria Runner');
  await logInAs(fresh, server, runner);
  const freshAudit = new Audit(fresh);
  await freshAudit.routes('new runner', ['/user-home', '/my-runs']);

  await fresh.goto(`/runs/${groupRunId}`);
  await fresh.getByRole('button', { name: 'Register for this Run' }).click();
  const dialog = fresh.getByRole('dialog');
  await expect(dialog.getByLabel('Name')).not.toHaveValue('');
  await freshAudit.check('register dialog');
  await dialog.getByLabel('Name').fill('');
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByText(/name/i).nth(1)).toBeVisible();
  await freshAudit.check('register dialog with an error');
  await dialog.getByLabel('Name').fill('Nuria Runner');
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(fresh.getByRole('dialog', { name: "You're Registered!" })).toBeVisible();
  await freshAudit.check('WhatsApp invitation');
  await fresh.getByRole('button', { name: 'Skip for Now' }).click();
  await freshAudit.check('run page, registered');

  audit.findings.push(...freshAudit.findings);
  audit.expectNone();
  console.log(`accessibility (runner): ${Date.now() - started} ms`);
});

test('a business: full (demo) and empty (new) screens, edit profile, delete confirmations, the run form with errors', async ({
  browser,
  server,
}) => {
  test.setTimeout(300_000);
  const started = Date.now();
  const page = await rolePage(browser, server, demoHost);
  const audit = new Audit(page);
  const me = (await (await page.request.get(`${server.url}/api/auth/me`)).json()) as { user: { id: string } };
  const runId = await createRunAsHost(page.request, server, { title: 'Accessible Host Run' });
  await audit.routes('host', [
    '/business/home',
    '/business/profile',
    `/business/${me.user.id}/profile`,
    '/business/all-participants',
    `/business/runs/${runId}/edit`,
    `/runs/${runId}`,
    `/runs/${runId}/participants`,
    '/profile',
  ]);

  await page.goto(`/runs/${runId}`);
  await page.getByRole('button', { name: 'Delete run' }).click();
  await audit.check('run page delete confirmation');
  await page.keyboard.press('Escape');

  await page.goto('/business/home');
  await page.getByRole('button', { name: 'Delete Accessible Host Run' }).first().click();
  await audit.check('dashboard delete confirmation');
  await page.keyboard.press('Escape');

  await page.goto('/business/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await audit.check('edit profile dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Updates & Feed' }).click();
  await page.getByRole('button', { name: 'Create Post' }).click();
  await audit.check('new post with errors');
  await page
    .getByRole('button', { name: /^Delete post/ })
    .first()
    .click();
  await audit.check('delete post confirmation');
  await page.keyboard.press('Escape');

  await page.goto('/business/create-run');
  await audit.check('create run');
  await page
    .getByRole('button', { name: /Create Run/ })
    .last()
    .click();
  await audit.check('create run with errors');
  await page.context().close();

  // A new business: no runs, no posts, no participants.
  const fresh = await rolePage(browser, server);
  const host = await createAccount(fresh.request, server, 'business', 'Berta Host');
  await logInAs(fresh, server, host);
  const freshAudit = new Audit(fresh);
  await freshAudit.routes('new host', ['/business/home', '/business/profile', '/business/all-participants']);

  audit.findings.push(...freshAudit.findings);
  audit.expectNone();
  console.log(`accessibility (business): ${Date.now() - started} ms`);
});
