// ASVS V15.3 (mass assignment): role, activation, ids, hosts and counters can never be set by a client on any
// write route. Each forbidden key is sent alone beside a valid body; the request is refused (400) or the key
// ignored, and in both cases the stored row shows none of it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessPosts, events, registrations, users } from '../../db/schema';
import { runnerSignup } from '../accounts';
import { createTestApp, type TestApp } from '../test-app';
import { buildWorld, freshRun, textForm, type World } from './world';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app);
});
afterAll(() => t.close());

/** Keys a client might try, in the API's camelCase and the database's snake_case. */
const forbidden = (w: World): Record<string, unknown> => ({
  id: w.otherBusiness.userId,
  role: 'business',
  isActive: true,
  is_active: true,
  verified: true,
  emailVerified: true,
  passwordHash: 'x',
  password_hash: 'x',
  hostId: w.otherBusiness.userId,
  host_id: w.otherBusiness.userId,
  businessId: w.otherBusiness.userId,
  runnerId: w.runner.userId,
  userId: w.otherBusiness.userId,
  eventId: 1,
  currentParticipants: 999,
  current_participants: 999,
  status: 'confirmed',
  waitlistPosition: 1,
  createdAt: '2000-01-01T00:00:00Z',
  imageUrl: 'https://evil.test/x.png',
  profileImageUrl: 'https://evil.test/x.png',
  // Computed, so it is an own key (a plain `__proto__:` would set the prototype instead).
  ['__proto__']: { role: 'business' },
  constructor: { prototype: { isActive: true } },
});

/** A JSON body with one extra own key (parsed from text, so "__proto__" is an own key as on the wire). */
const withKey = (body: object, key: string, value: unknown) =>
  JSON.parse(
    JSON.stringify(body).replace(/^\{/, `{${JSON.stringify(key)}:${JSON.stringify(value)},`),
  ) as object;

const DAY = 86_400_000;
const runBody = () => ({
  title: 'Mass assignment run',
  description: 'Checking that nothing extra sticks.',
  date: new Date(Date.now() + 9 * DAY).toISOString().slice(0, 10),
  time: '09:00',
  timezone: 'UTC',
  location: 'Retiro Park',
  address: 'Puerta de Alcalá, Madrid',
  distance: 5,
  pace: 6,
  maxParticipants: 10,
  tags: [],
});

describe('mass assignment', () => {
  it('sign-up refuses every extra key and creates no account', async () => {
    // Choosing runner or business is what sign-up is for; everything else is refused.
    const { role: _role, ...extra } = forbidden(w);
    for (const [key, value] of Object.entries(extra)) {
      const input = runnerSignup();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: withKey(input, key, value),
      });
      expect(response.statusCode, key).toBe(400);
      const created = await t.db.select().from(users).where(eq(users.email, input.email));
      expect(created, key).toEqual([]);
    }
  });

  it('profile PATCH refuses every extra key and leaves role, activation and id as they were', async () => {
    const [before] = await t.db.select().from(users).where(eq(users.id, w.runner.userId));
    for (const [key, value] of Object.entries(forbidden(w))) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/users/${w.runner.userId}`,
        headers: w.runner.bearer,
        payload: withKey({ name: 'Rosa R.' }, key, value),
      });
      expect(response.statusCode, key).toBe(400);
    }
    const [after] = await t.db.select().from(users).where(eq(users.id, w.runner.userId));
    expect(after).toEqual(before);
  });

  it('run create and PATCH refuse every extra key; the host is the caller and counters are computed', async () => {
    const runId = await freshRun(t.app, w.owner.userId);
    const [before] = await t.db.select().from(events).where(eq(events.id, runId));
    const countBefore = (await t.db.select().from(events)).length;
    for (const [key, value] of Object.entries(forbidden(w))) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/events',
        headers: w.owner.bearer,
        payload: withKey(runBody(), key, value),
      });
      expect(created.statusCode, key).toBe(400);
      const patched = await t.app.inject({
        method: 'PATCH',
        url: `/api/events/${runId}`,
        headers: w.owner.bearer,
        payload: withKey({ title: 'Renamed run' }, key, value),
      });
      expect(patched.statusCode, key).toBe(400);
    }
    expect((await t.db.select().from(events)).length).toBe(countBefore);
    const [after] = await t.db.select().from(events).where(eq(events.id, runId));
    expect(after).toEqual(before);

    const clean = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: w.owner.bearer,
      payload: runBody(),
    });
    expect(clean.statusCode).toBe(201);
    expect(clean.json()).toMatchObject({ hostId: w.owner.userId, currentParticipants: 0, imageUrl: null });
  });

  it('registration refuses every extra key; the runner is the caller and the status is decided by the server', async () => {
    const runId = await freshRun(t.app, w.owner.userId);
    const body = { name: 'Rosa Runner', email: w.runner.email, pace: 6 };
    for (const [key, value] of Object.entries(forbidden(w))) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/events/${runId}/registrations`,
        headers: w.runner.bearer,
        payload: withKey(body, key, value),
      });
      expect(response.statusCode, key).toBe(400);
    }
    expect(await t.db.select().from(registrations).where(eq(registrations.eventId, runId))).toEqual([]);
  });

  it('posts take only title and content from the form: the business is the caller, ids are the server’s', async () => {
    const extra = Object.fromEntries(
      Object.entries(forbidden(w)).map(([key, value]) => [key, JSON.stringify(value)]),
    );
    const form = textForm({ ...extra, businessId: w.otherBusiness.userId, title: 'Hello', content: 'Mine' });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${w.owner.userId}/posts`,
      headers: { ...w.owner.bearer, ...form.headers },
      payload: form.payload,
    });
    // Extra text fields are dropped by the form reader; too many of them refuse the form outright.
    expect([201, 400]).toContain(response.statusCode);
    const rows = await t.db
      .select()
      .from(businessPosts)
      .where(eq(businessPosts.businessId, w.otherBusiness.userId));
    expect(rows).toEqual([]);
    if (response.statusCode === 201) {
      const { post } = response.json<{ post: { id: number; businessId: string } }>();
      expect(post.businessId).toBe(w.owner.userId);
      expect(post.id).not.toBe(1);
    }
  });
});
