import { authApiMessages, messages } from '@runtogether/shared/auth/auth.schemas';
import type { LoginResponse } from '@runtogether/shared/auth/auth.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { activeRunner, logIn, PASSWORD, post, runnerSignup } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AUTH_LIMITS } from './auth.limits';
import { SESSION_COOKIE } from '../../plugins/session-cookie';
import { SESSION_LIFETIME_MS } from './session.service';
import { hashToken } from './tokens';
import { english } from '../../test/english';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
const me = (headers: Record<string, string>) => t.app.inject({ url: '/api/auth/me', headers });
const meUser = async (headers: Record<string, string>) => (await me(headers)).json<{ user: unknown }>().user;
const invalidCredentials = {
  error: { code: 'INVALID_CREDENTIALS', message: english(messages.invalidCredentials) },
};

describe('POST /api/auth/login', () => {
  it('returns the user and a token, and sets an httpOnly SameSite=Lax session cookie', async () => {
    const { email } = await activeRunner(t.app, { name: 'Marta' });
    const response = await login(email.toUpperCase(), PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json<LoginResponse>();
    expect(body.user).toMatchObject({ name: 'Marta', email, role: 'runner', profileImageUrl: null });
    expect(body.authToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.body).not.toMatch(/argon2|password/i);

    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ value: body.authToken, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBe(SESSION_LIFETIME_MS / 1000);
    // PUBLIC_URL is http in tests; Secure would make the browser drop the cookie.
    expect(cookie?.secure).toBeFalsy();

    // The token is stored hashed only.
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(body.authToken)));
    expect(row).toBeDefined();
    expect(JSON.stringify(await t.db.select().from(sessions))).not.toContain(body.authToken);

    expect(await meUser({ authorization: `Bearer ${body.authToken}` })).toMatchObject({ email });
    expect(await meUser({ cookie: `${SESSION_COOKIE}=${body.authToken}` })).toMatchObject({ email });
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const { email } = await activeRunner(t.app);
    const wrong = await login(email, 'not the password');
    const unknown = await login('nobody@example.test', PASSWORD);
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(invalidCredentials);
      expect(response.cookies).toEqual([]);
    }
  });

  it('refuses an unverified account that gives the right password with 403 EMAIL_NOT_VERIFIED', async () => {
    const input = runnerSignup();
    await post(t.app, '/api/auth/signup', input);
    const response = await login(input.email, PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: 'EMAIL_NOT_VERIFIED', message: english(messages.inactive) },
    });
    expect(response.cookies).toEqual([]);
    // A wrong password tells nothing about the account's state.
    expect((await login(input.email, 'wrong password')).json()).toEqual(invalidCredentials);
  });

  it('answers the web form validation messages', async () => {
    const response = await post(t.app, '/api/auth/login', { email: 'x', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      email: english(messages.email),
      password: english(messages.passwordRequired),
    });
  });

  it(`locks an account after ${AUTH_LIMITS.loginFailuresPerAccount.max} failures, even for the right password`, async () => {
    const { email } = await activeRunner(t.app);
    for (let i = 0; i < AUTH_LIMITS.loginFailuresPerAccount.max; i++) {
      // From different IPs: the per-account limit does not depend on where guesses come from.
      expect((await login(email, `guess ${i}`, `198.51.100.${i + 1}`)).statusCode).toBe(401);
    }
    const limited = await login(email, PASSWORD, '198.51.100.200');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: english(authApiMessages.tooManyLogins) },
    });
  });

  it('does not count successful log-ins', async () => {
    const { email } = await activeRunner(t.app);
    for (let i = 0; i <= AUTH_LIMITS.loginFailuresPerAccount.max; i++) {
      expect((await login(email, PASSWORD, '203.0.113.50')).statusCode).toBe(200);
    }
  });

  it(`limits one IP to ${AUTH_LIMITS.loginFailuresPerIp.max} failures across accounts`, async () => {
    const { email } = await activeRunner(t.app);
    const ip = '203.0.113.9';
    for (let i = 0; i < AUTH_LIMITS.loginFailuresPerIp.max; i++) {
      expect((await login(`guess${i}@example.test`, PASSWORD, ip)).statusCode).toBe(401);
    }
    expect((await login(email, PASSWORD, ip)).statusCode).toBe(429);
    expect((await login(email, PASSWORD, '203.0.113.10')).statusCode).toBe(200);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session on the server and clears the cookie', async () => {
    const { email } = await activeRunner(t.app);
    const session = await logIn(t.app, email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: session.browser,
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const cleared = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());

    // The old token no longer works, by cookie or as a bearer token.
    expect(await meUser(session.browser)).toBeNull();
    expect(await meUser(session.bearer)).toBeNull();
  });

  it('revokes a bearer session too, and answers 204 to an anonymous visitor', async () => {
    const { email } = await activeRunner(t.app);
    const session = await logIn(t.app, email);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: session.bearer })).statusCode,
    ).toBe(204);
    expect(await meUser(session.bearer)).toBeNull();
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204);
  });
});

