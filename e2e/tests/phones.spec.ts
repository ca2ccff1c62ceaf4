// On a phone (docs/product.md, "Phones"): the host's dashboard shows more than three runs at once with every
// action in reach; the run page's bottom bar shows a runner's whole status at 320 px, asks before a spot is given
// up, and gives a host its own actions; a full run says how to get in; a dialog's buttons are drawn in the order
// the keyboard visits them.
import type { Browser, Locator, Page } from '@playwright/test';
import { createAccount, logInAs, type Account } from '../fixtures/accounts';
import { createRunAsHost, madridDateIn } from '../fixtures/runs';
import type { RunningServer } from '../fixtures/server';
import { es, esIn } from '../fixtures/spanish';
import { expect, test } from '../fixtures/test';

test.use({ timezoneId: 'Europe/Madrid' });

async function phone(
  browser: Browser,
  server: RunningServer,
  /** Signed out when null. */
  account: Account | null,
  viewport: { width: number; height: number },
  language: 'en' | 'es' = 'en',
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport,
    timezoneId: 'Europe/Madrid',
    locale: language === 'es' ? 'es-ES' : 'en-GB',
    extraHTTPHeaders: { 'accept-language': language === 'es' ? 'es-ES,es;q=0.9' : 'en-GB,en;q=0.9' },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  if (account) await logInAs(page, server, account);
  return page;
}

/** The element lies wholly on the screen (not cut by its edges). */
async function expectOnScreen(page: Page, selector: ReturnType<Page['locator']>) {
  const box = await selector.boundingBox();
  const { width, height } = page.viewportSize()!;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(height);
}

/** New runners of these names, each registered for the run (signing `page` in as each in turn). */
async function registerRunners(
  page: Page,
  server: RunningServer,
  runId: number,
  names: string[],
  language: 'en' | 'es' = 'en',
) {
  for (const name of names) {
    const runner = await createAccount(page.request, server, 'runner', name, language);
    await logInAs(page, server, runner);
    const response = await page.request.post(`/api/events/${runId}/registrations`, {
      headers: { origin: server.url },
      data: { name, email: runner.email, pace: 6 },
    });
    expect(response.ok()).toBe(true);
  }
}

/** `left` ends before `right` begins: drawn beside it, not under it. */
async function expectBeside(left: Locator, right: Locator) {
  const a = (await left.boundingBox())!;
  const b = (await right.boundingBox())!;
  expect(a.x + a.width, `${JSON.stringify(a)} beside ${JSON.stringify(b)}`).toBeLessThanOrEqual(b.x);
}

/** Tab goes from `first` to `second`, and `second` is drawn after it: below it, or to its right on its row. */
async function expectKeyboardFollowsDrawing(page: Page, first: Locator, second: Locator) {
  await first.focus();
  await page.keyboard.press('Tab');
  await expect(second).toBeFocused();
  const a = (await first.boundingBox())!;
  const b = (await second.boundingBox())!;
  const below = b.y >= a.y + a.height - 1;
  const rightOnItsRow = Math.abs(b.y - a.y) < 2 && b.x >= a.x + a.width - 1;
  expect(below || rightOnItsRow, `${JSON.stringify(a)} then ${JSON.stringify(b)}`).toBe(true);
}

