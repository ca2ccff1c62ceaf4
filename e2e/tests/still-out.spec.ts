// Who is still out, on the host's phone after the start (docs/decisions/055, docs/product.md): one stray tap on a
// runner who is out must not take them off the list; the screen asks first, naming them, and "Keep present" is
// the answer under the thumb. The browser's clock is set past the start (Playwright's clock, no waiting); the
// server's own clock is before it, which marking present and absent does not need.
import { createAccount, logInAs } from '../fixtures/accounts';
import { axeViolations, settle } from '../fixtures/axe';
import { hostOnPhoneWithRunSoon } from '../fixtures/check-in';
import { expect, test } from '../fixtures/test';

test('after the start, un-marking a runner who is still out asks first and a stray tap keeps them counted', async ({
  browser,
  server,
}) => {
  test.setTimeout(120_000);
  const suffix = Math.random().toString(36).slice(2, 7);
  const { hostContext, hostPage, runId } = await hostOnPhoneWithRunSoon(
    browser,
    server,
    `Night Headcount ${suffix}`,
  );

  const runnerContext = await browser.newContext({ baseURL: server.url });
  const runnerPage = await runnerContext.newPage();
  const ana = await createAccount(runnerPage.request, server, 'runner', `Ana Night ${suffix}`);
  await logInAs(runnerPage, server, ana);
  const registered = await runnerPage.request.post(`/api/events/${runId}/registrations`, {
    headers: { origin: server.url },
    data: { name: ana.name, email: ana.email, pace: 6 },
  });
  expect(registered.status()).toBe(201);
  const { id: registrationId } = (await registered.json()) as { id: number };
  await runnerContext.close();

  // Ana is checked in before the start.
  const headers = { origin: server.url };
  const marked = await hostPage.request.put(`/api/events/${runId}/attendance/${registrationId}`, {
    headers,
    data: { present: true },
  });
  expect(marked.status()).toBe(200);
  const { run } = (await (await hostPage.request.get(`/api/events/${runId}/attendance`)).json()) as {
    run: { startsAt: string };
  };

  // Forty minutes into the run, on the host's phone.
  await hostPage.clock.setFixedTime(new Date(Date.parse(run.startsAt) + 40 * 60_000));
  const puts: string[] = [];
  hostPage.on('request', (request) => {
    if (request.method() === 'PUT') puts.push(request.url());
  });
  await hostPage.goto(`/business/runs/${runId}/check-in`);
  const stillOut = hostPage.getByTestId('still-out');
  await expect(stillOut).toHaveText('1 still out');
  const row = hostPage.getByRole('button', { name: new RegExp(`^${ana.name}`) });
  await expect(row).toHaveAttribute('aria-pressed', 'true');

  // A stray tap: the screen asks, naming her, and nothing is sent.
  await row.tap();
  const ask = hostPage.getByRole('group', { name: `Mark ${ana.name} as not here?`, exact: false });
  await expect(ask).toBeVisible();
  await expect(ask.getByRole('button', { name: 'Keep present' })).toBeFocused();
  await settle(hostPage);
  expect(await axeViolations(hostPage, 'asking before un-marking a runner who is out')).toEqual([]);
  await ask.getByRole('button', { name: 'Keep present' }).tap();
  await expect(ask).toBeHidden();
  await expect(stillOut).toHaveText('1 still out');
  await expect(row).toHaveAttribute('aria-pressed', 'true');
  expect(puts).toEqual([]);

  // Meant: she is marked not here, and the server has it.
  await row.tap();
  await ask.getByRole('button', { name: 'Not here' }).tap();
  await expect(row).toHaveAttribute('aria-pressed', 'false');
  await expect(row).toContainText('Not here');
  await expect.poll(() => puts.length).toBe(1);
  await hostPage.reload();
  await expect(hostPage.getByRole('button', { name: new RegExp(`^${ana.name}`) })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await hostContext.close();
});
