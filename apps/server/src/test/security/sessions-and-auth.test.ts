// ASVS V6/V7 (authentication, sessions): secrets hashed at rest, sessions that end when they should, rate limits
// on every door that sends mail or checks a password, and a log-in that does not tell which e-mails exist.
import type * as Argon2 from '@node-rs/argon2';
import { authApiMessages } from '@runtogether/shared/auth/auth.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emailVerificationTokens, sessions, users } from '../../db/schema';
import { AUTH_LIMITS } from '../../modules/auth/auth.limits';
import { hashToken } from '../../modules/auth/tokens';
import { TOO_MANY_REQUESTS_MESSAGE } from '../../plugins/rate-limit';
import {
  activeRunner,
  lastVerificationToken,
  logIn,
  PASSWORD,
  post,
  runnerSignup,
  uniqueEmail,
} from '../accounts';
import { startNominatimFixture, type NominatimFixture } from '../nominatim-fixture';
import { createTestApp, type TestApp } from '../test-app';
import { english } from '../english';

// The real argon2, watched: which hash each log-in checks is the structural proof of equal work.
const verifiedHashes = vi.hoisted(() => [] as unknown[]);
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof Argon2>();
  return {
    ...real,
    verify: (...args: Parameters<typeof real.verify>) => {
      verifiedHashes.push(args[0]);
      return real.verify(...args);
    },
  };
});

let t: TestApp;
let nominatim: NominatimFixture;
beforeAll(async () => {
  nominatim = await startNominatimFixture({
    'retiro park': { lat: '40.4153', lon: '-3.6845', display_name: 'Parque del Retiro, Madrid' },
  });
  t = await createTestApp({ config: { nominatimUrl: nominatim.url, geocodeMinIntervalMs: 0 } });
});
afterAll(async () => {
  await t.close();
  await nominatim.close();
});
beforeEach(() => {
  verifiedHashes.length = 0;
});

const me = (headers: Record<string, string>) => t.app.inject({ url: '/api/auth/me', headers });
const meUser = async (headers: Record<string, string>) =>
  (await me(headers)).json<{ user: { id: string } | null }>().user;
