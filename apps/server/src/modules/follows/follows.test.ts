import { businessMessages } from '@runtogether/shared/business/dashboard.schemas';
import {
  followErrorCodes,
  followMessages,
  type FollowState,
} from '@runtogether/shared/follows/follow.schemas';
import { type Followers } from '@runtogether/shared/follows/followers.schemas';
import type { RunList } from '@runtogether/shared/runs/run.schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows } from '../../db/schema';
import { SESSION_COOKIE } from '../../plugins/session-cookie';
import { insertHost, insertRun, insertSession, insertUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { english } from '../../test/english';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

async function signedIn(user: { id: string }) {
  return { authorization: `Bearer ${await insertSession(t.db, user.id)}` };
}

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers });

const errorOf = (response: { json: <T>() => T }) =>
  response.json<{ error: { code: string; message: string } }>().error;

describe('PUT, DELETE and GET /api/businesses/:id/follow', () => {
  it('follows and unfollows, both idempotent, answering the new state and count', async () => {
    const host = await insertHost(t.db);
    const ana = await insertUser(t.db, { name: 'Ana' });
    const ben = await insertUser(t.db, { name: 'Ben' });
    const asAna = await signedIn(ana);
    const asBen = await signedIn(ben);
    const url = `/api/businesses/${host.id}/follow`;

    const followed = await call('PUT', url, asAna);
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toEqual({ following: true, followerCount: 1 });
    expect((await call('PUT', url, asAna)).json()).toEqual({ following: true, followerCount: 1 });
    expect((await call('PUT', url, asBen)).json()).toEqual({ following: true, followerCount: 2 });

    // Anyone sees the count; only the follower sees that they follow.
    expect((await call('GET', url)).json()).toEqual({ following: false, followerCount: 2 });
    expect((await call('GET', url, asAna)).json()).toEqual({ following: true, followerCount: 2 });
    const hostView = await call('GET', url, await signedIn(host));
    expect(hostView.json()).toEqual({ following: false, followerCount: 2 });
    // The viewer's own state is never stored by a shared cache.
    expect(hostView.headers['cache-control']).toBe('private, no-cache');

    expect((await call('DELETE', url, asAna)).json()).toEqual({ following: false, followerCount: 1 });
    expect((await call('DELETE', url, asAna)).json()).toEqual({ following: false, followerCount: 1 });
    expect((await call('GET', url, asAna)).json()).toEqual({ following: false, followerCount: 1 });
  });

  it('gives every follow its own unguessable unsubscribe token, and a new one after unfollowing', async () => {
    const host = await insertHost(t.db);
    const runner = await insertUser(t.db);
    const as = await signedIn(runner);
    const url = `/api/businesses/${host.id}/follow`;
    const tokenOf = async () =>
      (
        await t.db
          .select({ token: follows.unsubscribeToken })
          .from(follows)
          .where(and(eq(follows.runnerId, runner.id), eq(follows.businessId, host.id)))
      )[0]?.token;
    await call('PUT', url, as);
    const first = await tokenOf();
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await call('PUT', url, as);
    expect(await tokenOf()).toBe(first);
    await call('DELETE', url, as);
    expect(await tokenOf()).toBeUndefined();
    await call('PUT', url, as);
    expect(await tokenOf()).not.toBe(first);
  });

  it('refuses visitors, businesses, yourself, runners and unknown ids with a clear message', async () => {
    const host = await insertHost(t.db);
    const otherHost = await insertHost(t.db);
    const runner = await insertUser(t.db);
    const otherRunner = await insertUser(t.db);
    const asRunner = await signedIn(runner);
    const url = (id: string) => `/api/businesses/${id}/follow`;

    for (const method of ['PUT', 'DELETE'] as const) {
      const anonymous = await call(method, url(host.id));
      expect(anonymous.statusCode).toBe(401);
      expect(errorOf(anonymous)).toEqual({
        code: 'UNAUTHORIZED',
        message: english(followMessages.mustLogIn),
      });

      const business = await call(method, url(host.id), await signedIn(otherHost));
      expect(business.statusCode).toBe(403);
      expect(errorOf(business)).toEqual({ code: 'FORBIDDEN', message: english(followMessages.runnerOnly) });

      const self = await call(method, url(host.id), await signedIn(host));
      expect(self.statusCode).toBe(400);
      expect(errorOf(self)).toEqual({
        code: followErrorCodes.notYourself,
        message: english(followMessages.notYourself),
      });
      const selfRunner = await call(method, url(runner.id), asRunner);
      expect(selfRunner.statusCode).toBe(400);
      expect(errorOf(selfRunner).code).toBe(followErrorCodes.notYourself);

      const aRunner = await call(method, url(otherRunner.id), asRunner);
      expect(aRunner.statusCode).toBe(400);
      expect(errorOf(aRunner)).toEqual({
        code: followErrorCodes.notAHost,
        message: english(followMessages.notAHost),
      });

      for (const id of [UNKNOWN, 'not-a-uuid']) {
        const missing = await call(method, url(id), asRunner);
        expect(missing.statusCode).toBe(404);
        expect(errorOf(missing).message).toBe(english(businessMessages.notFound));
      }
    }
    // GET answers like the profile it belongs to: 404 for anything that is not a business.
    for (const id of [otherRunner.id, UNKNOWN, 'not-a-uuid']) {
      expect((await call('GET', url(id))).statusCode).toBe(404);
    }
    // Nothing was written by any refusal.
    expect(await t.db.select().from(follows).where(eq(follows.runnerId, runner.id))).toEqual([]);
  });

  it('refuses a follow sent by another site with the session cookie', async () => {
    const host = await insertHost(t.db);
    const runner = await insertUser(t.db);
    const cookie = `${SESSION_COOKIE}=${await insertSession(t.db, runner.id)}`;
    const url = `/api/businesses/${host.id}/follow`;
    const crossSite = await call('PUT', url, { cookie, origin: 'https://evil.test' });
    expect(crossSite.statusCode).toBe(403);
    const ours = await call('PUT', url, { cookie, origin: 'http://localhost:3000' });
    expect(ours.json<FollowState>().following).toBe(true);
  });
});

