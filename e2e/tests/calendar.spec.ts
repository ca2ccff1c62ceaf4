// Calendar subscriptions end to end (decision 033): a runner subscribes to their runs from My Runs (the feed parses with a real iCalendar
// parser and holds the run), resets the link (the old one answers 404), and a host's public profile links its
// feed as webcal://.
import ICAL from 'ical.js';
import type { APIRequestContext } from '@playwright/test';
import { createAccount, logInAs } from '../fixtures/accounts';
import { createRunAsHost } from '../fixtures/runs';
import { expect, test } from '../fixtures/test';

test.use({ timezoneId: 'Europe/Madrid' });

/** The summaries and UIDs of a feed, parsed by ical.js (which throws on a malformed calendar). */
async function fetchFeed(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(await response.text()) as unknown[]);
  return calendar.getAllSubcomponents('vevent').map((event) => ({
    uid: String(event.getFirstPropertyValue('uid')),
    summary: String(event.getFirstPropertyValue('summary')),
    status: String(event.getFirstPropertyValue('status')),
  }));
}

test('a runner subscribes from My Runs, resets the link; a host profile offers its feed', async ({
  browser,
  server,
  request,
}) => {
  test.setTimeout(120_000);
  const suffix = Math.random().toString(36).slice(2, 7);
  const hostPage = await browser.newPage({ baseURL: server.url });
  const host = await createAccount(hostPage.request, server, 'business', 'Feed Host');
  await logInAs(hostPage, server, host);
  const title = `Calendar Club Run ${suffix}`;
  const runId = await createRunAsHost(hostPage.request, server, { title });
  const hostId = ((await (await hostPage.request.get('/api/auth/me')).json()) as { user: { id: string } })
    .user.id;
  const uid = `run-${runId}@${new URL(server.url).hostname}`;

  const runner = await createAccount(hostPage.request, server, 'runner', 'Cal Runner');
  const context = await browser.newContext({ baseURL: server.url, timezoneId: 'Europe/Madrid' });
  const page = await context.newPage();
  await logInAs(page, server, runner);
  const registered = await page.request.post(`/api/events/${runId}/registrations`, {
    headers: { origin: server.url },
    data: { name: 'Cal Runner', email: runner.email, pace: 6 },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  await page.goto('/my-runs');
  const block = page.getByRole('region', { name: 'Subscribe in your calendar' });
  await expect(block.getByRole('heading', { name: 'Subscribe in your calendar' })).toBeVisible();
  const address = block.getByLabel('Calendar address');
  await expect(address).toContainText('/api/calendar/');
  const url = (await address.textContent())?.trim() ?? '';
  await expect(block.getByRole('link', { name: 'Open in my calendar app' })).toHaveAttribute(
    'href',
    url.replace(/^https?:/, 'webcal:'),
  );
  // A calendar app has no session: the address alone opens the feed (`request` carries no cookie).
  const feed = await fetchFeed(request, url);
  expect(feed).toContainEqual({ uid, summary: title, status: 'CONFIRMED' });

  await block.getByRole('button', { name: 'Reset link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your calendar link?' });
  await expect(dialog).toContainText('The old link stops working');
  await dialog.getByRole('button', { name: 'Reset link' }).click();
  await expect(dialog).toBeHidden();
  await expect(address).not.toHaveText(url);
  const newUrl = (await address.textContent())?.trim() ?? '';
  expect(newUrl).toContain('/api/calendar/');
  expect((await request.get(url)).status()).toBe(404);
  expect(await fetchFeed(request, newUrl)).toContainEqual({ uid, summary: title, status: 'CONFIRMED' });

  // The host's public profile: 'Subscribe' is the feed as webcal://, whose http(s) twin parses.
  await page.goto(`/business/${hostId}/profile`);
  const subscribe = page.getByRole('link', { name: 'Subscribe', exact: true });
  const webcal = (await subscribe.getAttribute('href')) ?? '';
  expect(webcal).toBe(`webcal://${new URL(server.url).host}/api/businesses/${hostId}/calendar.ics`);
  const twin = webcal.replace(/^webcal:/, new URL(server.url).protocol);
  expect(await fetchFeed(request, twin)).toContainEqual({ uid, summary: title, status: 'CONFIRMED' });
  await context.close();
});
