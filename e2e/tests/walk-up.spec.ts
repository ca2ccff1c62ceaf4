// A guest walking up (docs/decisions/055): the host's check-in screen shows a second QR code, "Join this run";
// a guest on a 320 px phone scans it (decoded here with jsqr), answers the run's waiver and gives an emergency
// contact without an account, and is on the host's screen at once; the same e-mail again makes no second guest,
// and the guest's e-mail holds a link to make an account. A guest added by mistake is taken off before the start
// after the row asks first.
import { createAccount, logInAs } from '../fixtures/accounts';
import { axeViolations, settle } from '../fixtures/axe';
import { createRunStartingSoon, hostOnPhoneWithRunSoon, readQrCode } from '../fixtures/check-in';
import { messagesTo } from '../fixtures/mail';
import { expect, test } from '../fixtures/test';

const PHONE = { viewport: { width: 375, height: 812 }, timezoneId: 'Europe/Madrid', hasTouch: true };
const SMALL_PHONE = { viewport: { width: 320, height: 640 }, timezoneId: 'Europe/Madrid', hasTouch: true };
const WAIVER = 'I take part at my own risk and I am fit to run 5 km.';

test('a guest walks up: scans "Join this run", accepts the waiver, and is on the check-in screen', async ({
  browser,
  server,
}) => {
  test.setTimeout(120_000);
  const suffix = Math.random().toString(36).slice(2, 7);
  const hostContext = await browser.newContext({ baseURL: server.url, ...PHONE });
  const hostPage = await hostContext.newPage();
  const host = await createAccount(hostPage.request, server, 'business', `Walk-up Host ${suffix}`);
  await logInAs(hostPage, server, host);
  const title = `Night Walk-up Run ${suffix}`;
  const runId = await createRunStartingSoon(hostPage.request, server, title, {
    requireEmergencyContact: true,
    questions: [
      { kind: 'choice', label: 'T-shirt size', options: ['S', 'M', 'L'], required: true },
      { kind: 'consent', label: 'Club waiver', text: WAIVER, required: true },
    ],
  });

  await hostPage.goto(`/business/runs/${runId}/check-in`);
  await expect(hostPage.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible();
  await expect(hostPage.getByRole('heading', { name: 'Join this run' })).toBeVisible();
  const url = await readQrCode(hostPage, 'QR code for guests to join this run');
  expect(url).toMatch(new RegExp(`/runs/${runId}/join\\?code=`));
  const target = new URL(url);

  // The guest's phone: no account, the smallest screen.
  const guestContext = await browser.newContext({ baseURL: server.url, ...SMALL_PHONE });
  const guestPage = await guestContext.newPage();
  await guestPage.goto(`${target.pathname}${target.search}`);
  await expect(guestPage.getByRole('heading', { level: 1, name: 'Join this run' })).toBeVisible();
  await expect(guestPage.getByText(title)).toBeVisible();
  await expect(guestPage.getByText(WAIVER)).toBeVisible();
  expect(await guestPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  const email = `guest-${suffix}@example.com`;
  await guestPage.getByLabel('Your name').fill('Gina Guest');
  await guestPage.getByLabel('Your email').fill(email);
  await guestPage.getByLabel('T-shirt size').selectOption('M');
  await guestPage.getByRole('button', { name: 'Join' }).tap();
  // The waiver and the emergency contact are asked for, by name.
  await expect(guestPage.getByText('Please accept “Club waiver” to join this run.')).toBeVisible();
  await expect(guestPage.getByText('Emergency contact name must be at least 2 characters.')).toBeVisible();
  // The focus goes to the first field with a message, not left on "Join" below it.
  await expect(guestPage.getByLabel('I have read and accept this')).toBeFocused();
  await settle(guestPage);
  expect(await axeViolations(guestPage, 'walk-up form (320 px)')).toEqual([]);

  await guestPage.getByLabel('I have read and accept this').check();
  await guestPage.getByLabel('Contact name').fill('Pablo Guest');
  await guestPage.getByLabel('Contact phone').fill('+34 611 222 333');
  await guestPage.getByRole('button', { name: 'Join' }).tap();
  await expect(guestPage.getByRole('heading', { name: "You're in!" })).toBeVisible();

  // The host's screen follows within seconds: the guest is present, with the answers.
  const walkIns = hostPage.getByRole('region', { name: 'Walk-ins' });
  await expect(walkIns.getByText('Gina Guest')).toBeVisible({ timeout: 15_000 });
  await expect(walkIns.getByText('Guest', { exact: true })).toBeVisible();
  await expect(walkIns.getByText('T-shirt size: M')).toBeVisible();
  await expect(hostPage.getByTestId('check-in-count')).toContainText('+ 1 walk-in');

  // The guest's e-mail: a link to make an account with this address.
  await expect
    .poll(() => messagesTo(server.dataDir, email).join('\n'), { timeout: 15_000 })
    .toContain(`/login?signup=1&email=${encodeURIComponent(email)}`);

  // Sending the form again with the same e-mail makes no second guest.
  const again = await guestPage.request.post(`/api/events/${runId}/walk-up`, {
    headers: { origin: server.url },
    data: {
      code: target.searchParams.get('code'),
      name: 'Gina Again',
      email: email.toUpperCase(),
      emergencyContact: { name: 'Pablo Guest', phone: '611222333' },
      answers: {},
    },
  });
  expect(again.status()).toBe(200);
  expect(await again.json()).toMatchObject({ alreadyJoined: true, name: 'Gina Guest' });
  await hostPage.reload();
  await expect(hostPage.getByRole('region', { name: 'Walk-ins' }).getByText(/^Gina/)).toHaveCount(1);

  // Before the start the host can take the guest off, asked first in the row: a stray second tap keeps her.
  const remove = walkIns.getByRole('button', { name: 'Remove Gina Guest' });
  await remove.tap();
  const ask = walkIns.getByRole('group', { name: /Remove Gina Guest from this run\?/ });
  await expect(ask.getByRole('button', { name: 'Keep' })).toBeFocused();
  await settle(hostPage);
  expect(await axeViolations(hostPage, 'check-in, removing a guest')).toEqual([]);
  await ask.getByRole('button', { name: 'Keep' }).tap();
  await expect(ask).toBeHidden();
  await expect(walkIns.getByText('Gina Guest')).toBeVisible();
  await remove.tap();
  await ask.getByRole('button', { name: 'Remove', exact: true }).tap();
  await expect(hostPage.getByText('Gina Guest removed from the run')).toBeVisible();
  await expect(walkIns.getByText('Gina Guest')).toHaveCount(0);
  await expect(hostPage.getByTestId('check-in-count')).not.toContainText('walk-in');
  // Gone on the server too: not back after a reload.
  await hostPage.reload();
  await expect(hostPage.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible();
  await expect(hostPage.getByRole('region', { name: 'Walk-ins' }).getByText(/^Gina/)).toHaveCount(0);

  // A walk-in the host adds is asked the waiver too: sent without it, the focus goes to the first field with a
  // message (here the T-shirt size), not left on "Add walk-in" below the form.
  await hostPage.getByRole('button', { name: 'Add a walk-in' }).tap();
  const walkInForm = hostPage.getByRole('form', { name: 'Add a walk-in' });
  await walkInForm.getByLabel('Name', { exact: true }).fill('Wes Walker');
  await walkInForm.getByRole('button', { name: 'Add walk-in' }).tap();
  await expect(walkInForm.getByText('Please accept “Club waiver” to join this run.')).toBeVisible();
  await expect(walkInForm.getByLabel('T-shirt size')).toBeFocused();

  await Promise.all([hostContext.close(), guestContext.close()]);
});

test('on a run with pace groups a guest and a walk-in choose their group, and the host sees it', async ({
  browser,
  server,
}) => {
  test.setTimeout(120_000);
  const suffix = Math.random().toString(36).slice(2, 7);
  const groups = [
    { name: 'Quick', pace: 5, maxParticipants: 5 },
    { name: 'Relaxed', pace: 6.5, maxParticipants: 5 },
  ];
  const title = `Group Walk-up Run ${suffix}`;
  const { hostContext, hostPage, runId } = await hostOnPhoneWithRunSoon(browser, server, title, { groups });
  await hostPage.goto(`/business/runs/${runId}/check-in`);
  const url = new URL(await readQrCode(hostPage, 'QR code for guests to join this run'));

  const guestContext = await browser.newContext({ baseURL: server.url, ...SMALL_PHONE });
  const guestPage = await guestContext.newPage();
  await guestPage.goto(`${url.pathname}${url.search}`);
  // The register dialog's choice: the first group with room to start with.
  const choice = guestPage.getByRole('group', { name: 'Pace group' });
  await expect(choice.getByRole('radio', { name: 'Quick · 5:00 /km · 5 spots left' })).toBeChecked();
  await guestPage.getByLabel('Your name').fill('Gina Guest');
  await guestPage.getByLabel('Your email').fill(`group-guest-${suffix}@example.com`);
  await choice.getByRole('radio', { name: /^Relaxed/ }).check();
  expect(await guestPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await guestPage.getByRole('button', { name: 'Join' }).tap();
  await expect(guestPage.getByRole('heading', { name: "You're in!" })).toBeVisible();

  const walkIns = hostPage.getByRole('region', { name: 'Walk-ins' });
  const gina = walkIns.getByRole('listitem').filter({ hasText: 'Gina Guest' });
  await expect(gina.getByText('Pace group: Relaxed')).toBeVisible({ timeout: 15_000 });

  await hostPage.getByRole('button', { name: 'Add a walk-in' }).tap();
  const walkInForm = hostPage.getByRole('form', { name: 'Add a walk-in' });
  await walkInForm.getByLabel('Name', { exact: true }).fill('Wes Walker');
  await walkInForm
    .getByRole('group', { name: 'Pace group' })
    .getByRole('radio', { name: /^Quick/ })
    .check();
  await walkInForm.getByRole('button', { name: 'Add walk-in' }).tap();
  const wes = walkIns.getByRole('listitem').filter({ hasText: 'Wes Walker' });
  await expect(wes.getByText('Pace group: Quick')).toBeVisible();
  await settle(hostPage);
  expect(await axeViolations(hostPage, 'check-in, guests with pace groups')).toEqual([]);
  // Still there after a reload: the server keeps each guest's group.
  await hostPage.reload();
  await expect(gina.getByText('Pace group: Relaxed')).toBeVisible();
  await expect(wes.getByText('Pace group: Quick')).toBeVisible();

  await Promise.all([hostContext.close(), guestContext.close()]);
});
