// Find Runs as a map against the local tile server: the filters' runs as markers, a marker's card,
// "Search this area", and a run page's meeting point. No request leaves the machine.
import type { RunList } from '@runtogether/shared/runs/run.schemas';
import { createAccount, logInAs } from '../fixtures/accounts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { axeViolations } from '../fixtures/axe';
import { createRunAsHost } from '../fixtures/runs';
import { repoRoot } from '../fixtures/server';
import { expect, test } from '../fixtures/test';

test.use({ seedDemo: false, timezoneId: 'Europe/Madrid' });

const onTheMap = /runs? on the map/;

/** The built file of Leaflet's clustering plugin (its name is a hash), from the web build's manifest. */
function clusteringChunk() {
  const manifest = JSON.parse(
    readFileSync(join(repoRoot, 'apps/web/dist/client/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const key = Object.keys(manifest).find((name) => name.includes('leaflet.markercluster'));
  if (!key) throw new Error('the web build has no chunk for leaflet.markercluster');
  return `/${manifest[key]!.file}`;
}

test('the map shows the runs the filters select, opens a run from its marker and searches the area', async ({
  page,
  browser,
  server,
  tiles,
}) => {
  test.setTimeout(90_000);
  const suffix = Math.random().toString(36).slice(2, 6);
  const hostContext = await browser.newContext({ baseURL: server.url });
  const hostPage = await hostContext.newPage();
  const host = await createAccount(hostPage.request, server, 'business', 'Map Host');
  await logInAs(hostPage, server, host);
  const places = [
    {
      title: `Retiro Easy ${suffix}`,
      location: 'Retiro Park',
      latitude: 40.4153,
      longitude: -3.6845,
      pace: 6.5,
    },
    {
      title: `Casa de Campo Easy ${suffix}`,
      location: 'Casa de Campo',
      latitude: 40.4192,
      longitude: -3.7473,
      pace: 6.5,
    },
    {
      title: `Valdebebas Easy ${suffix}`,
      location: 'Valdebebas',
      latitude: 40.4818,
      longitude: -3.6126,
      pace: 6.5,
    },
    {
      title: `Retiro Steady ${suffix}`,
      location: 'Retiro Park',
      latitude: 40.418,
      longitude: -3.68,
      pace: 5.5,
    },
    { title: `No Pin Easy ${suffix}`, location: 'Somewhere', latitude: null, longitude: null, pace: 6.5 },
  ];
  // A day of their own, far ahead: other specs share this server and make runs of their own.
  const daysAhead = 40 + Math.floor(Math.random() * 20);
  for (const place of places) await createRunAsHost(hostPage.request, server, { ...place, daysAhead });
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(
    new Date(Date.now() + daysAhead * 86_400_000),
  );
  await hostContext.close();

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const clustering = clusteringChunk();
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto(`/runs?view=map&pace=beginner&date=${day}`);
  const region = page.getByRole('region', { name: 'Map of runs' });
  await expect(region.getByText(onTheMap)).toHaveText('3 of 4 runs on the map (the others have no map pin)');
  // One marker per beginner run with a pin, each a button named by its run; the tempo run is filtered out.
  for (const place of places.slice(0, 3)) {
    await expect(region.getByRole('button', { name: place.title, exact: true })).toBeVisible();
  }
  await expect(region.getByRole('button', { name: places[3]!.title, exact: true })).toHaveCount(0);
  // The tiles come from the local server, credited on the map.
  await expect.poll(() => tiles.requests.length).toBeGreaterThan(0);
  await expect(region.getByText('© OpenStreetMap contributors')).toBeVisible();
  // The map passes the same WCAG checks as every screen. The credit's links are underlined in their line of
  // text, not told apart by colour alone: axe leaves that undecided over tiles, and flags it where tiles are missing.
  expect(await axeViolations(page, 'Find Runs, map')).toEqual([]);
  await expect(region.locator('.leaflet-control-attribution a').first()).toHaveCSS(
    'text-decoration-line',
    'underline',
  );

  // The marker opens a card from the keyboard; its link opens the run.
  const retiro = places[0]!;
  await region.getByRole('button', { name: retiro.title, exact: true }).focus();
  await page.keyboard.press('Enter');
  const card = region.locator('.rt-map-card');
  await expect(card).toContainText('6:30 min/km');
  await expect(card).toContainText('10 spots left');
  await card.getByRole('link', { name: retiro.title }).click();
  await expect(page).toHaveURL(/\/runs\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: retiro.title })).toBeVisible();

  // The run page's small map of its meeting point.
  await page.getByRole('button', { name: `Meeting point: ${retiro.location}` }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: `Meeting point: ${retiro.location}` })).toBeVisible();
  // The runs map clusters its markers; a run page opened on its own draws its one pin without that plugin.
  expect(asked).toContain(clustering);
  const runPage = await page.context().newPage();
  const runPageAsked: string[] = [];
  runPage.on('request', (request) => runPageAsked.push(new URL(request.url()).pathname));
  await runPage.goto(page.url());
  const pin = runPage.getByRole('button', { name: `Meeting point: ${retiro.location}` });
  // The map loads as its place nears the screen.
  await runPage.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await pin.scrollIntoViewIfNeeded();
  await expect(pin).toBeVisible();
  expect(runPageAsked.some((path) => path.endsWith('.js'))).toBe(true);
  expect(runPageAsked).not.toContain(clustering);
  await runPage.close();

  // Back on the map, moving it offers "Search this area", which filters by the visible area (in the URL).
  await page.goto(`/runs?view=map&date=${day}`);
  await expect(region.getByText(onTheMap)).toContainText('4 of 5 runs');
  await expect(region.locator('.leaflet-marker-pane [role=button]').first()).toBeVisible();
  const container = region.locator('.leaflet-container');
  await container.scrollIntoViewIfNeeded();
  const box = (await container.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  // Half the map's width to the left: the western half of the runs leaves the view.
  await page.mouse.move(box.x + 10, box.y + box.height / 2, { steps: 12 });
  await page.mouse.up();
  await region.getByRole('button', { name: 'Search this area' }).click();
  await expect(page).toHaveURL(/bbox=/);
  const bbox = new URL(page.url()).searchParams.get('bbox')!;
  const inArea = (await (
    await page.request.get(`/api/events?limit=100&date=${day}&tz=Europe/Madrid&bbox=${bbox}`)
  ).json()) as RunList;
  expect(inArea.items.length).toBeLessThan(4);
  await expect(region.getByText(onTheMap)).toHaveText(
    `${inArea.items.length === 1 ? '1 run' : `${inArea.items.length} runs`} on the map`,
  );
  expect(errors.filter((text) => /Content Security Policy|Refused/.test(text))).toEqual([]);
});

