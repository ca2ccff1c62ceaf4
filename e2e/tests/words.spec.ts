// A page's document carries the words of its own routes; the rest of the catalogue comes once the page is up,
// before the app moves to a screen that needs it (docs/decisions/064).
import { createAccount, logInAs } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';

// A word of the run form alone: no public page's code shows it.
const FORM_WORD = 'Separate tags with commas, e.g. social, coffee, beginners.';

test('a page carries its own words, and a screen the app moves to has its own from the whole catalogue', async ({
  page,
  server,
}) => {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.text().includes('Service Worker registration blocked by Playwright')) return;
    if (msg.type() === 'error') problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(err.message));
  const host = await createAccount(page.request, server, 'business', 'Words Host');
  await logInAs(page, server, host);

  // A host's home is drawn in the browser: the list of runs is a page the server draws for them.
  const runs = await (await page.request.get('/runs')).text();
  expect(runs.includes('Find Runs'), 'the page in its HTML').toBe(true);
  expect(runs.includes(FORM_WORD), "the form's words in the list's HTML").toBe(false);

  const whole = page.waitForResponse((response) => /\/api\/i18n\/en\?v=/.test(response.url()));
  await page.goto('/runs');
  await expect(page.getByRole('heading', { level: 1, name: 'Find Runs' })).toBeVisible();
  // Asked for once the page is up, from the immutable address the page names.
  const answer = await whole;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toContain('immutable');
  expect(await answer.text()).toContain(FORM_WORD);

  await page.getByRole('banner').getByRole('link', { name: 'Create Run' }).click();
  await expect(page).toHaveURL(/\/business\/create-run$/);
  await expect(page.getByText(FORM_WORD)).toBeVisible();
  expect(problems).toEqual([]);
});

test('the offline page, standing for any page the device kept, carries every word', async ({ request }) => {
  const offline = await (await request.get('/offline')).text();
  expect(offline.includes(FORM_WORD)).toBe(true);
});
