// Resolved sessions kept for a few seconds (decision 039): reused within the TTL, dropped at once by log-out and
// by every write that changes what request.user holds, and (with Redis) on every instance.
import type { User } from '@runtogether/shared/users/user.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { SESSION_COOKIE } from '../../plugins/session-cookie';
import { insertHost, insertRun, insertSession, insertUser } from '../../test/factories';
import { announceSkipWithoutRedis, testRedisUrl, uniqueRedisPrefix } from '../../test/redis';
import { createTestApp, type TestApp } from '../../test/test-app';
import { reminderUnsubscribeToken } from '../reminders/reminders.service';
import { createSessionCache, type FoundSession } from './session-cache';
import { SESSION_RENEWAL_INTERVAL_MS } from './session.service';
import { hashToken } from './tokens';

const TTL = 5000;
let clock = 1_000_000;
const now = () => clock;

const me = async (t: TestApp, token: string) => {
  const answer = await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ user: User | null }>().user;
};
const write = (t: TestApp, token: string, method: 'PATCH' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, origin: t.config.publicUrl },
    ...(payload ? { payload } : {}),
  });
const deleteSessionRow = (t: TestApp, token: string) =>
  t.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));

describe('session cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { sessionCacheTtlMs: TTL }, now });
  });
  afterAll(() => t.close());

  it('reuses a resolved session within its TTL and reads it again after', async () => {
    const runner = await insertUser(t.db, { name: 'Kept' });
    const token = await insertSession(t.db, runner.id);
    expect((await me(t, token))?.name).toBe('Kept');
    // Gone from the database behind the API's back: the kept session still answers until the TTL…
    await deleteSessionRow(t, token);
    expect((await me(t, token))?.name).toBe('Kept');
    clock += TTL;
    // …and not a moment after.
    expect(await me(t, token)).toBeNull();
  });

  it('refuses a logged-out token at once on the same instance', async () => {
    const runner = await insertUser(t.db);
    const token = await insertSession(t.db, runner.id);
    const other = await insertSession(t.db, runner.id);
    expect(await me(t, token)).not.toBeNull();
    expect(await me(t, other)).not.toBeNull();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(204);
    expect(await me(t, token)).toBeNull();
    const refused = await write(t, token, 'PATCH', `/api/users/${runner.id}`, { name: 'Nope' });
    expect(refused.statusCode).toBe(401);
    // The user's other session is untouched.
    expect(await me(t, other)).not.toBeNull();
  });

  it("shows the account's changes at once: profile, language, reminders (also from an e-mail link)", async () => {
    const runner = await insertUser(t.db, { name: 'Before', language: 'en' });
    const token = await insertSession(t.db, runner.id);
    expect(await me(t, token)).toMatchObject({ name: 'Before', language: 'en', remindersEnabled: true });

    const renamed = await write(t, token, 'PATCH', `/api/users/${runner.id}`, { name: 'After' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await me(t, token))?.name).toBe('After');

    const language = await write(t, token, 'PUT', '/api/me/language', { language: 'es' });
    expect(language.statusCode, language.body).toBeLessThan(300);
    expect((await me(t, token))?.language).toBe('es');

    // The one-click unsubscribe link carries no session: it may change any account, so everything is dropped.
    const link = reminderUnsubscribeToken(t.config.sessionSecret, runner.id);
    const stopped = await t.app.inject({ method: 'POST', url: `/api/reminders/unsubscribe/${link}` });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect((await me(t, token))?.remindersEnabled).toBe(false);
  });

  it('keeps every session through an anonymous language choice (only a cookie changed)', async () => {
    const runner = await insertUser(t.db, { name: 'Kept through' });
    const token = await insertSession(t.db, runner.id);
    expect((await me(t, token))?.name).toBe('Kept through');
    await t.db.update(users).set({ name: 'Renamed by hand' }).where(eq(users.id, runner.id));
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/me/language',
      payload: { language: 'es' },
    });
    expect(anonymous.statusCode).toBe(200);
    expect(t.app.sessionCache.size).toBeGreaterThan(0);
    expect((await me(t, token))?.name).toBe('Kept through');
  });

  it('keeps the session through a registration (nothing about the account changed)', async () => {
    const host = await insertHost(t.db);
    const run = await insertRun(t.db, host.id, { startsAt: new Date(Date.now() + 86_400_000) });
    const runner = await insertUser(t.db, { name: 'Registers' });
    const token = await insertSession(t.db, runner.id);
    expect(await me(t, token)).not.toBeNull();
    await t.db.update(users).set({ name: 'Renamed by hand' }).where(eq(users.id, runner.id));
    const registered = await write(t, token, 'POST', `/api/events/${run.id}/registrations`, {
      name: 'Registers',
      email: runner.email,
      pace: 5.5,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    expect((await me(t, token))?.name).toBe('Registers'); // still the kept user
  });

  it('still renews a session (sliding expiry) when the kept one is due, once', async () => {
    const runner = await insertUser(t.db);
    const token = await insertSession(t.db, runner.id);
    const due = new Date(Date.now() - SESSION_RENEWAL_INTERVAL_MS - 60_000);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: due })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const cookie = `${SESSION_COOKIE}=${token}`;
    const first = await t.app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(first.headers['set-cookie']).toBeDefined();
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row!.lastSeenAt.getTime()).toBeGreaterThan(due.getTime());
    // The kept session carries the renewal: the next request does not renew again.
    const second = await t.app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(second.json<{ user: User | null }>().user).not.toBeNull();
    expect(second.headers['set-cookie']).toBeUndefined();
  });
});

