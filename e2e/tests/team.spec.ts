// A host's team end to end (docs/decisions/054): the owner invites a leader from the business's settings, the
// leader follows the e-mailed link, logs in, accepts, and takes check-in on a phone; the owner's dashboard
// says who did it.
import { createAccount, logInAs } from '../fixtures/accounts';
import { axeViolations, settle } from '../fixtures/axe';
import { mailedLink } from '../fixtures/mail';
import { createRunAsHost } from '../fixtures/runs';
import { expect, test } from '../fixtures/test';

const PHONE = { viewport: { width: 375, height: 812 }, timezoneId: 'Europe/Madrid', hasTouch: true };

test('an owner invites a leader, who accepts and takes check-in', async ({ browser, server }) => {
  test.setTimeout(120_000);
  const suffix = Math.random().toString(36).slice(2, 7);
  const ownerContext = await browser.newContext({ baseURL: server.url });
  const ownerPage = await ownerContext.newPage();
  const owner = await createAccount(ownerPage.request, server, 'business', `Team Host ${suffix}`);
  await logInAs(ownerPage, server, owner);
  // Long enough that its check-in button must wrap on a phone (docs/product.md, "Phones").
  const title = `Team Night Run ${suffix}: from the Retiro gate to Madrid Río and back along the river`;
  const runId = await createRunAsHost(ownerPage.request, server, { title, startsInMinutes: 60 });

  // A runner registered for the run, and the leader-to-be with an account of their own.
  const runnerContext = await browser.newContext({ baseURL: server.url });
  const runnerPage = await runnerContext.newPage();
  const runner = await createAccount(runnerPage.request, server, 'runner', 'Rita Registered');
  await logInAs(runnerPage, server, runner);
  const registered = await runnerPage.request.post(`/api/events/${runId}/registrations`, {
    headers: { origin: server.url },
    data: { name: runner.name, email: runner.email, pace: 6 },
  });
  expect(registered.status()).toBe(201);
  await runnerContext.close();
  const leaderContext = await browser.newContext({ baseURL: server.url, ...PHONE });
  const leaderPage = await leaderContext.newPage();
  const leader = await createAccount(leaderPage.request, server, 'runner', 'Leo Leader');

  // The owner invites from the Team tab of the business's settings, with the keyboard.
  await ownerPage.goto('/business/profile');
  await ownerPage.getByRole('tab', { name: 'Team' }).click();
  await ownerPage.getByLabel('E-mail address').fill(leader.email);
  await ownerPage.getByLabel('Role', { exact: true }).selectOption('leader');
  await ownerPage.getByRole('button', { name: 'Send invitation' }).press('Enter');
  await expect(ownerPage.getByText(`${leader.email} as a leader`)).toBeVisible();

  // The leader opens the e-mailed link, logs in from there, comes back and accepts.
  const link = await mailedLink(server.dataDir, leader.email, '/team/join');
  await leaderPage.goto(link);
  // Who invites, and as what, before logging in.
  await expect(leaderPage.getByText(/invited you to help with their runs as a leader\./)).toBeVisible();
  await leaderPage.getByRole('link', { name: 'Log in' }).first().click();
  await leaderPage.getByLabel('Email').fill(leader.email);
  await leaderPage.getByLabel('Password').fill(leader.password);
  await leaderPage.getByRole('button', { name: 'Login' }).click();
  await expect(leaderPage).toHaveURL(/\/team\/join\?token=/);
  await leaderPage.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(leaderPage.getByText(/You are now in the team of/)).toBeVisible();
  await leaderPage.getByRole('button', { name: 'Go to your team' }).click();

  // "Acting for …", the business's runs, check-in and no editing.
  // The page says so (the navbar does too, in its menu).
  await expect(
    leaderPage.getByRole('main').getByText(`Acting for ${owner.name}'s Running Club`),
  ).toBeVisible();
  await expect(leaderPage.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  // The long title's check-in button wraps rather than push the page sideways at 320 px.
  await leaderPage.setViewportSize({ width: 320, height: 640 });
  await expect(leaderPage.getByRole('link', { name: `Check-in: ${title}` })).toBeVisible();
  expect(await leaderPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await leaderPage.setViewportSize(PHONE.viewport);
  await leaderPage.getByRole('link', { name: `Check-in: ${title}` }).click();
  await expect(leaderPage).toHaveURL(new RegExp(`/business/runs/${runId}/check-in$`));
  const count = leaderPage.getByTestId('check-in-count');
  await expect(count).toHaveText('0 of 1 checked in');
  const rita = leaderPage.getByRole('button', { name: /Rita Registered/ });
  await rita.tap();
  await expect(rita).toHaveAttribute('aria-pressed', 'true');
  await expect(count).toHaveText('1 of 1 checked in');
  await settle(leaderPage);
  expect(await axeViolations(leaderPage, 'check-in by a leader')).toEqual([]);
  await leaderPage.setViewportSize({ width: 320, height: 640 });
  expect(await leaderPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  // A leader may not edit the run: the server says no.
  const edit = await leaderPage.request.patch(`/api/events/${runId}`, {
    headers: { origin: server.url },
    data: { description: 'A leader tries to change the run description.' },
  });
  expect(edit.status()).toBe(403);

  // The owner's dashboard says who did what.
  await ownerPage.goto('/business/home');
  const activity = ownerPage.getByRole('region', { name: 'Team activity' });
  await expect(activity.getByText(`Leo Leader checked in runners at ${title}`)).toBeVisible();

  await Promise.all([ownerContext.close(), leaderContext.close()]);
});

test('a manager creates a run for the business in the browser', async ({ browser, server }) => {
  test.setTimeout(120_000);
  const suffix = Math.random().toString(36).slice(2, 7);
  const ownerContext = await browser.newContext({ baseURL: server.url });
  const owner = await createAccount(ownerContext.request, server, 'business', `Retiro Host ${suffix}`);
  await logInAs(await ownerContext.newPage(), server, owner);
  const context = await browser.newContext({ baseURL: server.url, timezoneId: 'Europe/Madrid' });
  const page = await context.newPage();
  const manager = await createAccount(page.request, server, 'runner', 'Mia Manager');
  const invited = await ownerContext.request.post('/api/business/team/invitations', {
    headers: { origin: server.url },
    data: { email: manager.email, role: 'manager' },
  });
  expect(invited.status()).toBe(201);
  const link = await mailedLink(server.dataDir, manager.email, '/team/join');
  const token = new URL(link, server.url).searchParams.get('token');
  await logInAs(page, server, manager);
  const accepted = await page.request.post('/api/team/invitations/accept', {
    headers: { origin: server.url },
    data: { token },
  });
  expect(accepted.status()).toBe(200);

  // The navbar says whom the runner acts for; the team's screen leads to the business's own screens.
  const business = `${owner.name}'s Running Club`;
  await page.goto('/my-runs');
  await page.getByRole('link', { name: `Acting for ${business}` }).click();
  await page.getByRole('link', { name: 'Create a run' }).click();
  await expect(page).toHaveURL(/\/business\/create-run$/);
  await expect(page.getByRole('main').getByText(`Acting for ${business}`)).toBeVisible();
  const title = `Manager's Tempo ${suffix}`;
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(
    new Date(Date.now() + 3 * 86_400_000),
  );
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Tempo laps of the park, led by the team.');
  await page.getByLabel('Date').fill(date);
  await page.getByLabel('Time').fill('19:30');
  await page.getByLabel('Location').fill('Retiro Park');
  await page.getByLabel('Address').fill('Parque del Retiro, Madrid');
  await expect(page.getByText('Location found: 40.4153, -3.6845')).toBeVisible();
  await page.getByRole('button', { name: 'Create Run' }).click();
  await expect(page.getByText('Run created successfully!').first()).toBeVisible();

  // The business's dashboard, as its manager sees it, has the run; the business is its host.
  await expect(page).toHaveURL(/\/business\/home$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Mia Manager!' })).toBeVisible();
  await expect(page.getByText(`Acting for ${business}`).first()).toBeVisible();
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
  const me = (await (await ownerContext.request.get('/api/auth/me')).json()) as { user: { id: string } };
  const runs = await page.request.get(`/api/events?hostId=${me.user.id}`);
  expect(((await runs.json()) as { items: { title: string }[] }).items.map((r) => r.title)).toContain(title);

  await Promise.all([ownerContext.close(), context.close()]);
});

test("the owner's team at 320 px in Spanish: a member's role shows its word and Remove its whole name", async ({
  browser,
  server,
}) => {
  const owner = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 320, height: 640 },
    locale: 'es-ES',
    extraHTTPHeaders: { 'accept-language': 'es-ES,es;q=0.9' },
  });
  const ownerAccount = await createAccount(owner.request, server, 'business', 'Cafetería Zancada', 'es');
  const ownerPage = await owner.newPage();
  await logInAs(ownerPage, server, ownerAccount);
  const member = await browser.newContext({ baseURL: server.url });
  const name = 'María José Fernández-Castellanos de la Torre';
  const memberAccount = await createAccount(member.request, server, 'runner', name, 'es');
  const invited = await owner.request.post('/api/business/team/invitations', {
    headers: { origin: server.url },
    data: { email: memberAccount.email, role: 'manager' },
  });
  expect(invited.status()).toBe(201);
  const link = await mailedLink(server.dataDir, memberAccount.email, '/team/join');
  await logInAs(await member.newPage(), server, memberAccount);
  const accepted = await member.request.post('/api/team/invitations/accept', {
    headers: { origin: server.url },
    data: { token: new URL(link, server.url).searchParams.get('token') },
  });
  expect(accepted.status()).toBe(200);

  await ownerPage.goto('/business/team');
  const role = ownerPage.getByRole('combobox', { name: `Rol de ${name}` });
  await expect(role).toHaveValue('manager');
  // Wide enough for "Gestor" and its arrow, not squeezed to a letter by the button beside it.
  expect((await role.boundingBox())!.width).toBeGreaterThanOrEqual(90);
  const remove = (await ownerPage.getByRole('button', { name: `Quitar a ${name}` }).boundingBox())!;
  expect(remove.x + remove.width).toBeLessThanOrEqual(320);
  expect(
    await ownerPage.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);
});