describe('sessions', () => {
  const ageSession = async (token: string, lastSeenMsAgo: number) => {
    const expiresAt = new Date(Date.now() + 24 * 3600_000);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - lastSeenMsAgo), expiresAt })
      .where(eq(sessions.tokenHash, hashToken(token)));
    return expiresAt;
  };
  const sessionRow = async (token: string) => {
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    return row;
  };

  it('slides: a session used after an hour is extended to 30 days and its cookie refreshed', async () => {
    const { email } = await activeRunner(t.app);
    const session = await logIn(t.app, email);
    const oldExpiry = await ageSession(session.authToken, 2 * 3600_000);

    const response = await me(session.browser);
    expect(response.json<{ user: unknown }>().user).not.toBeNull();
    const row = await sessionRow(session.authToken);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(oldExpiry.getTime());
    expect((row?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(SESSION_LIFETIME_MS - 60_000);
    expect(Date.now() - (row?.lastSeenAt.getTime() ?? 0)).toBeLessThan(60_000);
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({
      value: session.authToken,
      httpOnly: true,
      maxAge: SESSION_LIFETIME_MS / 1000,
    });
  });

  it('is not written to again within the hour', async () => {
    const { email } = await activeRunner(t.app);
    const session = await logIn(t.app, email);
    const expiry = await ageSession(session.authToken, 10 * 60_000);
    const response = await me(session.bearer);
    expect(response.cookies).toEqual([]);
    expect((await sessionRow(session.authToken))?.expiresAt.getTime()).toBe(expiry.getTime());
  });
});

describe('cross-site request protection', () => {
  const logoutWith = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });

  it('refuses a cookie-authenticated change from another origin, or with no origin at all', async () => {
    const { email } = await activeRunner(t.app);
    const session = await logIn(t.app, email);
    const cookie = session.browser.cookie ?? '';
    const foreign: Record<string, string>[] = [
      { cookie, origin: 'https://evil.example' },
      { cookie, referer: 'https://evil.example/page' },
      { cookie, origin: 'null' },
      { cookie },
    ];
    for (const headers of foreign) {
      const response = await logoutWith(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toEqual({
        error: { code: 'FORBIDDEN', message: english(authApiMessages.crossSite) },
      });
    }
    expect(await meUser(session.browser)).not.toBeNull();
  });

  it('accepts our own origin (PUBLIC_URL or the request host) and a same-origin Referer', async () => {
    const { email } = await activeRunner(t.app);
    const ours: Record<string, string>[] = [
      { origin: 'http://localhost:3000' },
      { origin: 'http://api.internal:8080', host: 'api.internal:8080' },
      { referer: 'http://localhost:3000/profile' },
    ];
    for (const headers of ours) {
      const session = await logIn(t.app, email);
      const response = await logoutWith({ cookie: session.browser.cookie ?? '', ...headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(204);
    }
  });

  it('does not apply to bearer tokens, anonymous requests or reads', async () => {
    const { email } = await activeRunner(t.app);
    const session = await logIn(t.app, email);
    expect(
      (await me({ cookie: session.browser.cookie ?? '', origin: 'https://evil.example' })).statusCode,
    ).toBe(200);
    expect((await logoutWith({ ...session.bearer, origin: 'https://evil.example' })).statusCode).toBe(204);
    expect((await logoutWith({ origin: 'https://evil.example' })).statusCode).toBe(204);
  });
});
