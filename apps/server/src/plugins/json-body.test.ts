// A JSON Content-Type on a DELETE with no body, as some HTTP clients send on every request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeRunner, logIn } from '../test/accounts';
import { insertHost } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = { 'content-type': 'application/json' };

describe('an empty body under a JSON Content-Type', () => {
  it('is no body on a DELETE, and still not valid JSON on a POST', async () => {
    const host = await insertHost(t.db);
    const runner = await logIn(t.app, (await activeRunner(t.app)).email);
    const url = `/api/businesses/${host.id}/follow`;
    await t.app.inject({ method: 'PUT', url, headers: runner.bearer });

    const unfollowed = await t.app.inject({ method: 'DELETE', url, headers: { ...runner.bearer, ...json } });
    expect(unfollowed.statusCode).toBe(200);
    expect(unfollowed.json()).toEqual({ following: false, followerCount: 0 });

    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: json, payload: '' });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' },
    });
  });

  it('still refuses a DELETE whose JSON is broken or poisoned, and asks for the body a DELETE needs', async () => {
    const runner = await activeRunner(t.app);
    const session = await logIn(t.app, runner.email);
    const broken = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { ...session.bearer, ...json },
      payload: '{"password":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json<{ error: { message: string } }>().error.message).toBe(
      'The request body is not valid JSON.',
    );
    // A key that would poison an object's prototype is refused as Fastify's own parser refuses it.
    const poisoned = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { ...session.bearer, ...json },
      payload: '{"password":"x","__proto__":{"admin":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
    const empty = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { ...session.bearer, ...json },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ error: { code: string } }>().error.code).toBe('VALIDATION_FAILED');
  });
});
