// Who may call a route is answered before what they sent: an anonymous caller gets 401 and a caller with the
// wrong role 403, even with an invalid body or query, never a 400 that lists the route's field rules.
import { registrationApiMessages } from '@runtogether/shared/registrations/registration-api.messages';
import { runApiMessages } from '@runtogether/shared/runs/run-api.messages';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useWorld, type ActorName } from './world';
import { english } from '../english';

const env = useWorld();

interface Case {
  method: InjectOptions['method'];
  url: () => string;
  payload?: Record<string, unknown>;
  expect: Partial<Record<Caller, number>>;
}

/** The world's callers and its platform admin (docs/decisions/049). */
type Caller = ActorName | 'admin';

const cases: Record<string, Case> = {
  'POST /api/events': {
    method: 'POST',
    url: () => '/api/events',
    payload: { title: '', distance: -1 },
    expect: { anonymous: 401, runner: 403, owner: 400 },
  },
  'PATCH /api/events/:id': {
    method: 'PATCH',
    url: () => `/api/events/${env.w.runId}`,
    payload: { distance: -1 },
    expect: { anonymous: 401, runner: 403, owner: 400 },
  },
  'POST /api/events/:id/registrations': {
    method: 'POST',
    url: () => `/api/events/${env.w.runId}/registrations`,
    payload: { name: '', pace: 'fast' },
    expect: { anonymous: 401, owner: 403, runner: 400 },
  },
  'GET /api/registrations/me': {
    method: 'GET',
    url: () => '/api/registrations/me?limit=0',
    expect: { anonymous: 401, owner: 403, runner: 400 },
  },
  'GET /api/business/participants': {
    method: 'GET',
    url: () => '/api/business/participants?limit=0',
    expect: { anonymous: 401, runner: 403, owner: 400 },
  },
  'PATCH /api/users/:id': {
    method: 'PATCH',
    url: () => `/api/users/${env.w.runner.userId}`,
    payload: { name: '' },
    expect: { anonymous: 401, runner: 400 },
  },
  'POST /api/admin/runs/:id/hide': {
    method: 'POST',
    url: () => `/api/admin/runs/${env.w.runId}/hide`,
    payload: { reason: '' },
    expect: { anonymous: 401, runner: 403, owner: 403, admin: 400 },
  },
};

function headersOf(actor: Caller): Record<string, string> {
  return actor === 'anonymous' ? { origin: 'http://localhost:3000' } : env.w[actor].browser;
}

describe('authorization before validation', () => {
  it.each(Object.keys(cases))(
    '%s with invalid input: 401, 403, and a 400 only for a caller who may',
    async (key) => {
      const route = cases[key];
      if (!route) throw new Error(`no case ${key}`);
      const outcomes: Record<string, number> = {};
      for (const actor of Object.keys(route.expect) as Caller[]) {
        const response = await env.t.app.inject({
          method: route.method,
          url: route.url(),
          headers: headersOf(actor),
          ...(route.payload ? { payload: route.payload } : {}),
        });
        outcomes[actor] = response.statusCode;
      }
      expect(outcomes).toEqual(route.expect);
    },
  );

  it('tells each caller why, in the words of the route', async () => {
    const post = (actor: ActorName) =>
      env.t.app.inject({ method: 'POST', url: '/api/events', headers: headersOf(actor), payload: {} });
    const errorOf = async (actor: ActorName) =>
      (await post(actor)).json<{ error: { code: string; message: string; fields?: unknown } }>().error;
    expect(await errorOf('anonymous')).toEqual({ code: 'UNAUTHORIZED', message: 'Not signed in' });
    expect(await errorOf('runner')).toEqual({
      code: 'FORBIDDEN',
      message: english(runApiMessages.businessOnly),
    });
    const register = await env.t.app.inject({
      method: 'POST',
      url: `/api/events/${env.w.runId}/registrations`,
      headers: headersOf('anonymous'),
      payload: {},
    });
    expect(register.json<{ error: { message: string } }>().error.message).toBe(
      english(registrationApiMessages.mustLogIn),
    );
  });
});
