// The installable app. Its manifest and icons, and a runner's registered run opening with the
// network off, from the service worker's copy; log-out empties that copy. A page the device never kept says so
// offline, in the page's language, and loads once the network is back.
import type { Browser, Page } from '@playwright/test';
import { createAccount, logInAs } from '../fixtures/accounts';
import { createRunAsHost, type NewRun } from '../fixtures/runs';
import { es } from '../fixtures/spanish';
import { expect, test } from '../fixtures/test';
import { parseHtml } from '../fixtures/html';
import type { RunningServer } from '../fixtures/server';

test.use({ serviceWorkers: 'allow', seedDemo: false });

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

test('the manifest names the app, its icons at the required sizes (maskable too) and its shortcuts', async ({
  page,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = (await (await page.request.get(href!)).json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose?: string }[];
    shortcuts: { name: string; url: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'RunTogether',
    start_url: '/',
    display: 'standalone',
    theme_color: '#c2410c',
  });
  expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
    ['Find Runs', '/runs'],
    ['My Runs', '/my-runs'],
  ]);
  for (const size of [192, 512]) {
    for (const purpose of ['any', 'maskable']) {
      const icon = manifest.icons.find(
        (i) => i.sizes === `${size}x${size}` && (i.purpose ?? 'any') === purpose,
      );
      expect(icon, `${size} ${purpose}`).toBeDefined();
      const response = await page.request.get(icon!.src);
      expect(response.headers()['content-type']).toBe('image/png');
      expect(pngSize(await response.body())).toEqual([size, size]);
    }
  }
});

test('the service worker precaches the icons, each once', async ({ request }) => {
  const worker = await (await request.get('/sw.js')).text();
  // Workbox writes its precache list into the worker as {url:"…",revision:…} entries.
  const urls = [...worker.matchAll(/url:"([^"]+)"/g)].map((match) => match[1]);
  expect(urls).toEqual(
    expect.arrayContaining([
      'favicon.svg',
      'icons/apple-touch-icon.png',
      'icons/icon-192.png',
      'icons/icon-512.png',
      'icons/icon-maskable-192.png',
      'icons/icon-maskable-512.png',
    ]),
  );
  expect(urls.filter((url, index) => urls.indexOf(url) !== index)).toEqual([]);
});

test('the service worker precaches the manifest of every language', async ({ request }) => {
  const worker = await (await request.get('/sw.js')).text();
  const urls = [...worker.matchAll(/url:"([^"]+)"/g)].map((match) => match[1]);
  expect(urls).toEqual(expect.arrayContaining(['manifest.webmanifest', 'manifest.es.webmanifest']));
  expect(urls.filter((url, index) => urls.indexOf(url) !== index)).toEqual([]);
});