/** A write only a live session may make: renaming yourself. */
const renameSelf = (session: { userId: string; bearer: Record<string, string> }) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/users/${session.userId}`,
    headers: session.bearer,
    payload: { name: 'Still here?' },
  });
const errorOf = (response: { json: <T>() => T }) =>
  response.json<{ error: { code: string; message: string } }>().error;

describe('secrets at rest', () => {
  it('keeps only hashes of session and verification tokens, and an argon2id hash of the password', async () => {
    const { email } = await activeRunner(t.app);
    const verificationToken = await lastVerificationToken(t.db, email);
    const session = await logIn(t.app, email);
    // The outbox holds the verification mail's text until it is sent (SECURITY.md); the token tables do not.
    const stored = JSON.stringify(
      await Promise.all([
        t.db.select().from(users),
        t.db.select().from(sessions),
        t.db.select().from(emailVerificationTokens),
      ]),
    );
    expect(stored).not.toContain(session.authToken);
    expect(stored).toContain(hashToken(session.authToken));
    expect(stored).not.toContain(verificationToken);
    expect(stored).toContain(hashToken(verificationToken));
    expect(stored).not.toContain(PASSWORD);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('ending sessions', () => {
  it('log-out revokes the session on the server: the token is dead for every route', async () => {
    const session = await logIn(t.app, (await activeRunner(t.app)).email);
    expect(await meUser(session.bearer)).not.toBeNull();
    expect((await post(t.app, '/api/auth/logout', {}, session.bearer)).statusCode).toBe(204);
    expect(await meUser(session.bearer)).toBeNull();
    expect(await meUser(session.browser)).toBeNull();
    expect((await renameSelf(session)).statusCode).toBe(401);
  });

  // Disabling an account is clearing is_active (docs/product.md §3/§4): the flag log-in checks and sessions require.
  it('disabling an account (is_active false) ends all its sessions at once and refuses log-in', async () => {
    const { email } = await activeRunner(t.app);
    const first = await logIn(t.app, email);
    const second = await logIn(t.app, email);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, first.userId));
    expect(await meUser(first.bearer)).toBeNull();
    expect(await meUser(second.browser)).toBeNull();
    expect((await renameSelf(first)).statusCode).toBe(401);
    const login = await post(t.app, '/api/auth/login', { email, password: PASSWORD });
    expect(login.statusCode).toBe(403);
    expect(login.json()).not.toHaveProperty('authToken');
  });
});

describe('log-in does not reveal which e-mails exist', () => {
  it('answers an unknown e-mail and a wrong password with the same status, body and cookies', async () => {
    const { email } = await activeRunner(t.app);
    const unknown = await post(t.app, '/api/auth/login', {
      email: uniqueEmail('nobody'),
      password: 'wrong one',
    });
    const wrong = await post(t.app, '/api/auth/login', { email, password: 'wrong one' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(unknown.statusCode);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.headers['set-cookie']).toEqual(unknown.headers['set-cookie']);
  });

  it('does the same argon2 work for an unknown e-mail: one verify against a dummy argon2id hash', async () => {
    const { email } = await activeRunner(t.app);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));

    await post(t.app, '/api/auth/login', { email, password: 'wrong one' });
    expect(verifiedHashes).toEqual([row?.passwordHash]);

    verifiedHashes.length = 0;
    await post(t.app, '/api/auth/login', { email: uniqueEmail('nobody'), password: 'wrong one' });
    expect(verifiedHashes).toHaveLength(1);
    // Same algorithm and the same cost parameters as a real account's hash.
    const parameters = (hash: unknown) => String(hash).split('$').slice(1, 4).join('$');
    expect(parameters(verifiedHashes[0])).toBe(parameters(row?.passwordHash));
    expect(verifiedHashes[0]).not.toBe(row?.passwordHash);
  });
});

describe('rate limits answer 429', () => {
  it('log-in: after the failures allowed per account, even the right password', async () => {
    const { email } = await activeRunner(t.app);
    for (let i = 0; i < AUTH_LIMITS.loginFailuresPerAccount.max; i++) {
      expect((await post(t.app, '/api/auth/login', { email, password: 'wrong one' })).statusCode).toBe(401);
    }
    const locked = await post(t.app, '/api/auth/login', { email, password: PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(errorOf(locked).message).toBe(english(authApiMessages.tooManyLogins));
  });

  it('resend verification: after the mails allowed per address', async () => {
    const { email } = runnerSignup();
    for (let i = 0; i < AUTH_LIMITS.resendPerAddress.max; i++) {
      expect((await post(t.app, '/api/auth/resend-verification', { email })).statusCode).toBe(200);
    }
    const limited = await post(t.app, '/api/auth/resend-verification', { email });
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).message).toBe(english(authApiMessages.tooManyVerificationEmails));
  });

  it('sign-up: after the sign-ups allowed per IP', async () => {
    // The other tests' sign-ups came from the same IP and count too: at most `max` more are accepted.
    let answered = 0;
    let limited: Awaited<ReturnType<typeof post>> | undefined;
    while (!limited && answered <= AUTH_LIMITS.signupPerIp.max + 5) {
      const response = await post(t.app, '/api/auth/signup', runnerSignup());
      answered += 1;
      if (response.statusCode === 429) limited = response;
      else expect(response.statusCode).toBe(201);
    }
    expect(limited && errorOf(limited).message).toBe(english(authApiMessages.tooManySignups));
    expect(answered).toBeLessThanOrEqual(AUTH_LIMITS.signupPerIp.max + 1);
  });

  it('geocoding: after the lookups allowed per IP per minute', async () => {
    let limited: Awaited<ReturnType<typeof t.app.inject>> | undefined;
    let answered = 0;
    while (!limited && answered < 200) {
      const response = await t.app.inject({ url: '/api/geocode?q=Retiro%20Park' });
      answered += 1;
      if (response.statusCode === 429) limited = response;
      else expect(response.statusCode).toBe(200);
    }
    expect(limited && errorOf(limited).message).toBe(TOO_MANY_REQUESTS_MESSAGE);
    expect(answered).toBe(61);
  });
});