describe('GET /api/business/followers', () => {
  it("lists the host's followers newest first with the date they followed, paged, without e-mails", async () => {
    const host = await insertHost(t.db);
    const otherHost = await insertHost(t.db);
    const names = ['Ana', 'Ben', 'Cris'];
    for (const [i, name] of names.entries()) {
      const runner = await insertUser(t.db, { name, email: `${name.toLowerCase()}.${host.id}@x.test` });
      await t.db.insert(follows).values({
        runnerId: runner.id,
        businessId: host.id,
        unsubscribeToken: `token-${host.id}-${i}`,
        createdAt: new Date(Date.UTC(2030, 0, 1 + i, 9, 30)),
      });
    }
    const outsider = await insertUser(t.db, { name: 'Outsider' });
    await t.db
      .insert(follows)
      .values({ runnerId: outsider.id, businessId: otherHost.id, unsubscribeToken: `token-${outsider.id}` });

    const asHost = await signedIn(host);
    const first = await call('GET', '/api/business/followers?limit=2', asHost);
    expect(first.statusCode).toBe(200);
    const page = first.json<Followers>();
    expect(page.items.map((f) => [f.name, f.followedAt])).toEqual([
      ['Cris', '2030-01-03T09:30:00.000Z'],
      ['Ben', '2030-01-02T09:30:00.000Z'],
    ]);
    expect(first.body).not.toMatch(/@x\.test/);
    const second = (
      await call('GET', `/api/business/followers?limit=2&cursor=${page.nextCursor}`, asHost)
    ).json<Followers>();
    expect(second).toMatchObject({ nextCursor: null });
    expect(second.items.map((f) => f.name)).toEqual(['Ana']);

    expect((await call('GET', '/api/business/followers')).statusCode).toBe(401);
    expect((await call('GET', '/api/business/followers', await signedIn(outsider))).statusCode).toBe(403);
    const badCursor = await call('GET', '/api/business/followers?cursor=nonsense', asHost);
    expect(badCursor.statusCode).toBe(400);
  });
});

describe('GET /api/me/following/runs', () => {
  it('lists upcoming runs of followed hosts only, soonest first, paged', async () => {
    const followed = await insertHost(t.db, { businessName: 'Café Corre' });
    const alsoFollowed = await insertHost(t.db);
    const notFollowed = await insertHost(t.db);
    const runner = await insertUser(t.db);
    const as = await signedIn(runner);
    const now = Date.now();
    await insertRun(t.db, followed.id, { startsAt: new Date(now + 3 * DAY), title: 'Third' });
    await insertRun(t.db, followed.id, { startsAt: new Date(now + 1 * DAY), title: 'First' });
    await insertRun(t.db, alsoFollowed.id, { startsAt: new Date(now + 2 * DAY), title: 'Second' });
    await insertRun(t.db, followed.id, { startsAt: new Date(now - DAY), title: 'Past' });
    await insertRun(t.db, notFollowed.id, { startsAt: new Date(now + DAY), title: 'Not followed' });

    const empty = await call('GET', '/api/me/following/runs', as);
    expect(empty.json()).toEqual({ items: [], nextCursor: null });

    await call('PUT', `/api/businesses/${followed.id}/follow`, as);
    await call('PUT', `/api/businesses/${alsoFollowed.id}/follow`, as);
    const first = (await call('GET', '/api/me/following/runs?limit=2', as)).json<RunList>();
    expect(first.items.map((r) => r.title)).toEqual(['First', 'Second']);
    expect(first.items[0]?.hostName).toBe('Café Corre');
    const second = (
      await call('GET', `/api/me/following/runs?limit=2&cursor=${first.nextCursor}`, as)
    ).json<RunList>();
    expect(second.items.map((r) => r.title)).toEqual(['Third']);
    expect(second.nextCursor).toBeNull();

    expect((await call('GET', '/api/me/following/runs')).statusCode).toBe(401);
    const business = await call('GET', '/api/me/following/runs', await signedIn(followed));
    expect(business.statusCode).toBe(403);
    expect(errorOf(business).message).toBe(english(followMessages.runnerOnly));
  });
});

describe('the follow state and the public read cache', () => {
  it('is answered fresh to every caller, never from the anonymous cache the profile uses', async () => {
    const cached = await createTestApp({ config: { publicCacheTtlMs: 60_000 } });
    try {
      const host = await insertHost(cached.db);
      const runner = await insertUser(cached.db);
      const url = `/api/businesses/${host.id}/follow`;
      expect((await cached.app.inject({ url })).json()).toEqual({ following: false, followerCount: 0 });
      // Written behind the API's back: a cached answer would not see it for a minute.
      await cached.db
        .insert(follows)
        .values({ runnerId: runner.id, businessId: host.id, unsubscribeToken: `cache-${runner.id}` });
      expect((await cached.app.inject({ url })).json()).toEqual({ following: false, followerCount: 1 });
      const bearer = { authorization: `Bearer ${await insertSession(cached.db, runner.id)}` };
      expect((await cached.app.inject({ url, headers: bearer })).json()).toEqual({
        following: true,
        followerCount: 1,
      });
    } finally {
      await cached.close();
    }
  });
});
