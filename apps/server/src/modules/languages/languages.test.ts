import { LOCALE_COOKIE } from '@runtogether/shared/i18n/locales';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { activeRunner, logIn, post, runnerSignup } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface CatalogueAnswer {
  locale: string;
  messages: Record<string, unknown>;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const put = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url, payload: payload as object, headers });

/** The language cookie a response sets, as a Cookie header for the next request. */
function languageCookie(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === LOCALE_COOKIE);
  if (!cookie) throw new Error('no language cookie set');
  return `${LOCALE_COOKIE}=${cookie.value}`;
}

describe('GET /api/i18n', () => {
  it("answers the browser's catalogue in the visitor's language: Accept-Language, else English", async () => {
    const spanish = await get('/api/i18n', { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' });
    expect(spanish.statusCode).toBe(200);
    expect(spanish.headers.vary).toContain('Accept-Language');
    const es = spanish.json<CatalogueAnswer>();
    expect(es.locale).toBe('es');
    expect(es.messages['core.language.label']).toEqual(['Idioma']);

    const french = (await get('/api/i18n', { 'accept-language': 'fr-FR' })).json<CatalogueAnswer>();
    expect(french.locale).toBe('en');
    expect(french.messages['core.language.label']).toEqual(['Language']);
  });

  it('keeps the texts only the server writes (e-mails, calendar files, CSV, page heads) out of it', async () => {
    const { messages } = (await get('/api/i18n/en')).json<CatalogueAnswer>();
    const serverOnly = Object.keys(messages).filter((key) => /^(email|ics|csv|head|card)\./.test(key));
    expect(serverOnly).toEqual([]);
    expect(Object.keys(messages).length).toBeGreaterThan(5);
  });

  it('serves one language at its versioned address for a year, and an unknown language in English', async () => {
    const page = await get('/api/i18n/es');
    expect(page.headers['cache-control']).toBe('public, max-age=300');
    const html = await get('/api/i18n', { cookie: `${LOCALE_COOKIE}=es` });
    expect(html.json<CatalogueAnswer>().locale).toBe('es');

    const unknown = await get('/api/i18n/klingon');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json<CatalogueAnswer>().locale).toBe('en');
  });
});

describe('PUT /api/me/language', () => {
  it("remembers a visitor's choice on the device, over what the browser asks for", async () => {
    const chosen = await put('/api/me/language', { language: 'es' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({ language: 'es' });
    const cookie = languageCookie(chosen);
    const later = await get('/api/i18n', { cookie, 'accept-language': 'en-US' });
    expect(later.json<CatalogueAnswer>().locale).toBe('es');
  });

  it('refuses a language we do not speak, with a clear message', async () => {
    const refused = await put('/api/me/language', { language: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { fields: Record<string, string> } }>().error.fields).toHaveProperty(
      'language',
    );
  });

  it('keeps a signed-in choice on the account: another device logging in gets it, whatever it asks for', async () => {
    const runner = await activeRunner(t.app);
    const phone = await logIn(t.app, runner.email);
    expect((await put('/api/me/language', { language: 'es' }, phone.browser)).statusCode).toBe(200);

    const me = await get('/api/auth/me', phone.bearer);
    expect(me.json<{ user: { language: string } }>().user.language).toBe('es');

    // A laptop asking for English logs in: the answer sets the account's language on it.
    const laptop = await post(
      t.app,
      '/api/auth/login',
      { email: runner.email, password: 'correct horse' },
      {
        'accept-language': 'en-US',
      },
    );
    expect(laptop.statusCode).toBe(200);
    expect(languageCookie(laptop)).toBe(`${LOCALE_COOKIE}=es`);
    const signedIn = await get('/api/i18n', { ...phone.bearer, 'accept-language': 'en-US' });
    expect(signedIn.json<CatalogueAnswer>().locale).toBe('es');
  });

  it('gives a new account the language its owner signed up in', async () => {
    const input = runnerSignup();
    const signup = await post(t.app, '/api/auth/signup', input, { 'accept-language': 'es-ES' });
    expect(signup.statusCode).toBe(201);
    const [account] = await t.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.email, input.email));
    expect(account?.language).toBe('es');
  });
});