test('a malformed area in a link is refused by the API and ignored by the page', async ({ page }) => {
  const response = await page.request.get('/api/events?bbox=1,2,3');
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain('minLng,minLat,maxLng,maxLat');
  await page.goto('/runs?view=map&bbox=nonsense');
  await expect(page.getByRole('region', { name: 'Map of runs' }).getByText(onTheMap)).toBeVisible();
});

test('says so on the map when its tile server cannot be reached, and the runs are still there', async ({
  page,
  tiles,
}) => {
  tiles.failing = true;
  try {
    // Tiles the browser kept from an earlier test would hide the outage: a fresh zoom asks for new ones.
    await page.goto('/runs?view=map&bbox=-3.75,40.40,-3.70,40.43');
    const region = page.getByRole('region', { name: 'Map of runs' });
    await expect(region.getByText(onTheMap)).toBeVisible();
    await expect(
      region.getByRole('status').filter({
        hasText: "The map's background could not be loaded right now. The pins still work.",
      }),
    ).toBeVisible();
  } finally {
    tiles.failing = false;
  }
});

test("names the map's zoom buttons in the page's language", async ({ browser, server }) => {
  const context = await browser.newContext({
    baseURL: server.url,
    locale: 'es-ES',
    extraHTTPHeaders: { 'accept-language': 'es-ES,es;q=0.9' },
  });
  const page = await context.newPage();
  await page.goto('/runs?view=map');
  const map = page.getByRole('region', { name: 'Mapa de quedadas' });
  await expect(map.getByRole('button', { name: 'Acercar' })).toBeVisible();
  await expect(map.getByRole('button', { name: 'Alejar' })).toBeVisible();
  await expect(map.getByRole('button', { name: /Zoom/ })).toHaveCount(0);
  await context.close();
});
