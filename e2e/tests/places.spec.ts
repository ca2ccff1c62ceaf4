// One count of a run's places on every screen (docs/decisions/057): a run of 2 places with a registered runner
// and two guests the host let in at check-in says the same on its page, its participants page and the host's
// dashboard, the guests told apart, and past its maximum as it is.
import { createAccount, logInAs } from '../fixtures/accounts';
import { createRunStartingSoon } from '../fixtures/check-in';
import { expect, test } from '../fixtures/test';

test("a run's page, its participants and the dashboard count its runners and guests alike", async ({
  browser,
  server,
}) => {
  test.setTimeout(120_000);
  const suffix = Math.random().toString(36).slice(2, 7);
  const hostContext = await browser.newContext({ baseURL: server.url });
  const hostPage = await hostContext.newPage();
  await logInAs(
    hostPage,
    server,
    await createAccount(hostPage.request, server, 'business', `Places Host ${suffix}`),
  );
  const title = `Places Run ${suffix}`;
  const runId = await createRunStartingSoon(hostPage.request, server, title, { maxParticipants: 2 });

  const runnerContext = await browser.newContext({ baseURL: server.url });
  const runnerPage = await runnerContext.newPage();
  const runner = await createAccount(runnerPage.request, server, 'runner', 'Rosa Runner');
  await logInAs(runnerPage, server, runner);
  const registered = await runnerPage.request.post(`/api/events/${runId}/registrations`, {
    headers: { origin: server.url },
    data: { name: 'Rosa Runner', email: runner.email, pace: 6 },
  });
  expect(registered.status()).toBe(201);
  await runnerContext.close();
  // The host's walk-ins are let in however full the run is: the second takes it past its maximum.
  for (const name of ['Walt Walk-in', 'Wanda Walk-in']) {
    const walkIn = await hostPage.request.post(`/api/events/${runId}/attendance/walk-ins`, {
      headers: { origin: server.url },
      data: { name },
    });
    expect(walkIn.status()).toBe(201);
  }

  await hostPage.goto(`/runs/${runId}`);
  const participants = hostPage.getByRole('region', { name: 'Participants' });
  await expect(participants).toContainText('1 runner registered + 2 guests');

  await participants.getByRole('link', { name: 'View All Participants' }).click();
  await expect(hostPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(hostPage.getByText('1 runner registered + 2 guests')).toBeVisible();
  await expect(hostPage.getByRole('row', { name: /Rosa Runner/ })).toBeVisible();

  await hostPage.goto('/business/home');
  const row = hostPage.getByRole('tabpanel').getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('3/2 places: 1 runner + 2 guests');
  await hostContext.close();
});