describe('createSessionCache', () => {
  const found = (userId: string): FoundSession => ({
    user: { id: userId } as FoundSession['user'],
    sessionId: 's',
    lastSeenAt: new Date(),
    expiresAt: new Date(Date.now() + 60_000),
  });

  it('shares one load between concurrent lookups and does not keep unknown tokens', async () => {
    const cache = createSessionCache(TTL, now);
    let loads = 0;
    const load = () => {
      loads += 1;
      return Promise.resolve(found('u1'));
    };
    await Promise.all([cache.lookup('a', load), cache.lookup('a', load), cache.lookup('a', load)]);
    expect(loads).toBe(1);
    await cache.lookup('unknown', () => Promise.resolve(undefined));
    await Promise.resolve();
    expect(cache.size).toBe(1);
  });

  it('does not keep a load that a drop overtook (a log-out racing a request)', async () => {
    const cache = createSessionCache(TTL, now);
    let answer!: (value: FoundSession) => void;
    const racing = cache.lookup('a', () => new Promise((resolve) => (answer = resolve)));
    cache.forgetToken('a');
    answer(found('u1'));
    await racing;
    let loads = 0;
    await cache.lookup('a', () => {
      loads += 1;
      return Promise.resolve(undefined);
    });
    expect(loads).toBe(1);
  });

  it("forgets a user's sessions, and only theirs", async () => {
    const cache = createSessionCache(TTL, now);
    await cache.lookup('a', () => Promise.resolve(found('u1')));
    await cache.lookup('b', () => Promise.resolve(found('u1')));
    await cache.lookup('c', () => Promise.resolve(found('u2')));
    cache.forgetUser('u1');
    expect(cache.size).toBe(1);
  });
});

announceSkipWithoutRedis('the session cache across instances');
describe.runIf(testRedisUrl())('session cache across instances (Redis)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const config = {
      sessionCacheTtlMs: 60_000,
      redisUrl: testRedisUrl() ?? null,
      redisKeyPrefix: uniqueRedisPrefix(),
    };
    a = await createTestApp({ config, now });
    b = await createTestApp({ config, now });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  // Two apps over two databases: the same account and session in both, as one shared database would hold them.
  const sameAccountInBoth = async (name: string) => {
    const runner = await insertUser(a.db, { name });
    await insertUser(b.db, { id: runner.id, name, email: runner.email });
    const token = await insertSession(a.db, runner.id);
    await b.db.insert(sessions).values({
      userId: runner.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 3600_000),
    });
    return { runner, token };
  };

  it("a log-out on one instance drops the other's kept session", async () => {
    const { token } = await sameAccountInBoth('Two places');
    expect(await me(b, token)).not.toBeNull();
    await deleteSessionRow(b, token); // what a's log-out does to the shared database
    expect(await me(b, token)).not.toBeNull(); // b still holds it
    const out = await a.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(204);
    await expect.poll(() => me(b, token), { timeout: 5000 }).toBeNull();
  });

  it("a change to the account on one instance drops the other's kept session", async () => {
    const { runner, token } = await sameAccountInBoth('Old name');
    expect((await me(b, token))?.name).toBe('Old name');
    await b.db.update(users).set({ name: 'New name' }).where(eq(users.id, runner.id));
    expect((await me(b, token))?.name).toBe('Old name');
    const renamed = await write(a, token, 'PATCH', `/api/users/${runner.id}`, { name: 'New name' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await expect.poll(async () => (await me(b, token))?.name, { timeout: 5000 }).toBe('New name');
  });
});
