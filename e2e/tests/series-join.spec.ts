// "Join every week" end to end (docs/decisions/053): a runner joins a weekly run from its page with the keyboard,
// My Runs says "<title> · Every <weekday> — you're in" once with its dates (at 320 px too), one date is given up
// from its e-mail's link without logging in, and leaving every week cancels the rest. A run that asks a waiver is
// joined date by date, and its page says so.
import { createAccount, logInAs } from '../fixtures/accounts';
import { mailedSpotLink } from '../fixtures/mail';
import { createRunAsHost, madridDateIn, weekdayOf } from '../fixtures/runs';
import { expect, test } from '../fixtures/test';

test.use({ seedDemo: false, timezoneId: 'Europe/Madrid' });

test('a runner joins every week, sees it once on My Runs, gives up one date by e-mail and leaves', async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  const host = await createAccount(page.request, server, 'business', 'Club Host');
  await logInAs(page, server, host);
  const title = `Tuesday Club ${Math.random().toString(36).slice(2, 7)}`;
  const date = madridDateIn(2);
  const created = await page.request.post(`${server.url}/api/events`, {
    headers: { origin: server.url },
    data: {
      title,
      description: 'The club run: every week, all paces welcome.',
      date,
      time: '19:00',
      timezone: 'Europe/Madrid',
      location: 'Retiro Park',
      address: 'Parque del Retiro, Madrid',
      distance: 8,
      pace: 5.5,
      maxParticipants: 10,
      latitude: 40.4153,
      longitude: -3.6845,
      repeat: { everyWeeks: 1, count: 4 },
    },
  });
  expect(created.status()).toBe(201);
  const firstRunId = ((await created.json()) as { id: number }).id;
  await page.context().clearCookies();

  const runner = await createAccount(page.request, server, 'runner', 'Lucía Runner');
  await logInAs(page, server, runner);
  await page.goto(`/runs/${firstRunId}`);
  const series = page.getByRole('region', { name: `Every ${weekdayOf(date)} at 19:00` });
  const join = series.getByRole('button', { name: 'Join every week' });
  // It works once the page has hydrated.
  await expect(join).toBeEnabled();
  await join.focus();
  await page.keyboard.press('Enter');
  await expect(series.getByRole('button', { name: 'Leave every week' })).toBeVisible();
  await expect(page.getByText("You're in every week.").first()).toBeVisible();

  // My Runs: the series once, with its four dates, and not four cards more; at 320 px without sideways scrolling.
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto('/my-runs');
  const joined = page.getByRole('region', { name: `${title} · Every ${weekdayOf(date)} — you're in` });
  await expect(joined).toBeVisible();
  await expect(joined.getByRole('link')).toHaveCount(4);
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  // One date's confirmation has a link that gives up the spot without logging in; its page asks once.
  const giveUp = await mailedSpotLink(server.dataDir, runner.email, 'give-up');
  const stranger = await page.context().browser()!.newContext({ baseURL: server.url });
  const linkPage = await stranger.newPage();
  await linkPage.goto(giveUp);
  await expect(linkPage.getByRole('heading', { name: 'Give up your spot?' })).toBeVisible();
  await linkPage.getByRole('button', { name: 'Give up my spot' }).click();
  await expect(linkPage.getByRole('heading', { name: 'Your spot is free' })).toBeVisible();
  await stranger.close();
  await page.reload();
  await expect(joined.getByRole('link')).toHaveCount(3);

  // Leaving every week cancels the other dates.
  await joined.getByRole('button', { name: 'Leave every week' }).click();
  // It asks first, as giving up one date does (docs/product.md §4).
  const confirm = page.getByRole('dialog', { name: 'Leave every date?' });
  await confirm.getByRole('button', { name: 'Leave every week' }).click();
  await expect(page.getByText("You've left every week").first()).toBeVisible();
  await expect(joined).toHaveCount(0);
  const left = await page.request.get(`${server.url}/api/registrations/me?scope=upcoming`);
  expect(((await left.json()) as { items: unknown[] }).items).toEqual([]);
});

test('on a weekly run with pace groups, joining every week asks which group and keeps it on every date', async ({
  page,
  server,
}) => {
  test.setTimeout(90_000);
  const host = await createAccount(page.request, server, 'business', 'Club Host');
  await logInAs(page, server, host);
  const date = madridDateIn(2);
  const created = await page.request.post(`${server.url}/api/events`, {
    headers: { origin: server.url },
    data: {
      title: `Grouped Club ${Math.random().toString(36).slice(2, 7)}`,
      description: 'Two paces, every week: pick your group.',
      date,
      time: '19:00',
      timezone: 'Europe/Madrid',
      location: 'Retiro Park',
      address: 'Parque del Retiro, Madrid',
      distance: 8,
      pace: 5.5,
      maxParticipants: 10,
      groups: [
        { name: 'Quick', pace: 5, maxParticipants: 5 },
        { name: 'Relaxed', pace: 6.5, maxParticipants: 5 },
      ],
      repeat: { everyWeeks: 1, count: 2 },
    },
  });
  expect(created.status()).toBe(201);
  const run = (await created.json()) as { id: number; groups: { id: number; name: string }[] };
  await page.context().clearCookies();

  const runner = await createAccount(page.request, server, 'runner', 'Gael Runner');
  await logInAs(page, server, runner);
  await page.goto(`/runs/${run.id}`);
  const join = page
    .getByRole('region', { name: `Every ${weekdayOf(date)} at 19:00` })
    .getByRole('button', { name: 'Join every week' });
  await expect(join).toBeEnabled();
  await join.click();
  const dialog = page.getByRole('dialog', { name: 'Join every week' });
  await dialog
    .getByRole('group', { name: 'Pace group' })
    .getByRole('radio', { name: /Relaxed/ })
    .check();
  await dialog.getByRole('button', { name: 'Join every week' }).click();
  await expect(page.getByText("You're in every week.").first()).toBeVisible();

  // Both dates are in the Relaxed group (each date's own group of that place).
  const mine = await page.request.get(`${server.url}/api/registrations/me/series`);
  const [joined] = (
    (await mine.json()) as {
      items: {
        dates: { run: { groups: { id: number; name: string }[] }; registration: { groupId: number } }[];
      }[];
    }
  ).items;
  expect(joined?.dates).toHaveLength(2);
  for (const { run: date, registration } of joined?.dates ?? []) {
    expect(date.groups.find((g) => g.id === registration.groupId)?.name).toBe('Relaxed');
  }
});

test('a weekly run with a waiver, even one the host left optional, is joined date by date, and its page says why', async ({
  page,
  server,
}) => {
  const host = await createAccount(page.request, server, 'business', 'Club Host');
  await logInAs(page, server, host);
  const runId = await createRunAsHost(page.request, server, {
    title: `Waiver Club ${Math.random().toString(36).slice(2, 7)}`,
    weeks: 2,
    questions: [{ kind: 'consent', label: 'Waiver', text: 'I run at my own risk.', required: false }],
  });
  await page.context().clearCookies();

  const runner = await createAccount(page.request, server, 'runner', 'Noa Runner');
  await logInAs(page, server, runner);
  await page.goto(`/runs/${runId}`);
  const series = page.getByRole('region', { name: /^Every \w+ at 09:00$/ });
  await expect(
    series.getByText('This run asks a few questions on each date, so register for each date on its own.'),
  ).toBeVisible();
  await expect(series.getByRole('button', { name: 'Join every week' })).toHaveCount(0);
});
