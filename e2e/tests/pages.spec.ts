// Public pages arrive as HTML that reads without scripts, with the right status, link previews (read by
// a real Open Graph client) and structured data; then hydrate in Chromium with no console error.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import ogs from 'open-graph-scraper';
import { parseHtml } from '../fixtures/html';
import { createAccount, logInAs } from '../fixtures/accounts';
import { createRunAsHost } from '../fixtures/runs';
import { repoRoot } from '../fixtures/server';
import { GoogleEvent, jsonLdOf, SportsClub, structuredDataProblems } from '../fixtures/structured-data';
import { expect, test } from '../fixtures/test';

/** The built file of zod's chunk (its name is a hash), from the web build's manifest. */
/** The built script that defines zod (its chunk is named by a hash): the one whose code defines its base type. */
function zodChunk() {
  const assets = join(repoRoot, 'apps/web/dist/client/assets');
  const file = readdirSync(assets).find(
    (name) =>
      name.endsWith('.js') && /["'`]\$ZodType["'`]\s*,/.test(readFileSync(join(assets, name), 'utf8')),
  );
  if (!file) throw new Error('no script of the web build defines zod');
  return `/assets/${file}`;
}

interface ApiRun {
  id: number;
  title: string;
  hostId: string;
  hostName: string;
  location: string;
  maxParticipants: number | null;
  currentParticipants: number;
}

const firstRun = async (request: APIRequestContext) => {
  const list = (await (await request.get('/api/events?limit=1')).json()) as { items: ApiRun[] };
  const run = list.items[0];
  if (!run) throw new Error('the demo data has no upcoming run');
  return run;
};

/** The page's text as a crawler reads it: no scripts run, tags stripped. */
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

test.describe('raw HTML of the public pages (no browser)', () => {
  test('a run page shows its content, previews with a share card and carries an Event', async ({
    request,
    baseURL,
  }) => {
    const run = await firstRun(request);
    const response = await request.get(`/runs/${run.id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const text = visibleText(html);
    expect(text).toContain(run.title);
    expect(text).toContain(run.hostName);
    expect(text).toContain(run.location);
    expect(html).not.toContain('needs JavaScript');
    // The page paints once its stylesheet arrives: the head asks for it before the framework's module preloads.
    const head = parseHtml(html)('head link')
      .toArray()
      .map((link) => link.attribs.rel);
    expect(head.indexOf('stylesheet')).toBeGreaterThanOrEqual(0);
    expect(head.indexOf('stylesheet')).toBeLessThan(head.indexOf('modulepreload'));

    const { result, error } = await ogs({ html });
    expect(error).toBe(false);
    expect(result.ogTitle).toBe(`${run.title} | RunTogether`);
    expect(result.ogSiteName).toBe('RunTogether');
    expect(result.ogType).toBe('website');
    expect(result.ogLocale).toBe('en_US');
    expect(result.ogUrl).toBe(`${baseURL}/runs/${run.id}`);
    expect(result.twitterCard).toBe('summary_large_image');
    expect(result.ogDescription).toMatch(/ at \d{2}:\d{2} · /);
    expect(result.ogDescription).toContain('min/km');
    expect(result.ogDescription).toContain(run.hostName);
    if (run.maxParticipants !== null) {
      expect(result.ogDescription).toMatch(/\d+ spots? left|Full/);
    }
    const image = result.ogImage?.[0];
    expect(image?.url).toMatch(/^https?:\/\/.+\.png$/);
    expect(image?.width).toBe('1200');
    expect(image?.height).toBe('630');

    // The card itself: a 1200×630 PNG, cached for good under its content hash.
    const card = await request.get(image!.url);
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/png');
    expect(card.headers()['cache-control']).toContain('immutable');
    const png = await card.body();
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);

    const [event] = jsonLdOf(html);
    expect(event?.['@type']).toBe('Event');
    expect(event?.name).toBe(run.title);
    expect(String(event?.startDate)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    expect(String(event?.endDate)).toMatch(/[+-]\d{2}:\d{2}$/);
    expect(event?.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
    expect(event?.eventStatus).toBe('https://schema.org/EventScheduled');
    const location = event?.location as { '@type': string; address: { '@type': string } };
    expect(location['@type']).toBe('Place');
    expect(location.address['@type']).toBe('PostalAddress');
    const organizer = event?.organizer as { name: string; url: string };
    expect(organizer.name).toBe(run.hostName);
    expect(organizer.url).toBe(`${baseURL}/business/${run.hostId}/profile`);
    const offer = event?.offers as { price: number; validFrom?: string };
    expect(offer.price).toBe(0);
    // A place opens when the run is published: no sale date to give, and none invented (it read 1970).
    expect(offer).not.toHaveProperty('validFrom');

    // Google's required and recommended Event properties, every one: and the check does catch a start without
    // its zone's offset, or no start at all.
    expect(structuredDataProblems(html, GoogleEvent)).toEqual([]);
    const start = String(event?.startDate);
    expect(structuredDataProblems(html.replace(start, start.slice(0, 19)), GoogleEvent)).toEqual([
      'Event[0].startDate is not an ISO 8601 time with its offset',
    ]);
    expect(structuredDataProblems(html.replace(/"startDate":"[^"]*",/, ''), GoogleEvent)).toEqual([
      'Event[0].startDate is missing',
    ]);
  });

  test("a shared link's tracking parameters stay out of the page's canonical address and structured data", async ({
    request,
    baseURL,
  }) => {
    const run = await firstRun(request);
    const tracked = '?utm_source=whatsapp&fbclid=IwAR0x&lang=es';
    for (const [path, type] of [
      [`/runs/${run.id}`, 'Event'],
      [`/business/${run.hostId}/profile`, 'SportsClub'],
      // A page with no loader of its own is named by the site's.
      ['/about', undefined],
    ] as const) {
      const html = await (await request.get(path + tracked)).text();
      const page = parseHtml(html);
      const own = `${baseURL}${path}?lang=es`;
      expect(page('link[rel="canonical"]').attr('href')).toBe(own);
      expect(page('meta[property="og:url"]').attr('content')).toBe(own);
      expect(page('link[hreflang="x-default"]').attr('href')).toBe(`${baseURL}${path}`);
      if (!type) continue;
      const [data] = jsonLdOf(html);
      expect(data?.['@type']).toBe(type);
      expect(data?.url).toBe(own);
    }
  });

  test('unknown runs, businesses and paths answer 404 with their not-found page', async ({ request }) => {
    const run = await request.get('/runs/999999');
    expect(run.status()).toBe(404);
    expect(visibleText(await run.text())).toContain('Run not found');
    const business = await request.get('/business/00000000-0000-4000-8000-000000000000/profile');
    expect(business.status()).toBe(404);
    const nowhere = await request.get('/no/such/page');
    expect(nowhere.status()).toBe(404);
    const html = await nowhere.text();
    expect(visibleText(html)).toContain('Oops! Page not found');
    expect(parseHtml(html)('meta[name="robots"]').attr('content')).toBe('noindex');
  });

  test('Find Runs renders the runs its URL filters for, and the business profile is an organisation', async ({
    request,
  }) => {
    const run = await firstRun(request);
    const runs = await request.get('/runs');
    expect(runs.status()).toBe(200);
    expect(visibleText(await runs.text())).toContain(run.title);

    const profile = await request.get(`/business/${run.hostId}/profile`);
    expect(profile.status()).toBe(200);
    const html = await profile.text();
    expect(visibleText(html)).toContain(run.hostName);
    const [club] = jsonLdOf(html);
    expect(club?.['@type']).toBe('SportsClub');
    expect(structuredDataProblems(html, SportsClub)).toEqual([]);
    const { result } = await ogs({ html });
    expect(result.ogImage?.[0]?.width).toBe('1200');
  });

  test('static pages have their titles; signed-in areas are the shell, marked noindex', async ({
    request,
  }) => {
    for (const [path, title] of [
      ['/about', 'About RunTogether | RunTogether'],
      ['/contact', 'Contact | RunTogether'],
      ['/privacy', 'Privacy Policy | RunTogether'],
      ['/terms', 'Terms of Service | RunTogether'],
    ] as const) {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<title>${title}</title>`);
    }
    const shell = await request.get('/my-runs');
    expect(shell.status()).toBe(200);
    expect(shell.headers()['x-robots-tag']).toBe('noindex');
    const $ = parseHtml(await shell.text());
    expect($('meta[name="robots"]').attr('content')).toBe('noindex');
    // The browser draws the page: the server sends the shell, its main part waiting.
    expect($('main h1')).toHaveLength(0);
    expect($('main [role="status"]').text()).toContain('Loading');
  });

  test("a run's participants page is drawn with the run and who is going", async ({ request }) => {
    const run = await firstRun(request);
    const response = await request.get(`/runs/${run.id}/participants`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(visibleText(html)).toContain(run.title);
    const { result } = await ogs({ html });
    expect(result.ogDescription).toContain(`Who is going to ${run.title}`);
    expect(result.ogDescription).toContain(run.location);
    // A list of people's names is not for search engines.
    expect(parseHtml(html)('meta[name="robots"]').attr('content')).toBe('noindex');
  });

  test("a host's edit shows in the next anonymous HTML at once; a deleted run answers 404", async ({
    page,
    request,
    server,
  }) => {
    const host = await createAccount(page.request, server, 'business', 'Cache Host');
    await logInAs(page, server, host);
    const title = `Cached Run ${Math.random().toString(36).slice(2, 6)}`;
    const id = await createRunAsHost(page.request, server, { title });
    // Anonymous HTML is cached for a few seconds (PUBLIC_CACHE_TTL_MS): this request fills the cache.
    expect(visibleText(await (await request.get(`/runs/${id}`)).text())).toContain(title);

    const renamed = `${title} (moved)`;
    const edited = await page.request.patch(`/api/events/${id}`, {
      headers: { origin: server.url },
      data: { title: renamed },
    });
    expect(edited.status()).toBe(200);
    const fresh = await request.get(`/runs/${id}`);
    expect(visibleText(await fresh.text())).toContain(renamed);

    const deleted = await page.request.delete(`/api/events/${id}`, { headers: { origin: server.url } });
    expect(deleted.ok()).toBe(true);
    const gone = await request.get(`/runs/${id}`);
    expect(gone.status()).toBe(404);
    const html = await gone.text();
    expect(visibleText(html)).toContain('Run not found');
    expect(visibleText(html)).not.toContain(renamed);
    expect(parseHtml(html)('meta[name="robots"]').attr('content')).toBe('noindex');
  });

  test('robots.txt names the sitemap, which lists upcoming runs and hosts', async ({ request, baseURL }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(robots).toContain('Disallow: /my-runs');
    const run = await firstRun(request);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${baseURL}/runs/${run.id}</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/business/${run.hostId}/profile</loc>`);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
  });
});

test('a signed-in runner gets the page drawn for them: registered state in the HTML, no flash after hydration', async ({
  page,
  server,
}) => {
  const runner = await createAccount(page.request, server, 'runner');
  await logInAs(page, server, runner);
  const run = await firstRun(page.request);
  const registered = await page.request.post(`/api/events/${run.id}/registrations`, {
    data: { name: runner.name, email: runner.email, pace: 5.5 },
    headers: { origin: server.url },
  });
  expect(registered.status()).toBe(201);

  // The raw HTML, with the session cookie: personal, so never cached for others.
  const response = await page.request.get(`/runs/${run.id}`);
  const html = await response.text();
  expect(response.headers()['cache-control']).toContain('private');
  expect(visibleText(html)).toContain("You're Registered! ✓");
  expect(visibleText(html)).not.toContain('Register for this Run');

  // In the browser the registered state is there from the first paint and stays.
  const seen: string[] = [];
  await page.exposeFunction('recordButtonText', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const text = document.querySelector('main')?.textContent ?? '';
      if (text.includes('Register for this Run'))
        (window as unknown as { recordButtonText(t: string): void }).recordButtonText('register');
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto(`/runs/${run.id}`);
  await expect(page.getByText("You're Registered! ✓")).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(seen).toEqual([]);

  // Signed in, '/' is the runner's own home, straight from the server.
  const home = await page.request.get('/', { maxRedirects: 0 });
  expect(home.status()).toBe(302);
  expect(home.headers().location).toBe('/user-home');
});

test('every public page is drawn once, with its answers fetched first, for a visitor, a runner and its host', async ({
  page,
  browser,
  request,
  server,
}) => {
  const host = await createAccount(page.request, server, 'business', 'One Pass Host');
  await logInAs(page, server, host);
  // One spot, which the runner below takes: a full run's page suggests others (its own query).
  const runId = await createRunAsHost(page.request, server, { title: 'One Pass Run', maxParticipants: 1 });
  // A weekly run's page shows its series, and a runner whether they joined it.
  const weeklyId = await createRunAsHost(page.request, server, { title: 'One Pass Weekly', weeks: 2 });
  const { user } = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: string } };
  const runnerContext = await browser.newContext({ baseURL: server.url });
  const runnerPage = await runnerContext.newPage();
  const runner = await createAccount(runnerPage.request, server, 'runner');
  await logInAs(runnerPage, server, runner);
  const registered = await runnerPage.request.post(`/api/events/${runId}/registrations`, {
    data: { name: runner.name, email: runner.email, pace: 5.5 },
    headers: { origin: server.url },
  });
  expect(registered.status()).toBe(201);

  const paths = [
    '/',
    '/runs',
    '/runs?pace=beginner,advanced&distance=short&date=2030-01-01',
    `/runs/${runId}`,
    `/runs/${runId}/participants`,
    `/runs/${weeklyId}`,
    `/business/${user.id}/profile`,
    '/about',
    '/runs/999999',
    '/no-such-page',
  ];
  for (const visitor of [request, runnerPage.request, page.request]) {
    for (const path of paths) {
      const response = await visitor.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBeLessThan(500);
    }
  }
  await runnerContext.close();
  // The server warns when a page asked for a query its loader had not fetched (app/page-loaders.ts). The
  // worker's server has drawn every page its earlier tests visited too (pace groups, series, teams): all count.
  const warnings = server
    .output()
    .split('\n')
    .filter((line) => /drawn without queries its loader missed|server rendering left a part/.test(line));
  expect(warnings).toEqual([]);
});

test.describe('hydration in Chromium', () => {
  const named: Record<string, string> = { run: 'a run page', host: "a host's profile" };
  for (const path of ['/', '/runs', 'run', 'host', '/about']) {
    test(`${named[path] ?? path} hydrates without console errors and its controls work`, async ({
      page,
      request,
    }) => {
      const problems: string[] = [];
      page.on('console', (msg) => {
        // The suite blocks the app's service worker (playwright.config.ts); Chromium says so in the console.
        if (msg.text().includes('Service Worker registration blocked by Playwright')) return;
        if (msg.type() === 'error' || msg.type() === 'warning') problems.push(msg.text());
      });
      page.on('pageerror', (err) => problems.push(err.message));
      const apiCalls: string[] = [];
      // Scripts and the page's requests for data, in the order the browser made them.
      const requests: string[] = [];
      page.on('request', (r) => {
        const { pathname } = new URL(r.url());
        if (pathname.startsWith('/api/events')) apiCalls.push(r.url());
        if (
          r.resourceType() === 'script' ||
          (pathname.startsWith('/api/') && !pathname.startsWith('/api/i18n/'))
        )
          requests.push(pathname);
      });
      const run = await firstRun(request);
      const url = { run: `/runs/${run.id}`, host: `/business/${run.hostId}/profile` }[path] ?? path;
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      // Hydrating from the HTML's own data checks no answer: zod comes, if at all, after the page's first request
      // for data (a run's map asks for its tile settings), with the schema that checks it (decision 043).
      expect(requests.filter((path) => path.endsWith('.js')).length).toBeGreaterThan(1);
      const zod = requests.indexOf(zodChunk());
      const firstData = requests.findIndex((path) => path.startsWith('/api/'));
      if (zod !== -1) expect(firstData, `zod before any data: ${requests.join(' ')}`).toBeGreaterThan(-1);
      if (zod !== -1) expect(zod).toBeGreaterThan(firstData);

      if (path === 'run') {
        await expect(page.getByRole('heading', { level: 1, name: run.title })).toBeVisible();
        // The run came with the HTML: the browser does not ask for it again.
        expect(apiCalls.filter((url) => new URL(url).pathname === `/api/events/${run.id}`)).toEqual([]);
        // So did the map's tile settings: scrolled to, the meeting point's map asks for no data and checks none.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await expect(page.locator('.leaflet-container')).toBeVisible();
        expect(requests).not.toContain('/api/map');
        expect(requests).not.toContain(zodChunk());
      }
      if (path === '/runs') {
        // A control that only works once hydrated: a filter chip narrows the list and writes the URL.
        await page.getByRole('checkbox', { name: /^Beginner/ }).click();
        await expect(page.getByRole('checkbox', { name: /^Beginner/ })).toBeChecked();
        await expect(page).toHaveURL(/pace=beginner/);
      }
      if (path === '/') {
        // Moving to another page keeps the document: a mark left on this one is still there after.
        type Marked = { keptDocument?: boolean };
        await page.evaluate(() => void ((window as Marked).keptDocument = true));
        await page.getByRole('link', { name: 'View All' }).click();
        await expect(page).toHaveURL(/\/runs$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Find Runs' })).toBeVisible();
        expect(await page.evaluate(() => (window as Marked).keptDocument)).toBe(true);
      }
      expect(problems).toEqual([]);
    });
  }
});
