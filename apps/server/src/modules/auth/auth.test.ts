import type { MeResponse, User } from '@runtogether/shared/users/user.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertHost, insertSession, insertUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SESSION_COOKIE } from '../../plugins/session-cookie';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (headers: Record<string, string> = {}) => t.app.inject({ url: '/api/auth/me', headers });
const anonymous = async (headers: Record<string, string> = {}) => {
  const response = await me(headers);
  return { status: response.statusCode, body: response.json<MeResponse>() };
};
const nobody = { status: 200, body: { user: null } };

describe('GET /api/auth/me', () => {
  it('answers no user without a session', async () => {
    expect(await anonymous()).toEqual(nobody);
  });

  it('answers no user for an unknown token', async () => {
    expect(await anonymous({ authorization: 'Bearer not-a-session' })).toEqual(nobody);
    expect(await anonymous({ cookie: `${SESSION_COOKIE}=not-a-session` })).toEqual(nobody);
  });

  it('returns the runner for a session cookie and for a bearer token', async () => {
    const runner = await insertUser(t.db, {
      name: 'Lucía',
      email: 'Lucia@Example.test',
      passwordHash: 'hash',
    });
    const token = await insertSession(t.db, runner.id);
    const expected: User = {
      id: runner.id,
      name: 'Lucía',
      email: 'Lucia@Example.test',
      role: 'runner',
      profileImageUrl: null,
      remindersEnabled: true,
      language: 'en',
    };
    const ways: Record<string, string>[] = [
      { cookie: `${SESSION_COOKIE}=${token}` },
      { authorization: `Bearer ${token}` },
    ];
    for (const headers of ways) {
      const response = await me(headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ user: expected });
      expect(response.body).not.toContain('hash');
    }
  });

  it('returns the business details of a host', async () => {
    const host = await insertHost(t.db, {
      businessName: 'Café Dos de Mayo',
      businessPhone: '+34 910 000 202',
      businessDescription: 'Coffee, then running. Or the other way round.',
      instagram: 'https://www.instagram.com/cafe',
      latitude: 40.4268,
      longitude: -3.7047,
    });
    const response = await me({ authorization: `Bearer ${await insertSession(t.db, host.id)}` });
    expect(response.statusCode).toBe(200);
    expect(response.json<MeResponse>().user).toMatchObject({
      role: 'business',
      businessDetails: {
        businessName: 'Café Dos de Mayo',
        businessPhone: '+34 910 000 202',
        description: 'Coffee, then running. Or the other way round.',
        businessDescription: 'Coffee, then running. Or the other way round.',
        instagram: 'https://www.instagram.com/cafe',
        socialLinks: { instagram: 'https://www.instagram.com/cafe', website: null },
        latitude: 40.4268,
        longitude: -3.7047,
      },
    });
  });

  it('answers no user for an expired session', async () => {
    const runner = await insertUser(t.db);
    const token = await insertSession(t.db, runner.id, new Date(Date.now() - 1000));
    expect(await anonymous({ authorization: `Bearer ${token}` })).toEqual(nobody);
  });

  it('answers no user for a user who has not verified their e-mail', async () => {
    const inactive = await insertUser(t.db, { isActive: false });
    const token = await insertSession(t.db, inactive.id);
    expect(await anonymous({ cookie: `${SESSION_COOKIE}=${token}` })).toEqual(nobody);
  });
});
