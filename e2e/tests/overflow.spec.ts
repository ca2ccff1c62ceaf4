// No page scrolls sideways on a 320 px phone (docs/product.md, "Phones"), in English and Spanish, even when every
// text a person can type is as long as the product accepts, with words too long for a line. The data is made
// through the API; then every route of the app is visited as a visitor, a runner and a host. Tab labels and list
// items wrap between their words, never inside one.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { MAX_TAG_LENGTH, MAX_TAGS } from '@runtogether/shared/runs/run-input.schemas';
import { RUN_GROUP_LEADER_MAX, RUN_GROUP_NAME_MAX } from '@runtogether/shared/runs/run-groups.schemas';
import { createAccount, logInAs, type Account } from '../fixtures/accounts';
import { settle } from '../fixtures/axe';
import { createRunAsHost } from '../fixtures/runs';
import type { RunningServer } from '../fixtures/server';
import { expect, test } from '../fixtures/test';

test.use({ timezoneId: 'Europe/Madrid' });

const PHONE = { width: 320, height: 640 };
type Language = 'en' | 'es';

/** A word of `length` letters with no place to break it (the longest a field takes, when it is the max). */
const word = (length: number, stem = 'Long') =>
  (stem + 'abcdefghijklmnopqrstuvwxyz'.repeat(Math.ceil(length / 26))).slice(0, length);
/** Text of `length` characters whose words are each `wordLength` long. */
const words = (length: number, wordLength = 40) =>
  Array.from({ length: Math.ceil(length / (wordLength + 1)) }, (_, i) => word(wordLength, `W${i}`))
    .join(' ')
    .slice(0, length)
    .trim();

const origin = (server: RunningServer) => ({ origin: server.url });

async function ok(response: { ok(): boolean; status(): number; text(): Promise<string> }, what: string) {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return response;
}

async function phonePage(browser: Browser, server: RunningServer, language: Language): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: PHONE,
    timezoneId: 'Europe/Madrid',
    locale: language === 'es' ? 'es-ES' : 'en-GB',
    extraHTTPHeaders: { 'accept-language': language === 'es' ? 'es-ES,es;q=0.9' : 'en-GB,en;q=0.9' },
    serviceWorkers: 'block',
  });
  return context.newPage();
}

const userId = async (request: APIRequestContext) =>
  ((await (await request.get('/api/auth/me')).json()) as { user: { id: string } }).user.id;

interface Data {
  host: Account;
  hostId: string;
  runner: Account;
  waitlisted: Account;
  longRunId: number;
  fullRunId: number;
  groupRunId: number;
}

