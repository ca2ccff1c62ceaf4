// ASVS V15.3 (mass assignment): role, activation, ids, hosts and counters can never be set by a client on any
// write route. Each forbidden key is sent alone beside a valid body; the request is refused (400) or the key
// ignored, and in both cases the stored row shows none of it.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businessPosts, events, registrations, users } from '../../db/schema';
import { runnerSignup } from '../accounts';
import { freshRun, runBody, textForm, useWorld } from './world';

const env = useWorld();

/** Keys a client might try, in the API's camelCase and the database's snake_case. */
const forbidden = (): Record<string, unknown> => ({
  id: env.w.otherBusiness.userId,
  role: 'business',
  isActive: true,
  is_active: true,
  verified: true,
  emailVerified: true,
  passwordHash: 'x',
  password_hash: 'x',
  hostId: env.w.otherBusiness.userId,
  host_id: env.w.otherBusiness.userId,
  businessId: env.w.otherBusiness.userId,
  runnerId: env.w.runner.userId,
  userId: env.w.otherBusiness.userId,
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

describe('mass assignment', () => {
  it('sign-up refuses every extra key and creates no account', async () => {
    // Choosing runner or business is what sign-up is for; everything else is refused.
    const { role: _role, ...extra } = forbidden();
    for (const [key, value] of Object.entries(extra)) {
      const input = runnerSignup();
      const response = await env.t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: withKey(input, key, value),
      });
      expect(response.statusCode, key).toBe(400);
      const created = await env.t.db.select().from(users).where(eq(users.email, input.email));
      expect(created, key).toEqual([]);
    }
  });

  it('profile PATCH refuses every extra key and leaves role, activation and id as they were', async () => {
    const [before] = await env.t.db.select().from(users).where(eq(users.id, env.w.runner.userId));
    for (const [key, value] of Object.entries(forbidden())) {
      const response = await env.t.app.inject({
        method: 'PATCH',
        url: `/api/users/${env.w.runner.userId}`,
        headers: env.w.runner.bearer,
        payload: withKey({ name: 'Rosa R.' }, key, value),
      });
      expect(response.statusCode, key).toBe(400);
    }
    const [after] = await env.t.db.select().from(users).where(eq(users.id, env.w.runner.userId));
    expect(after).toEqual(before);
  });

  it('run create and PATCH refuse every extra key; the host is the caller and counters are computed', async () => {
    const runId = await freshRun(env.t.app, env.w.owner.userId);
    const [before] = await env.t.db.select().from(events).where(eq(events.id, runId));
    const countBefore = (await env.t.db.select().from(events)).length;
    for (const [key, value] of Object.entries(forbidden())) {
      const created = await env.t.app.inject({
        method: 'POST',
        url: '/api/events',
        headers: env.w.owner.bearer,
        payload: withKey(runBody(), key, value),
      });
      expect(created.statusCode, key).toBe(400);
      const patched = await env.t.app.inject({
        method: 'PATCH',
        url: `/api/events/${runId}`,
        headers: env.w.owner.bearer,
        payload: withKey({ title: 'Renamed run' }, key, value),
      });
      expect(patched.statusCode, key).toBe(400);
    }
    expect((await env.t.db.select().from(events)).length).toBe(countBefore);
    const [after] = await env.t.db.select().from(events).where(eq(events.id, runId));
    expect(after).toEqual(before);

    const clean = await env.t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: env.w.owner.bearer,
      payload: runBody(),
    });
    expect(clean.statusCode).toBe(201);
    expect(clean.json()).toMatchObject({
      hostId: env.w.owner.userId,
      currentParticipants: 0,
      imageUrl: null,
    });
  });

  it('registration refuses every extra key; the runner is the caller and the status is decided by the server', async () => {
    const runId = await freshRun(env.t.app, env.w.owner.userId);
    const body = { name: 'Rosa Runner', email: env.w.runner.email, pace: 6 };
    for (const [key, value] of Object.entries(forbidden())) {
      const response = await env.t.app.inject({
        method: 'POST',
        url: `/api/events/${runId}/registrations`,
        headers: env.w.runner.bearer,
        payload: withKey(body, key, value),
      });
      expect(response.statusCode, key).toBe(400);
    }
    expect(await env.t.db.select().from(registrations).where(eq(registrations.eventId, runId))).toEqual([]);
  });

  it('posts refuse every field but title, content and images, and write nothing', async () => {
    const extra = Object.fromEntries(
      Object.entries(forbidden()).map(([key, value]) => [key, JSON.stringify(value)]),
    );
    const form = textForm({
      ...extra,
      businessId: env.w.otherBusiness.userId,
      title: 'Hello',
      content: 'Mine',
    });
    const response = await env.t.app.inject({
      method: 'POST',
      url: `/api/businesses/${env.w.owner.userId}/posts`,
      headers: { ...env.w.owner.bearer, ...form.headers },
      payload: form.payload,
    });
    // Fields the form does not take are refused, as a JSON body's are.
    expect(response.statusCode).toBe(400);
    const rows = await env.t.db
      .select()
      .from(businessPosts)
      .where(eq(businessPosts.businessId, env.w.otherBusiness.userId));
    expect(rows).toEqual([]);
    expect(await env.t.db.select().from(businessPosts).where(eq(businessPosts.title, 'Hello'))).toEqual([]);
  });
});