test('the register dialog at 375 px and on a desktop: Tab visits Cancel and Register in the order drawn', async ({
  browser,
  server,
}) => {
  const setup = await browser.newPage({ baseURL: server.url });
  const host = await createAccount(setup.request, server, 'business', 'Order Host');
  await logInAs(setup, server, host);
  const runId = await createRunAsHost(setup.request, server, { title: 'Dialog order run', daysAhead: 6 });
  const runner = await createAccount(setup.request, server, 'runner', 'Otto Order');
  await setup.close();

  const page = await phone(browser, server, runner, { width: 375, height: 667 });
  await page.goto(`/runs/${runId}`);
  for (const viewport of [
    { width: 375, height: 667 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.getByRole('button', { name: 'Register for this Run' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register for this Run' });
    await expectKeyboardFollowsDrawing(
      page,
      dialog.getByRole('button', { name: 'Cancel' }),
      dialog.getByRole('button', { name: 'Register', exact: true }),
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});

test("the host's dashboard on a 375×667 phone: more than three runs at once, every action in reach", async ({
  browser,
  server,
}) => {
  test.setTimeout(90_000);
  const setup = await browser.newPage({ baseURL: server.url });
  const host = await createAccount(setup.request, server, 'business', 'Dana Dashboard');
  await logInAs(setup, server, host);
  const titles: string[] = [];
  const runIds: number[] = [];
  for (let i = 0; i < 6; i++) {
    const title = `Phone dashboard run ${i} with a rather long title that needs truncating`;
    titles.push(title);
    runIds.push(await createRunAsHost(setup.request, server, { title, daysAhead: 3 + i }));
  }
  await setup.close();
  const runnerPage = await browser.newPage({ baseURL: server.url });
  const runner = await createAccount(runnerPage.request, server, 'runner', 'Rosa Recent');
  await logInAs(runnerPage, server, runner);
  const registered = await runnerPage.request.post(`/api/events/${runIds[0]}/registrations`, {
    headers: { origin: server.url },
    data: { name: runner.name, email: runner.email, pace: 6 },
  });
  expect(registered.status()).toBe(201);
  await runnerPage.close();

  const page = await phone(browser, server, host, { width: 375, height: 667 });
  await page.goto('/business/home');
  // The host's own card shows its names whole: the button moves below them rather than cutting them.
  const card = page.getByRole('link', { name: 'View Profile' }).locator('..');
  const cut = await card
    .locator('p, span')
    .evaluateAll((elements) =>
      elements.filter((element) => element.scrollWidth > element.clientWidth).map((e) => e.textContent),
    );
  expect(cut).toEqual([]);
  // A recent sign-up's long run title gives way to the run's date, which tells a weekly run's dates apart.
  const signup = page
    .getByRole('region', { name: 'Recent Signups' })
    .getByRole('link', { name: new RegExp(`^${titles[0]} · `) });
  await expect(signup).toBeVisible();
  // Its line is not cut at the end, where the date is (the title is cut inside it instead).
  expect(await signup.locator('xpath=..').evaluate((line) => line.scrollWidth <= line.clientWidth)).toBe(
    true,
  );
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('listitem')).toHaveCount(6);
  await panel.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  const visible = await panel.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return [...element.querySelectorAll('li')].filter((row) => {
      const r = row.getBoundingClientRect();
      return r.top >= box.top && r.bottom <= box.bottom && r.top >= 0 && r.bottom <= window.innerHeight;
    }).length;
  });
  expect(visible).toBeGreaterThan(3);

  // Each visible row's actions lie on the screen and work: check-in, edit and delete.
  const first = titles[0]!;
  await expectOnScreen(page, panel.getByRole('link', { name: `Check-in for ${first}` }));
  await expectOnScreen(page, panel.getByRole('link', { name: `Edit ${first}` }));
  const remove = panel.getByRole('button', { name: `Delete ${first}` });
  await expectOnScreen(page, remove);
  await remove.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await panel.getByRole('link', { name: `Edit ${first}` }).click();
  await expect(page).toHaveURL(/\/business\/runs\/\d+\/edit$/);
});

test('a title of 120 letters with no place to break shows whole at 320 px: the run page and its card', async ({
  browser,
  server,
}) => {
  const setup = await browser.newPage({ baseURL: server.url });
  const host = await createAccount(setup.request, server, 'business', 'Wide Host');
  await logInAs(setup, server, host);
  const title = 'W'.repeat(120);
  const runId = await createRunAsHost(setup.request, server, { title, daysAhead: 5 });
  await setup.close();
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 320, height: 740 },
    serviceWorkers: 'block',
    // Find Runs' day is the viewer's (decision 008): the run's day in Madrid.
    timezoneId: 'Europe/Madrid',
  });
  const visitor = await context.newPage();
  const fitsSideways = () =>
    visitor.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

  await visitor.goto(`/runs/${runId}`);
  const heading = visitor.getByRole('heading', { level: 1, name: title });
  await expect(heading).toBeVisible();
  // The picture's box holds the whole title: none of it above the box's top, where the box cuts it off.
  const [titleBox, heroBox] = await heading.evaluate((h1) => {
    const box = (element: Element) => {
      const { top, bottom, left, right } = element.getBoundingClientRect();
      return { top, bottom, left, right };
    };
    let hero = h1.parentElement;
    while (hero && getComputedStyle(hero).overflow === 'visible') hero = hero.parentElement;
    return [box(h1), box(hero ?? document.body)];
  });
  expect(titleBox.top).toBeGreaterThanOrEqual(heroBox.top);
  expect(titleBox.bottom).toBeLessThanOrEqual(heroBox.bottom);
  expect(titleBox.left).toBeGreaterThanOrEqual(heroBox.left);
  expect(titleBox.right).toBeLessThanOrEqual(heroBox.right);
  expect(await fitsSideways()).toBe(true);

  // The card in Find Runs breaks the title inside the card. Its own day: the other tests' runs fill the first page.
  await visitor.goto(`/runs?date=${madridDateIn(5)}`);
  const card = visitor.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  const cardBox = (await card.boundingBox())!;
  const cardTitle = (await card.getByRole('heading', { name: title }).boundingBox())!;
  expect(cardTitle.x + cardTitle.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
  expect(cardTitle.y).toBeGreaterThanOrEqual(cardBox.y);
  expect(await fitsSideways()).toBe(true);
  await context.close();
});

for (const language of ['en', 'es'] as const) {
  test(`the run page at 320 px: a visitor's bar shows every control's whole label (${language})`, async ({
    browser,
    server,
  }) => {
    const setup = await browser.newPage({ baseURL: server.url });
    const host = await createAccount(setup.request, server, 'business', 'Bar Host', language);
    await logInAs(setup, server, host);
    const runId = await createRunAsHost(setup.request, server, {
      title: `Bar run ${language}`,
      daysAhead: 9,
    });
    // And a full one, whose button invites to its waitlist: the longest label there is.
    const fullRunId = await createRunAsHost(setup.request, server, {
      title: `Full bar run ${language}`,
      daysAhead: 9,
      maxParticipants: 1,
    });
    await registerRunners(setup, server, fullRunId, ['Fay Full'], language);
    await setup.close();
    const visitor = await phone(browser, server, null, { width: 320, height: 640 }, language);
    const say = (english: string) => (language === 'es' ? es(english) : english);
    for (const [id, label] of [
      [runId, 'Register for this Run'],
      [fullRunId, 'Join Waitlist'],
    ] as const) {
      await visitor.goto(`/runs/${id}`);
      const bar = visitor.getByRole('region', { name: say('Register and share') });
      // Share is its icon on a phone (still named), so registering, the longer label, fits whole.
      await expect(bar.getByRole('button', { name: say('Share') })).toBeVisible();
      await expect(bar.getByRole('button', { name: say(label) })).toBeVisible();
      const controls = bar.locator('button, a');
      expect(await controls.count()).toBeGreaterThanOrEqual(3);
      const clipped = await controls.evaluateAll((elements) =>
        elements
          .filter((element) => element.scrollWidth > element.clientWidth)
          .map((element) => element.textContent),
      );
      expect(clipped).toEqual([]);
      await expectBeside(
        bar.getByRole('button', { name: say(label) }),
        bar.getByRole('button', { name: say('Share') }),
      );
    }
    await visitor.context().close();
  });
}

for (const language of ['en', 'es'] as const) {
  test(`the run page at 320 px: the whole waitlist status, a confirmed cancel, the host's own bar (${language})`, async ({
    browser,
    server,
  }) => {
    test.setTimeout(120_000);
    const say = (english: string) => (language === 'es' ? es(english) : english);
    const sayIn = (english: string) => (language === 'es' ? esIn(english) : english);
    const setup = await browser.newPage({ baseURL: server.url });
    const host = await createAccount(setup.request, server, 'business', 'Hana Host', language);
    await logInAs(setup, server, host);
    const title = `Tiny phone run ${language} ${Math.random().toString(36).slice(2, 7)}`;
    const runId = await createRunAsHost(setup.request, server, {
      title,
      maxParticipants: 1,
      daysAhead: 15,
      whatsappGroupLink: 'https://chat.whatsapp.com/e2ePhones',
    });
    const runners = await Promise.all(
      ['Ada', 'Bea', 'Cai', 'Dee'].map((name) =>
        createAccount(setup.request, server, 'runner', `${name} Runner`, language),
      ),
    );
    await setup.close();
    const size = { width: 320, height: 640 };
    // One confirmed, three on the waitlist: the last is #3.
    for (const runner of runners) {
      const page = await phone(browser, server, runner, size, language);
      const response = await page.request.post(`/api/events/${runId}/registrations`, {
        headers: { origin: server.url },
        data: { name: runner.name, email: runner.email, pace: 6 },
      });
      expect(response.ok()).toBe(true);
      await page.context().close();
    }

    const third = await phone(browser, server, runners[3]!, size, language);
    await third.goto(`/runs/${runId}`);
    const bar = third.getByRole('region', { name: say('Register and share') });
    const status = bar.getByText(
      // 'n.º' and its number are held together by a no-break space, which \s matches.
      language === 'es' ? /En lista de espera \(n\.º\s3\)/ : 'On the waitlist (#3)',
    );
    await expect(status).toBeVisible();
    // Shown whole: not cut off by an ellipsis, nor by the screen's edge.
    expect(await status.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await expectOnScreen(third, status);
    await expectOnScreen(third, bar.getByRole('button', { name: say('Leave Waitlist') }));
    await expectBeside(
      bar.getByRole('button', { name: say('Leave Waitlist') }),
      bar.getByRole('button', { name: say('Share') }),
    );

    // Its page tells a runner already waiting that it is full, without inviting them to the waitlist; its card
    // elsewhere says how to get in (docs/product.md §2).
    await expect(third.getByText(say('Full'), { exact: true }).first()).toBeVisible();
    await expect(third.getByText(say('Full — join the waitlist'))).toHaveCount(0);
    await third.goto(`/business/${await hostIdOf(third, runId)}/profile`);
    await expect(third.getByRole('article', { name: title })).toContainText(
      sayIn('Full — join the waitlist'),
    );

    // The confirmed runner is asked before giving the spot up; keeping it changes nothing.
    const first = await phone(browser, server, runners[0]!, size, language);
    await first.goto(`/runs/${runId}`);
    const firstBar = first.getByRole('region', { name: say('Register and share') });
    await firstBar.getByRole('button', { name: say('Cancel') }).click();
    const ask = first.getByRole('dialog', { name: say('Give up your spot?') });
    await expect(ask).toContainText(sayIn('It may go to the next runner on the waitlist.'));
    await expectKeyboardFollowsDrawing(
      first,
      ask.getByRole('button', { name: say('Keep my spot') }),
      ask.getByRole('button', { name: say('Give up my spot') }),
    );
    await ask.getByRole('button', { name: say('Keep my spot') }).click();
    await expect(ask).toBeHidden();
    await expect(firstBar.getByText(say("You're Registered! ✓"))).toBeVisible();
    await firstBar.getByRole('button', { name: say('Cancel') }).click();
    await first
      .getByRole('dialog')
      .getByRole('button', { name: say('Give up my spot') })
      .click();
    await expect(firstBar.getByRole('button', { name: say('Join Waitlist') })).toBeVisible();

    // The host on its own run: its actions, never Register, Join Waitlist or WhatsApp to itself.
    const hostPage = await phone(browser, server, host, size, language);
    await hostPage.goto(`/runs/${runId}`);
    const hostBar = hostPage.getByRole('region', { name: say('Register and share') });
    for (const action of ['Edit', 'Participants', 'Check-in']) {
      await expectOnScreen(hostPage, hostBar.getByRole('link', { name: say(action) }));
    }
    await expect(hostPage.getByRole('button', { name: say('Register for this Run') })).toHaveCount(0);
    await expect(hostPage.getByRole('button', { name: say('Join Waitlist') })).toHaveCount(0);
    await expect(hostPage.getByRole('link', { name: say('Contact on WhatsApp') })).toHaveCount(0);
    await hostBar.getByRole('link', { name: say('Participants') }).click();
    await expect(hostPage).toHaveURL(new RegExp(`/runs/${runId}/participants$`));
  });
}

async function hostIdOf(page: Page, runId: number) {
  return ((await (await page.request.get(`/api/events/${runId}`)).json()) as { hostId: string }).hostId;
}

/** The buttons and links on the page whose right edge passes their box's (a narrow card they stick out of). */
async function controlsStickingOut(page: Page) {
  return page.locator('main').evaluate((main) =>
    [...main.querySelectorAll('button, a')].flatMap((control) => {
      const box = control.getBoundingClientRect();
      const parent = control.parentElement;
      if (!parent || box.width === 0 || control.closest('.sr-only')) return [];
      const style = getComputedStyle(parent);
      const inner = parent.getBoundingClientRect().right - parseFloat(style.paddingRight);
      return box.right > inner + 0.5 || control.scrollWidth > control.clientWidth
        ? [
            `"${(control.textContent ?? '').trim()}" ends at ${Math.round(box.right)}px, its box at ${Math.round(inner)}px`,
          ]
        : [];
    }),
  );
}

for (const language of ['en', 'es'] as const) {
  test(`a new runner's pages at 320 px: every button fits inside its card (${language})`, async ({
    browser,
    server,
  }) => {
    const setup = await browser.newPage({ baseURL: server.url });
    const runner = await createAccount(setup.request, server, 'runner', 'Nora New', language);
    await setup.close();
    const page = await phone(browser, server, runner, { width: 320, height: 640 }, language);
    const say = (english: string) => (language === 'es' ? es(english) : english);
    const problems: string[] = [];
    for (const [route, shown] of [
      ['/user-home', 'Browse runs to join'],
      ['/my-runs', 'Browse runs to join'],
      ['/profile', 'Save emergency contact'],
    ] as const) {
      await page.goto(route);
      await expect(page.getByRole('main').getByText(say(shown)).first()).toBeVisible();
      problems.push(...(await controlsStickingOut(page)).map((problem) => `${route}: ${problem}`));
    }
    expect(problems).toEqual([]);
  });

  test(`sign-up at 320 px: the account types' names are whole words (${language})`, async ({
    browser,
    server,
  }) => {
    const page = await phone(browser, server, null, { width: 320, height: 640 }, language);
    await page.goto('/login');
    const say = (english: string) => (language === 'es' ? es(english) : english);
    await page.getByRole('tab', { name: say('Sign Up') }).click();
    for (const role of ['Runner', 'Business']) {
      const name = page
        .getByRole('radio', { name: say(role) })
        .locator('xpath=following-sibling::label')
        .getByText(say(role));
      await expect(name).toBeVisible();
      // One line: the word is not split in two ('Corredo / r').
      const lines = await name.evaluate((element) => {
        const text = [...element.childNodes].find(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        );
        const range = document.createRange();
        range.selectNodeContents(text ?? element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines, role).toBe(1);
    }
    await page.context().close();
  });
}

test('the participants table at 320 px: names and dates wrap between words, never inside one', async ({
  browser,
  server,
}) => {
  const setup = await browser.newPage({ baseURL: server.url });
  await logInAs(setup, server, await createAccount(setup.request, server, 'business', 'Table Host'));
  const runId = await createRunAsHost(setup.request, server, { title: 'Table run', daysAhead: 8 });
  await registerRunners(setup, server, runId, ['Cristina Serrano', 'Tomás Lozano', 'Maximiliano Fernández']);
  await setup.close();
  const page = await phone(browser, server, null, { width: 320, height: 640 });
  await page.goto(`/runs/${runId}/participants`);
  await expect(page.getByRole('rowheader', { name: 'Maximiliano Fernández' })).toBeVisible();
  const broken = await page.locator('table').evaluate((table) =>
    [...table.querySelectorAll('th, td')].flatMap((cell) => {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      const words: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          if (new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1)
            words.push(match[0]);
        }
      }
      return words;
    }),
  );
  expect(broken).toEqual([]);
  // The page itself does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