/** A host, two runners and two runs, every text at the longest the shared schemas accept. */
async function makeData(browser: Browser, server: RunningServer, language: Language): Promise<Data> {
  const hostPage = await phonePage(browser, server, language);
  // The business name is `${name}'s Running Club` (fixtures/accounts.ts): 100 + 15 characters, under its 120.
  const host = await createAccount(hostPage.request, server, 'business', word(100, 'Host'), language);
  await logInAs(hostPage, server, host);
  const hostId = await userId(hostPage.request);
  await ok(
    await hostPage.request.patch(`/api/users/${hostId}`, {
      headers: origin(server),
      data: {
        businessName: word(120, 'Club'),
        businessLocation: word(300, 'Place'),
        businessDescription: words(2000, 80),
        address: word(300, 'Street'),
        businessType: word(60, 'Type'),
        website: `https://example.test/${word(400, 'path')}`,
        instagram: `https://instagram.com/${word(300, 'insta')}`,
        businessPhone: '612345678901234567890123456789',
      },
    }),
    'profile',
  );
  // In capitals, the widest letters: 30 of them are wider than a card at 320 px.
  const tags = Array.from({ length: MAX_TAGS }, (_, i) => `${i}${'W'.repeat(MAX_TAG_LENGTH - 1)}`);
  const longRunId = await createRunAsHost(hostPage.request, server, {
    title: word(120, 'Title'),
    description: words(5000, 100),
    location: word(200, 'Meet'),
    address: word(300, 'Address'),
    tags,
    daysAhead: 20,
    maxParticipants: 500,
    whatsappGroupLink: `https://chat.whatsapp.com/${word(400, 'group')}`,
  });
  const fullRunId = await createRunAsHost(hostPage.request, server, {
    title: word(120, 'Full'),
    location: word(200, 'Meet'),
    address: word(300, 'Address'),
    daysAhead: 21,
    maxParticipants: 1,
  });
  // Pace groups whose names are one word as long as a name may be (RUN_GROUP_NAME_MAX), with the longest leader.
  const groupRunId = await createRunAsHost(hostPage.request, server, {
    title: word(120, 'Grouped'),
    location: word(200, 'Meet'),
    address: word(300, 'Address'),
    daysAhead: 22,
  });
  await ok(
    await hostPage.request.patch(`/api/events/${groupRunId}`, {
      headers: origin(server),
      data: {
        groups: [
          { name: word(RUN_GROUP_NAME_MAX, 'Fast'), pace: 5, leader: word(RUN_GROUP_LEADER_MAX, 'Lead') },
          { name: word(RUN_GROUP_NAME_MAX, 'Easy'), pace: 6.5, maxParticipants: 5 },
        ],
      },
    }),
    'groups',
  );
  const [firstGroup] = (
    (await (await hostPage.request.get(`/api/events/${groupRunId}`)).json()) as { groups: { id: number }[] }
  ).groups;
  await ok(
    await hostPage.request.post(`/api/businesses/${hostId}/posts`, {
      headers: origin(server),
      multipart: { title: word(200, 'Post'), content: words(5000, 120) },
    }),
    'post',
  );

  // A pending team invitation with an address near the longest the form takes (252 of 254, labels under 64),
  // on the owner's Team page.
  await ok(
    await hostPage.request.post('/api/business/team/invitations', {
      headers: origin(server),
      data: {
        email: `${word(64, 'inv')}@${word(59, 'a')}.${word(59, 'b')}.${word(59, 'c')}.example`,
        role: 'manager',
      },
    }),
    'invitation',
  );
  // And everyday addresses, one letter longer each, so that some line ends in the middle of a word after them:
  // those wrap between words.
  for (let letters = 1; letters <= 8; letters++) {
    await ok(
      await hostPage.request.post('/api/business/team/invitations', {
        headers: origin(server),
        data: { email: `${'n'.repeat(letters)}.leader@example.com`, role: 'leader' },
      }),
      'invitation',
    );
  }

  const runner = await createAccount(hostPage.request, server, 'runner', word(100, 'Runner'), language);
  const waitlisted = await createAccount(hostPage.request, server, 'runner', word(100, 'Wait'), language);
  for (const [account, runIds] of [
    [runner, [longRunId, fullRunId, groupRunId]],
    [waitlisted, [fullRunId]],
  ] as const) {
    const page = await phonePage(browser, server, language);
    await logInAs(page, server, account);
    await ok(
      await page.request.put(`/api/businesses/${hostId}/follow`, { headers: origin(server) }),
      'follow',
    );
    for (const runId of runIds) {
      await ok(
        await page.request.post(`/api/events/${runId}/registrations`, {
          headers: origin(server),
          data: {
            name: account.name,
            email: account.email,
            pace: 6,
            ...(runId === groupRunId ? { groupId: firstGroup?.id } : {}),
          },
        }),
        'registration',
      );
    }
    await page.context().close();
  }
  await hostPage.context().close();
  return { host, hostId, runner, waitlisted, longRunId, fullRunId, groupRunId };
}

/** How far the page is wider than the screen, and the elements sticking out (not those inside a scroll box). */
async function overflowOf(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth <= width) return null;
    const sticksOut = (element: Element) => element.getBoundingClientRect().right > width + 0.5;
    // An element inside a box that clips or scrolls sideways only counts when that box sticks out too.
    const counts = (element: Element) => {
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        if (getComputedStyle(parent).overflowX !== 'visible' && !sticksOut(parent)) return false;
      }
      return true;
    };
    const sticking = [...document.body.querySelectorAll('*')].filter(
      (element) => sticksOut(element) && counts(element),
    );
    // The innermost ones say which element to fix.
    const innermost = sticking.filter(
      (element) => !sticking.some((other) => other !== element && element.contains(other)),
    );
    return {
      scrollWidth: root.scrollWidth,
      clientWidth: width,
      elements: innermost.slice(0, 5).map((element) => {
        const classes = typeof element.className === 'string' ? element.className.slice(0, 120) : '';
        const text = (element.textContent ?? '').trim().slice(0, 40);
        return `<${element.tagName.toLowerCase()} class="${classes}"> ${Math.round(element.getBoundingClientRect().right)}px "${text}"`;
      }),
    };
  });
}

