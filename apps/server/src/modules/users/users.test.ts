import { authApiMessages, messages } from '@runtogether/shared/auth/auth.schemas';
import { emailChangeMessages } from '@runtogether/shared/users/profile.schemas';
import type { User } from '@runtogether/shared/users/user.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { insertHost, insertSession, insertUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../../plugins/session-cookie';
import { english } from '../../test/english';
import { PASSWORD } from '../../test/accounts';
import { hashPassword } from '../../lib/password';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ORIGIN = 'http://localhost:3000';
async function signedIn(user: { id: string }) {
  const token = await insertSession(t.db, user.id);
  return { cookie: `${SESSION_COOKIE}=${token}`, origin: ORIGIN };
}
const patch = (id: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PATCH', url: `/api/users/${id}`, payload, headers });
const fieldsOf = (response: { json: <T>() => T }) =>
  response.json<{ error: { fields?: Record<string, string> } }>().error.fields;

describe('GET /api/users/:id', () => {
  it('shows the public profile without the e-mail address', async () => {
    const host = await insertHost(t.db, {
      name: 'Ana',
      businessName: 'Café Dos de Mayo',
      email: 'ana@cafe.test',
    });
    const response = await t.app.inject({ url: `/api/users/${host.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: host.id,
      name: 'Ana',
      role: 'business',
      businessDetails: { businessName: 'Café Dos de Mayo' },
    });
    expect(response.body).not.toContain('ana@cafe.test');
    expect(response.body).not.toContain('email');
  });

  it('answers 404 for an unknown id, a malformed id and an unverified account', async () => {
    const inactive = await insertUser(t.db, { isActive: false });
    for (const id of [crypto.randomUUID(), 'not-a-uuid', inactive.id]) {
      const response = await t.app.inject({ url: `/api/users/${id}` });
      expect(response.statusCode, id).toBe(404);
      expect(response.json<{ error: { code: string } }>().error.code).toBe('NOT_FOUND');
    }
  });
});

describe('PATCH /api/users/:id', () => {
  it('updates your own name and returns the user; a new e-mail waits for its link (email-change.test.ts)', async () => {
    const runner = await insertUser(t.db, {
      name: 'Old Name',
      email: 'old.name@example.test',
      passwordHash: await hashPassword(PASSWORD),
    });
    const response = await patch(
      runner.id,
      { name: 'New Name', email: 'new.name@example.test', currentPassword: PASSWORD },
      await signedIn(runner),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<User>()).toEqual({
      id: runner.id,
      name: 'New Name',
      email: 'old.name@example.test',
      role: 'runner',
      profileImageUrl: null,
      remindersEnabled: true,
      language: 'en',
    });
  });

  it('lets a business whose location could not be placed drop its pin, keeping the location text', async () => {
    const host = await insertHost(t.db, {
      businessLocation: 'Calle Sin Nombre 7, Villaverde',
      latitude: null,
      longitude: null,
    });
    const response = await patch(host.id, { latitude: 40.3468, longitude: -3.7106 }, await signedIn(host));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<User>().businessDetails).toMatchObject({
      businessLocation: 'Calle Sin Nombre 7, Villaverde',
      latitude: 40.3468,
      longitude: -3.7106,
    });
    // The pin gives the business its zone, which the run form takes for a run without a pin of its own.
    const zone = await t.app.inject({ url: '/api/geocode/zone?lat=40.3468&lng=-3.7106' });
    expect(zone.json()).toEqual({ timezone: 'Europe/Madrid' });
  });

  it('updates a business profile; a new address without coordinates clears the old ones', async () => {
    const host = await insertHost(t.db, { businessLocation: 'Old place', latitude: 40.1, longitude: -3.1 });
    const headers = await signedIn(host);
    const located = await patch(
      host.id,
      {
        businessName: 'Retiro Running Co.',
        businessLocation: 'Calle de Alcalá 1, Madrid',
        latitude: 40.42,
        longitude: -3.69,
        businessDescription: '',
        website: 'https://retiro.example',
        google_review: 'https://g.page/retiro',
      },
      headers,
    );
    expect(located.statusCode).toBe(200);
    expect(located.json<User>().businessDetails).toMatchObject({
      businessName: 'Retiro Running Co.',
      businessLocation: 'Calle de Alcalá 1, Madrid',
      latitude: 40.42,
      longitude: -3.69,
      businessDescription: null,
      website: 'https://retiro.example',
      google_review: 'https://g.page/retiro',
    });

    const moved = await patch(host.id, { businessLocation: 'Somewhere not found' }, headers);
    expect(moved.json<User>().businessDetails).toMatchObject({ latitude: null, longitude: null });
    const unchanged = await patch(
      host.id,
      { businessLocation: 'Somewhere not found', businessType: 'Café' },
      headers,
    );
    expect(unchanged.statusCode).toBe(200);
  });

  it('answers 401 to an anonymous visitor and 403 to another user', async () => {
    const owner = await insertUser(t.db);
    const other = await insertUser(t.db);
    expect((await patch(owner.id, { name: 'X' })).statusCode).toBe(401);
    const forbidden = await patch(owner.id, { name: 'Hacked' }, await signedIn(other));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({
      error: { code: 'FORBIDDEN', message: english(authApiMessages.ownProfileOnly) },
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, owner.id));
    expect(row?.name).not.toBe('Hacked');
  });

  it('refuses fields that may never be set (role, activation, ids, tokens)', async () => {
    const runner = await insertUser(t.db);
    const headers = await signedIn(runner);
    for (const field of [
      'role',
      'is_active',
      'isActive',
      'id',
      'passwordHash',
      'verification_token',
      'profileImageUrl',
    ]) {
      const response = await patch(
        runner.id,
        { name: 'Fine', [field]: field === 'role' ? 'business' : 'x' },
        headers,
      );
      expect(response.statusCode, field).toBe(400);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, runner.id));
    expect(row).toMatchObject({ role: 'runner', isActive: true, name: runner.name });
  });

  it('refuses business details from a runner, by field, but accepts them empty', async () => {
    const runner = await insertUser(t.db);
    const headers = await signedIn(runner);
    const response = await patch(
      runner.id,
      { businessName: 'My Shop', website: 'https://shop.example' },
      headers,
    );
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({
      businessName: english(authApiMessages.businessFieldsOnly),
      website: english(authApiMessages.businessFieldsOnly),
    });
    expect((await patch(runner.id, { businessName: '', businessLocation: null }, headers)).statusCode).toBe(
      200,
    );
  });

  it('needs both coordinates or neither', async () => {
    const host = await insertHost(t.db);
    const response = await patch(host.id, { latitude: 40.4 }, await signedIn(host));
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({ latitude: english(authApiMessages.coordinatesTogether) });
  });

  it('refuses a business phone too short to be a number, as sign-up does, and lets it be removed', async () => {
    const host = await insertHost(t.db, { businessPhone: '+34 600 111 222' });
    const headers = await signedIn(host);
    const short = await patch(host.id, { businessPhone: '12' }, headers);
    expect(short.statusCode).toBe(400);
    expect(fieldsOf(short)).toEqual({ businessPhone: english(messages.phoneMin) });
    // Nothing changed: the WhatsApp button still has the whole number.
    const after = await t.app.inject({ url: `/api/users/${host.id}` });
    expect(
      after.json<{ businessDetails: { businessPhone: string | null } }>().businessDetails.businessPhone,
    ).toBe('+34 600 111 222');

    expect((await patch(host.id, { businessPhone: '0034 612 345 678' }, headers)).statusCode).toBe(200);
    const removed = await patch(host.id, { businessPhone: '' }, headers);
    expect(removed.statusCode).toBe(200);
  });

  it('validates with the spec messages', async () => {
    const runner = await insertUser(t.db);
    const response = await patch(runner.id, { name: '', email: 'nope' }, await signedIn(runner));
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({
      name: english(messages.nameRequired),
      email: english(messages.email),
    });
  });

  it('keeps e-mail addresses unique, whatever their case', async () => {
    await insertUser(t.db, { email: 'taken@example.test' });
    const runner = await insertUser(t.db, {
      email: 'mine@example.test',
      passwordHash: await hashPassword(PASSWORD),
    });
    const headers = await signedIn(runner);
    const taken = await patch(runner.id, { email: 'TAKEN@example.test', currentPassword: PASSWORD }, headers);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      error: { code: 'CONFLICT', message: english(emailChangeMessages.taken) },
    });
    // Your own address in another case is not "taken".
    expect((await patch(runner.id, { email: 'Mine@Example.test' }, headers)).statusCode).toBe(200);
  });
});
