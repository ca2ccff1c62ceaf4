// Pace groups end to end (docs/decisions/052): a host adds groups in the run form, the card and the run page
// show them, a runner on a phone picks a group in the register dialog (a full group waitlists while another
// has room), and the host sees the participants by group.
import { createAccount, logInAs } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';

test.use({ seedDemo: false, timezoneId: 'Europe/Madrid' });

const madridDateIn = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

test('a host adds pace groups; runners pick one, a full group waitlists; the host sees them by group', async ({
  browser,
  server,
}) => {
  test.setTimeout(150_000);
  const hostPage = await browser.newPage({ baseURL: server.url });
  const host = await createAccount(hostPage.request, server, 'business', 'Club Host');
  await logInAs(hostPage, server, host);
  const title = `Tuesday Club ${Math.random().toString(36).slice(2, 7)}`;

  await hostPage.goto('/business/create-run');
  await hostPage.getByLabel('Title').fill(title);
  await hostPage.getByLabel('Description').fill('Three paces, nobody dropped: pick your group.');
  await hostPage.getByLabel('Date').fill(madridDateIn(3));
  await hostPage.getByLabel('Time').fill('19:00');
  await hostPage.getByLabel('Location').fill('Retiro Park');
  await hostPage.getByLabel('Address').fill('Parque del Retiro, Madrid');
  const groups = [
    { name: 'Fast', pace: '5:15', max: '1', leader: 'Ana' },
    { name: 'Easy', pace: '6:30', max: '10', leader: '' },
  ];
  for (const [index, group] of groups.entries()) {
    await hostPage.getByRole('button', { name: 'Add a pace group' }).click();
    const row = hostPage.getByRole('group', { name: `Group ${index + 1}` });
    await row.getByLabel('Name').fill(group.name);
    await row.getByLabel('Pace (min:sec per km)').fill(group.pace);
    await row.getByLabel('Max runners (empty: no limit)').fill(group.max);
    if (group.leader) await row.getByLabel('Leader (optional)').fill(group.leader);
  }
  await hostPage.getByRole('button', { name: 'Create Run' }).click();
  await expect(hostPage.getByText('Run created successfully!').first()).toBeVisible();
  await expect(hostPage).toHaveURL(/\/business\/home$/);
  await hostPage
    .getByRole('listitem')
    .filter({ hasText: title })
    .getByRole('link', { name: title, exact: true })
    .click();
  await expect(hostPage).toHaveURL(/\/runs\/\d+$/);
  const runPath = new URL(hostPage.url()).pathname;

  const groupsSection = hostPage.getByRole('region', { name: 'Pace groups' });
  await expect(groupsSection.getByTestId('pace-group')).toHaveCount(2);
  await expect(groupsSection.getByTestId('pace-group').first()).toContainText('Led by Ana');

  // Two runners on a 320 px phone: the first takes Fast's one spot, the second is waitlisted there.
  const runners = await Promise.all([
    createAccount(hostPage.request, server, 'runner', 'Rita Runner'),
    createAccount(hostPage.request, server, 'runner', 'Sam Runner'),
  ]);
  const outcomes: string[] = [];
  for (const runner of runners) {
    const context = await browser.newContext({
      baseURL: server.url,
      timezoneId: 'Europe/Madrid',
      viewport: { width: 320, height: 720 },
    });
    const page = await context.newPage();
    await logInAs(page, server, runner);
    await page.goto('/runs');
    const card = page.getByRole('article', { name: title });
    // The groups' paces, not the form's own pace or its category (docs/decisions/052).
    await expect(card).toContainText('5:15–6:30 min/km');
    await expect(card).toContainText('2 pace groups');
    await expect(card).not.toContainText('Beginner');
    await page.goto(runPath);
    await page.getByRole('button', { name: 'Register for this Run' }).click();
    const dialog = page.getByRole('dialog');
    const choice = dialog.getByRole('group', { name: 'Pace group' });
    await choice.getByRole('radio', { name: /Fast/ }).check();
    const waitlisted = outcomes.length > 0;
    await dialog.getByRole('button', { name: waitlisted ? 'Join Waitlist' : 'Register' }).click();
    await expect(
      page.getByText(waitlisted ? /on the waitlist/ : "You're Registered! ✓").first(),
    ).toBeVisible();
    // No sideways scrolling at 320 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    outcomes.push(waitlisted ? 'waitlisted' : 'confirmed');
    await context.close();
  }

  // The host's participants list has a Group column.
  await hostPage.goto(`${runPath}/participants`);
  const table = hostPage.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Pace group' })).toBeVisible();
  await expect(table.getByRole('row', { name: /Rita Runner/ })).toContainText('Fast');
  await expect(table.getByRole('row', { name: /Sam Runner/ })).toContainText('Fast');
  await expect(table.getByRole('row', { name: /Sam Runner/ })).toContainText('Waitlist');

  // Rita moves to Easy on her phone: her spot in Fast goes to Sam, first on its waitlist.
  const ritaContext = await browser.newContext({
    baseURL: server.url,
    timezoneId: 'Europe/Madrid',
    viewport: { width: 320, height: 720 },
  });
  const rita = await ritaContext.newPage();
  await logInAs(rita, server, runners[0]);
  await rita.goto(runPath);
  await expect(rita.getByText('Your group: Fast')).toBeVisible();
  await rita.getByRole('button', { name: 'Change group' }).click();
  const move = rita.getByRole('dialog', { name: 'Change your pace group' });
  await move.getByRole('radio', { name: /Easy/ }).check();
  await move.getByRole('button', { name: 'Move me' }).click();
  await expect(rita.getByText("You're now in Easy.")).toBeVisible();
  await expect(rita.getByText('Your group: Easy')).toBeVisible();
  expect(await rita.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await ritaContext.close();

  await hostPage.reload();
  await expect(table.getByRole('row', { name: /Rita Runner/ })).toContainText('Easy');
  await expect(table.getByRole('row', { name: /Sam Runner/ })).toContainText('Fast');
  await expect(table.getByRole('row', { name: /Sam Runner/ })).not.toContainText('Waitlist');
});