/** On how many lines the bottom bar's "(#1)" / "(n.º 1)" lies: its number must not sit alone on a line. */
async function linesOfWaitlistPlace(page: Page) {
  return page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const start = text.search(/\((#|n\.º)/);
      if (start < 0) continue;
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, text.indexOf(')', start) + 1);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    }
    return 0;
  });
}

/**
 * The words split over two lines ('Updat / es') in the elements `selector` finds, leaving out those too long for a
 * line of their own (the test's own long words, an e-mail address), which must break to fit.
 */
async function wordsBrokenInside(page: Page, selector: string) {
  return page.evaluate((selector) => {
    const longest = 20;
    return [...document.querySelectorAll(selector)].flatMap((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const broken: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // A line may end after a hyphen ('one- / way'): each part is a word here.
        for (const match of (node.textContent ?? '').matchAll(/[^\s-]+/g)) {
          if (match[0].length > longest || match[0].includes('@')) continue;
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1)
            broken.push(`"${match[0]}" in "${(element.textContent ?? '').trim().slice(0, 60)}"`);
        }
      }
      return broken;
    });
  }, selector);
}

async function visitAll(page: Page, routes: string[], who: string, problems: string[]) {
  for (const route of routes) {
    await page.goto(route);
    await settle(page);
    const overflow = await overflowOf(page);
    if (overflow) {
      problems.push(
        `${who} ${route}: ${overflow.scrollWidth}px wide on a ${overflow.clientWidth}px screen\n    ${overflow.elements.join('\n    ')}`,
      );
    }
    // Tab labels, and list items (a pending invitation's line beside its long address), wrap between words.
    const broken = await wordsBrokenInside(page, '[role="tab"], li');
    if (broken.length > 0) problems.push(`${who} ${route}: words broken inside: ${broken.join(', ')}`);
  }
}

for (const language of ['en', 'es'] as const) {
  test(`no page scrolls sideways at 320 px with the longest texts (${language})`, async ({
    browser,
    server,
  }) => {
    test.setTimeout(240_000);
    const data = await makeData(browser, server, language);
    const { longRunId, fullRunId, groupRunId, hostId } = data;
    const problems: string[] = [];

    const visitor = await phonePage(browser, server, language);
    await visitAll(
      visitor,
      [
        '/',
        '/login',
        '/login?signup=1',
        '/verify-email?token=nonsense',
        '/verification-reminder',
        '/forgot-password',
        '/reset-password?token=nonsense',
        '/runs',
        `/runs/${longRunId}`,
        `/runs/${fullRunId}`,
        `/runs/${longRunId}/participants`,
        `/business/${hostId}/profile`,
        '/business/profile',
        '/about',
        '/contact',
        '/privacy',
        '/terms',
        '/no-such-page',
      ],
      'visitor',
      problems,
    );

    for (const account of [data.runner, data.waitlisted]) {
      const runner = await phonePage(browser, server, language);
      await logInAs(runner, server, account);
      await visitAll(
        runner,
        [
          '/',
          '/user-home',
          '/my-runs',
          '/profile',
          '/runs',
          `/runs/${longRunId}`,
          `/runs/${fullRunId}`,
          `/runs/${fullRunId}/participants`,
          `/runs/${groupRunId}`,
          `/runs/${longRunId}/check-in?code=nonsense`,
          `/business/${hostId}/profile`,
        ],
        account === data.runner ? 'runner' : 'waitlisted runner',
        problems,
      );
      if (account === data.waitlisted) {
        await runner.goto(`/runs/${fullRunId}`);
        await settle(runner);
        const lines = await linesOfWaitlistPlace(runner);
        if (lines !== 1)
          problems.push(
            `waitlisted runner /runs/${fullRunId}: the waitlist place is split over ${lines} lines`,
          );
      }
    }

    const host = await phonePage(browser, server, language);
    await logInAs(host, server, data.host);
    await visitAll(
      host,
      [
        '/',
        '/business/home',
        '/business/profile',
        '/business/create-run',
        `/business/runs/${longRunId}/edit`,
        '/business/all-participants',
        '/business/team',
        `/business/runs/${fullRunId}/check-in`,
        `/business/runs/${groupRunId}/edit`,
        `/business/runs/${groupRunId}/check-in`,
        `/runs/${groupRunId}/participants`,
        `/runs/${longRunId}`,
        `/runs/${fullRunId}`,
        `/runs/${fullRunId}/participants`,
        `/business/${hostId}/profile`,
        '/profile',
        '/runs',
      ],
      'host',
      problems,
    );

    expect(problems, problems.join('\n')).toEqual([]);
  });
}
