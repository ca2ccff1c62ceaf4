// Languages end to end (decision 038): the runner's and the host's journeys in Spanish (Accept-Language: es-ES) with no English
// left on their screens, the language switch following an account to another device, the raw HTML of a public
// page in both languages, and axe on the Spanish screens.
import type { Browser, Page } from '@playwright/test';
import { createAccount, logInAs } from '../fixtures/accounts';
import { axeViolations, settle } from '../fixtures/axe';
import { createRunAsHost } from '../fixtures/runs';
import type { RunningServer } from '../fixtures/server';
import { englishLeft, es, esIn } from '../fixtures/spanish';
import { messagesTo, verificationLink } from '../fixtures/mail';
import { expect, test, uniqueEmail } from '../fixtures/test';
import { parseHtml } from '../fixtures/html';

const SPANISH = {
  locale: 'es-ES',
  extraHTTPHeaders: { 'accept-language': 'es-ES,es;q=0.9' },
  serviceWorkers: 'block' as const,
};

async function spanishPage(browser: Browser, server: RunningServer): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, timezoneId: 'Europe/Madrid', ...SPANISH });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  (page as Page & { problems: string[] }).problems = problems;
  return page;
}

const problemsOf = (page: Page) => (page as Page & { problems: string[] }).problems;

/** The screen is in Spanish: <html lang="es"> and no English phrase of the catalogue on it. */
async function expectSpanish(page: Page, screen: string) {
  await settle(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect({ screen, english: await englishLeft(page) }).toEqual({ screen, english: [] });
  // Drawn by the server in Spanish, hydrated in Spanish: React finds nothing to complain about.
  expect({ screen, problems: problemsOf(page) }).toEqual({ screen, problems: [] });
}

const madridDateIn = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

test('a runner finds a run, registers and sees My Runs, all in Spanish', async ({ browser, server }) => {
  test.setTimeout(120_000);
  const suffix = Math.random().toString(36).slice(2, 7);
  const hostPage = await browser.newPage({ baseURL: server.url });
  const host = await createAccount(hostPage.request, server, 'business', 'Carmen Host', 'es');
  await logInAs(hostPage, server, host);
  const title = `Rodaje del Retiro ${suffix}`;
  const runId = await createRunAsHost(hostPage.request, server, {
    title,
    // Two weeks out: the specs share this server, and the soonest runs are what other specs look for.
    daysAhead: 12,
    location: 'Parque del Retiro',
    maxParticipants: 12,
    whatsappGroupLink: 'https://chat.whatsapp.com/e2eEs',
  });
  const runner = await createAccount(hostPage.request, server, 'runner', 'Lucía Corredora', 'es');

  const page = await spanishPage(browser, server);
  await page.goto('/');
  await expectSpanish(page, 'landing');
  await page.goto('/runs');
  await expect(page.getByRole('heading', { name: es('Find Runs'), level: 1 })).toBeVisible();
  await expectSpanish(page, 'Find Runs');
  await page.goto(`/runs/${runId}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  // "12 plazas libres": the plural in Spanish, and the date as Spain writes it.
  await expect(page.getByText(/12 plazas libres/).first()).toBeVisible();
  await expectSpanish(page, 'run page (visitor)');

  await logInAs(page, server, runner);
  await page.reload();
  const registerButton = page.getByRole('button', { name: es('Register for this Run') });
  await expect(registerButton).toBeEnabled();
  await registerButton.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel(es('Name'))).not.toHaveValue('');
  await expect(dialog).toHaveAccessibleDescription(
    `Resérvate una plaza en “${title}”. El organizador verá tu nombre, tu correo y tu ritmo.`,
  );
  await expectSpanish(page, 'register dialog');
  await dialog.getByRole('button', { name: es('Register') }).click();
  await expect(page.getByText(es('Successfully registered for the run!')).first()).toBeVisible();
  const invitation = page.getByRole('dialog', { name: es("You're Registered!") });
  await expect(invitation.getByRole('link', { name: es('Join WhatsApp Group') })).toBeVisible();
  await expectSpanish(page, 'WhatsApp invitation');
  await invitation.getByRole('button', { name: es('Skip for Now') }).click();
  await expect(page.getByText(es("You're Registered! ✓"))).toBeVisible();
  await expect(page.getByText(/11 plazas libres/).first()).toBeVisible();
  await expectSpanish(page, 'run page (registered)');

  await page.goto('/my-runs');
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  await expectSpanish(page, 'My Runs');
  expect(problemsOf(page)).toEqual([]);
});

test('a host creates a run and sees the dashboard, all in Spanish', async ({ browser, server }) => {
  test.setTimeout(120_000);
  const page = await spanishPage(browser, server);
  const host = await createAccount(page.request, server, 'business', 'Javier Host', 'es');
  await logInAs(page, server, host);
  const title = `Series del Parque ${Math.random().toString(36).slice(2, 7)}`;

  await page.goto('/business/create-run');
  await expect(page.getByRole('heading', { name: es('Create a Run') })).toBeVisible();
  await expectSpanish(page, 'Create a Run');
  await page.getByLabel(es('Title')).fill(title);
  await page.getByLabel(es('Description')).fill('Dos vueltas suaves al parque y café después.');
  await page.getByLabel(es('Date')).fill(madridDateIn(14));
  await page.getByLabel(es('Time')).fill('07:30');
  await page.getByLabel(es('Location')).fill('Retiro Park');
  await page.getByLabel(es('Address')).fill('Parque del Retiro, Madrid');
  await expect(page.getByText(esIn('Location found')).first()).toBeVisible();
  await page.getByLabel(es('Distance (km)')).fill('8');
  // A mistake gets a Spanish message and loses nothing typed.
  await page.getByLabel(es('Title')).fill('');
  await page.getByRole('button', { name: es('Create Run') }).click();
  await expect(page.getByLabel(es('Title'))).toHaveAttribute('aria-invalid', 'true');
  await expectSpanish(page, 'Create a Run (an error)');
  await expect(page.getByLabel(es('Distance (km)'))).toHaveValue('8');
  await page.getByLabel(es('Title')).fill(title);
  await page.getByRole('button', { name: es('Create Run') }).click();
  await expect(page).toHaveURL(/\/business\/home$/);
  await expect(page.getByText(title).first()).toBeVisible();
  await expectSpanish(page, 'dashboard');
  expect(problemsOf(page)).toEqual([]);
});

test('the language switch follows a signed-in account to another device', async ({ browser, server }) => {
  test.setTimeout(90_000);
  const english = { baseURL: server.url, locale: 'en-US', extraHTTPHeaders: { 'accept-language': 'en-US' } };
  const laptop = await (await browser.newContext(english)).newPage();
  const runner = await createAccount(laptop.request, server, 'runner', 'Pilar Runner');
  await logInAs(laptop, server, runner);
  await laptop.goto('/my-runs');
  await expect(laptop.getByRole('heading', { name: 'My Runs', level: 1 })).toBeVisible();
  const languageSelect = laptop.getByLabel('Language');
  await expect(languageSelect).toBeEnabled();
  await languageSelect.selectOption('es');
  await expect(laptop.getByRole('heading', { name: es('My Runs'), level: 1 })).toBeVisible();
  await expect(laptop.locator('html')).toHaveAttribute('lang', 'es');

  // A phone that asks for English logs in: the account's Spanish wins.
  const phone = await (await browser.newContext(english)).newPage();
  await logInAs(phone, server, runner);
  await phone.goto('/my-runs');
  await expect(phone.getByRole('heading', { name: es('My Runs'), level: 1 })).toBeVisible();
  await expect(phone.locator('html')).toHaveAttribute('lang', 'es');
  await phone.goto('/runs');
  await expect(phone.getByRole('heading', { name: es('Find Runs'), level: 1 })).toBeVisible();

  // A log-in on the English form, sent there from My Runs: My Runs opens in the account's Spanish and says so
  // there, in Spanish.
  const tablet = await (await browser.newContext(english)).newPage();
  await tablet.goto('/my-runs');
  await expect(tablet).toHaveURL(/\/login$/);
  await tablet.getByLabel('Email').fill(runner.email);
  await tablet.getByLabel('Password').fill(runner.password);
  await tablet.getByRole('button', { name: 'Login' }).click();
  await expect(tablet.getByRole('heading', { name: es('My Runs'), level: 1 })).toBeVisible();
  await expect(tablet).toHaveURL(/\/my-runs$/);
  await expect(tablet.locator('html')).toHaveAttribute('lang', 'es');
  await expect(tablet.getByText(es('Login successful!'))).toBeVisible();

  // Back to English from the footer.
  await phone.getByLabel(es('Language')).selectOption('en');
  await expect(phone.getByRole('heading', { name: 'Find Runs', level: 1 })).toBeVisible();
});

test('a Spanish runner deletes the account: the home page it lands on says so in Spanish', async ({
  browser,
  server,
}) => {
  const page = await spanishPage(browser, server);
  const runner = await createAccount(page.request, server, 'runner', 'Elena Borrada', 'es');
  await logInAs(page, server, runner);
  await page.goto('/profile');
  await page.getByRole('button', { name: es('Delete my account') }).click();
  const dialog = page.getByRole('dialog', { name: es('Delete your account?') });
  await dialog.getByLabel(es('Your password')).fill(runner.password);
  await dialog.getByRole('button', { name: es('Delete my account') }).click();
  await expect(page).toHaveURL(`${server.url}/`);
  // The home page's words carry the toast the profile left as the browser moved (lib/toast-after-reload.ts).
  await expect(page.getByText(es('Your account has been deleted.'))).toBeVisible();
  await expectSpanish(page, 'home after deleting the account');
});

test("an invalid invitation says so in Spanish on the page's Spanish address, to an English browser", async ({
  browser,
  server,
}) => {
  const english = { baseURL: server.url, locale: 'en-US', extraHTTPHeaders: { 'accept-language': 'en-US' } };
  const page = await (await browser.newContext(english)).newPage();
  await page.goto('/team/join?token=bad&lang=es');
  await expect(page.getByRole('heading', { name: es("Join a host's team"), level: 1 })).toBeVisible();
  await expect(
    page.getByText(es('This invitation link is not valid. Ask the host for a new one.')),
  ).toBeVisible();
  await expect(page.getByText('This invitation link is not valid. Ask the host for a new one.')).toHaveCount(
    0,
  );
});

test('a Spanish link makes the visit Spanish: a sign-up from it gets a Spanish account and e-mail', async ({
  browser,
  server,
}) => {
  const english = { baseURL: server.url, locale: 'en-US', extraHTTPHeaders: { 'accept-language': 'en-US' } };
  const page = await (await browser.newContext(english)).newPage();
  const email = uniqueEmail('enlace');
  await page.goto('/login?lang=es');
  await page.getByRole('tab', { name: es('Sign Up') }).click();
  await page.getByLabel(es('Name')).fill('Lucía Enlace');
  await page.getByLabel(es('Email')).fill(email);
  await page.getByLabel(es('Password')).fill('correct horse 42');
  await page.getByRole('button', { name: es('Create Account') }).click();
  await expect(page).toHaveURL(/\/verification-reminder$/);
  // The next page, asked for without ?lang=, stays Spanish, and so does what the server sent.
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect
    .poll(() => messagesTo(server.dataDir, email).join('\n'), { timeout: 15_000 })
    .toContain('Subject: Confirma tu cuenta de RunTogether');
});

test('a Spanish verification link opened where an English account is signed in says it worked in Spanish', async ({
  browser,
  server,
}) => {
  const english = { baseURL: server.url, locale: 'en-US', extraHTTPHeaders: { 'accept-language': 'en-US' } };
  const page = await (await browser.newContext(english)).newPage();
  await logInAs(page, server, await createAccount(page.request, server, 'runner', 'Ann Elsewhere'));
  const email = uniqueEmail('otra');
  // Someone else signs up in Spanish, elsewhere; the link is then opened in the English account's browser.
  const elsewhere = (await browser.newContext({ baseURL: server.url })).request;
  const signup = await elsewhere.post('/api/auth/signup', {
    data: { role: 'runner', name: 'Lucía Otra', email, password: 'correct horse 42' },
    headers: { origin: server.url, 'accept-language': 'es', 'x-forwarded-for': '10.9.8.7' },
  });
  expect(signup.status()).toBe(201);
  const link = (await verificationLink(server.dataDir, email)) + '&lang=es';
  await page.goto(link);
  await expect(page.getByRole('heading', { name: es('Email Verified!') })).toBeVisible();
  // The API answers in the signed-in English account's language; the Spanish page says it in Spanish.
  // Read once: the page moves on to /login a few seconds later, which would hide an English line from a retry.
  const card = await page.getByRole('main').innerText();
  expect(card).toMatch(esIn('Email verified successfully! You can now log in.'));
  expect(card).not.toContain('Email verified successfully! You can now log in.');
});

test("the footer's switch changes the language of a ?lang= address, keeping its other parameters", async ({
  browser,
  server,
}) => {
  const english = { baseURL: server.url, locale: 'en-US', extraHTTPHeaders: { 'accept-language': 'en-US' } };
  const page = await (await browser.newContext(english)).newPage();
  await page.goto('/runs?lang=en&distance=long#results');
  await expect(page.getByRole('heading', { name: 'Find Runs', level: 1 })).toBeVisible();
  const languageSelect = page.getByLabel('Language');
  await expect(languageSelect).toBeEnabled();
  await languageSelect.selectOption('es');
  await expect(page).toHaveURL(`${server.url}/runs?distance=long#results`);
  await expect(page.getByRole('heading', { name: es('Find Runs'), level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('public pages carry their language in the raw HTML, with alternates; an unknown one gets English', async ({
  request,
  server,
}) => {
  const host = await createAccount(request, server, 'business', 'Rosa Host');
  const signIn = await request.post(`${server.url}/api/auth/login`, {
    data: { email: host.email, password: host.password },
    headers: { origin: server.url },
  });
  expect(signIn.ok()).toBe(true);
  const runId = await createRunAsHost(request, server, {
    title: 'Tirada larga del domingo',
    daysAhead: 13,
    maxParticipants: 3,
  });
  await request.post(`${server.url}/api/auth/logout`, { headers: { origin: server.url } });

  const html = async (path: string, language: string) => {
    const response = await request.get(`${server.url}${path}`, {
      headers: { 'accept-language': language, cookie: '' },
    });
    expect(response.status()).toBe(200);
    return response.text();
  };
  const spanish = await html(`/runs/${runId}`, 'es-ES,es;q=0.9');
  const $ = parseHtml(spanish);
  expect($('html').attr('lang')).toBe('es');
  expect($('meta[property="og:locale"]').attr('content')).toBe('es_ES');
  const alternates = $('link[rel="alternate"][hreflang]')
    .toArray()
    .map((link) => [$(link).attr('hreflang'), $(link).attr('href')]);
  expect(alternates).toEqual([
    ['en', `${server.url}/runs/${runId}?lang=en`],
    ['es', `${server.url}/runs/${runId}?lang=es`],
    ['x-default', `${server.url}/runs/${runId}`],
  ]);
  expect(spanish).toMatch(/3 plazas libres/);

  const french = await html(`/runs/${runId}`, 'fr-FR,fr;q=0.9');
  expect(parseHtml(french)('html').attr('lang')).toBe('en');
  expect(french).toMatch(/3 spots left/);

  // ?lang= names a version whatever the browser asks for.
  expect(parseHtml(await html(`/runs/${runId}?lang=es`, 'en-US'))('html').attr('lang')).toBe('es');
});

test('axe finds nothing on the Spanish screens', async ({ browser, server }) => {
  test.setTimeout(120_000);
  const page = await spanishPage(browser, server);
  const runner = await createAccount(page.request, server, 'runner', 'Marta Corredora', 'es');
  const host = await createAccount(page.request, server, 'business', 'Luis Host', 'es');
  const violations: string[] = [];
  for (const path of ['/', '/runs', '/about', '/login', '/no-such-page']) {
    await page.goto(path);
    await settle(page);
    violations.push(...(await axeViolations(page, `es ${path}`)));
  }
  const runs = await page.request.get(`${server.url}/api/events?limit=1`);
  const firstRun = ((await runs.json()) as { items: { id: number }[] }).items[0];
  if (firstRun) {
    await page.goto(`/runs/${firstRun.id}`);
    await settle(page);
    violations.push(...(await axeViolations(page, 'es run page')));
  }
  await logInAs(page, server, runner);
  for (const path of ['/user-home', '/my-runs', '/profile']) {
    await page.goto(path);
    await settle(page);
    violations.push(...(await axeViolations(page, `es runner ${path}`)));
  }
  await logInAs(page, server, host);
  for (const path of ['/business/home', '/business/create-run', '/business/profile']) {
    await page.goto(path);
    await settle(page);
    violations.push(...(await axeViolations(page, `es host ${path}`)));
  }
  expect(violations).toEqual([]);
});