test('a Spanish page links the manifest in Spanish: the same app, its words in Spanish', async ({
  request,
}) => {
  const html = await (await request.get('/runs?lang=es')).text();
  expect(parseHtml(html)('html').attr('lang')).toBe('es');
  expect(parseHtml(html)('link[rel="manifest"]').attr('href')).toBe('/manifest.es.webmanifest');
  const response = await request.get('/manifest.es.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  expect(response.headers()['cache-control']).toBe('no-cache');
  const spanish = (await response.json()) as {
    id: string;
    lang: string;
    description: string;
    shortcuts: { name: string; url: string }[];
  };
  const english = (await (await request.get('/manifest.webmanifest')).json()) as typeof spanish;
  expect(spanish).toMatchObject({ id: english.id, lang: 'es' });
  expect(spanish.description).not.toBe(english.description);
  expect(spanish.shortcuts.map((s) => [s.name, s.url])).toEqual([
    ['Buscar quedadas', '/runs'],
    ['Mis quedadas', '/my-runs'],
  ]);
  // An English page keeps the English manifest.
  const englishPage = parseHtml(await (await request.get('/runs?lang=en')).text());
  expect(englishPage('link[rel="manifest"]').attr('href')).toBe('/manifest.webmanifest');
});

test('a registered run opens with the network off; actions wait for the network; log-out forgets it', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(90_000);
  const title = `Offline Run ${Math.random().toString(36).slice(2, 6)}`;
  const {
    runIds: [runId],
  } = await newHostsRuns(browser, server, 'Offline Host', [
    { title, whatsappGroupLink: 'https://chat.whatsapp.com/offlineGroup' },
  ]);

  const runner = await createAccount(page.request, server, 'runner', 'Olga Offline');
  await logInAs(page, server, runner);
  const registered = await page.request.post(`/api/events/${runId}/registrations`, {
    headers: { origin: server.url },
    data: { name: 'Olga Offline', email: runner.email, pace: 6 },
  });
  expect(registered.status()).toBe(201);

  // My Runs, once the service worker controls the page, keeps the run on the device.
  await page.goto('/my-runs');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(async (id) => {
        const cache = await caches.open('rt-api');
        return Boolean(await cache.match(`/api/events/${id}`));
      }, runId),
    )
    .toBe(true);

  await page.context().setOffline(true);
  await page.goto(`/runs/${runId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("You're offline.")).toBeVisible();
  await expect(page.getByRole('link', { name: /Join WhatsApp Group/ })).toHaveAttribute(
    'href',
    'https://chat.whatsapp.com/offlineGroup',
  );
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeDisabled();

  await page.context().setOffline(false);
  await expect(page.getByText("You're offline.")).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('rt-api'))))
    .toEqual([]);
});

/** A new host (signed in through the log-in page) and its runs, made through the API; the host's browser is closed. */
async function newHostsRuns(browser: Browser, server: RunningServer, hostName: string, runs: NewRun[]) {
  const context = await browser.newContext({ baseURL: server.url });
  const host = await createAccount(context.request, server, 'business', hostName);
  await logInAs(await context.newPage(), server, host);
  const runIds: number[] = [];
  for (const run of runs) runIds.push(await createRunAsHost(context.request, server, run));
  const me = (await (await context.request.get('/api/auth/me')).json()) as { user: { id: string } };
  await context.close();
  return { runIds, hostId: me.user.id };
}

/** Opens `path` until the service worker controls the page: from then on it answers offline. */
async function underTheWorker(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

// Long before the network is back, which is when the page used to stop loading. Not tighter: on a loaded machine
// the worker's first try alone has taken over 4 s.
const AT_ONCE = { timeout: 15_000 };

test("a run or host's page the device never kept says so offline, and loads once the network is back", async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(90_000);
  const title = `Never Kept ${Math.random().toString(36).slice(2, 6)}`;
  const {
    runIds: [runId],
    hostId,
  } = await newHostsRuns(browser, server, 'Never Kept Host', [{ title }]);

  await underTheWorker(page, '/runs');
  const card = page.getByRole('link', { name: title }).first();
  await expect(card).toBeVisible();

  // The network goes while the page is open (the app hears it), then the run is opened from the list.
  await page.context().setOffline(true);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/runs/${runId}$`));
  await expect(
    page.getByRole('heading', { name: "You're offline, and this run isn't saved on this device." }),
  ).toBeVisible(AT_ONCE);
  await expect(page.getByText("It will load as soon as you're back online.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await page.context().setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // A page opened with the network already off: the worker's offline page hands over to the host's page.
  await page.context().setOffline(true);
  await page.goto(`/business/${hostId}/profile`);
  await expect(
    page.getByRole('heading', { name: "You're offline, and this host's page isn't saved on this device." }),
  ).toBeVisible(AT_ONCE);
  await page.context().setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Never Kept Host' })).toBeVisible();
});

test('offline in Spanish: a run never opened and My Runs never loaded say so in Spanish, with a way to My Runs', async ({
  browser,
  server,
}) => {
  test.setTimeout(90_000);
  const kept = `Guardada ${Math.random().toString(36).slice(2, 6)}`;
  const never = `Nunca vista ${Math.random().toString(36).slice(2, 6)}`;
  const {
    runIds: [keptId, neverId],
  } = await newHostsRuns(browser, server, 'Anfitriona', [{ title: kept }, { title: never }]);

  const context = await browser.newContext({
    baseURL: server.url,
    serviceWorkers: 'allow',
    locale: 'es-ES',
    extraHTTPHeaders: { 'accept-language': 'es-ES,es;q=0.9' },
  });
  const page = await context.newPage();
  const runner = await createAccount(page.request, server, 'runner', 'Rocío Corredora', 'es');
  await logInAs(page, server, runner);
  const registered = await page.request.post(`/api/events/${keptId}/registrations`, {
    headers: { origin: server.url },
    data: { name: 'Rocío Corredora', email: runner.email, pace: 6 },
  });
  expect(registered.status()).toBe(201);
  await underTheWorker(page, '/runs');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await context.setOffline(true);
  await page.goto(`/runs/${neverId}`);
  await expect(
    page.getByRole('heading', { name: es("You're offline, and this run isn't saved on this device.") }),
  ).toBeVisible(AT_ONCE);
  // My Runs, never loaded on this device either, says the same of the runner's runs.
  await page
    .getByRole('main')
    .getByRole('link', { name: es('My Runs') })
    .click();
  await expect(page).toHaveURL(/\/my-runs$/);
  await expect(
    page.getByText(es("You're offline, and your runs aren't saved on this device yet.")).first(),
  ).toBeVisible(AT_ONCE);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: kept })).toBeVisible();
  await context.close();
});
