// A profile PATCH changes what it names and nothing else (docs/product.md §2 Profile): a property over the real
// server and database. The e-mail is left out (its change has a flow of its own); a new business location
// clearing the old pin is the documented exception, so coordinates go with it.
import type { ProfileUpdateInput } from '@runtogether/shared/users/profile.schemas';
import type { User } from '@runtogether/shared/users/user.schemas';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../plugins/session-cookie';
import { insertHost, insertSession } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let host: { id: string };
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  host = await insertHost(t.db, {
    businessName: 'Partial Coffee',
    businessLocation: 'Calle Mayor 1, Madrid',
    businessPhone: '612345678',
    latitude: 40.41,
    longitude: -3.7,
  });
  headers = {
    cookie: `${SESSION_COOKIE}=${await insertSession(t.db, host.id)}`,
    origin: 'http://localhost:3000',
  };
});
afterAll(() => t.close());

const text = (min: number, max: number) =>
  fc
    .stringMatching(new RegExp(`^[A-Za-z][A-Za-z ]{${min - 1},${max - 1}}$`))
    .map((s) => s.trim())
    .filter((s) => s.length >= min);
const link = fc.constantFrom('https://example.test/a', 'https://example.test/b', null);

type Change = { names: string[]; patch: ProfileUpdateInput };
const one = (name: keyof ProfileUpdateInput, value: fc.Arbitrary<unknown>, also: string[] = []) =>
  value.map((v): Change => ({ names: [name, ...also], patch: { [name]: v } }));

const change: fc.Arbitrary<Change> = fc.oneof(
  one('name', text(2, 40)),
  one('businessName', text(2, 40)),
  one('businessLocation', text(5, 40), ['latitude', 'longitude']),
  one('businessPhone', fc.constantFrom('600111222', '0034 612345678', null)),
  one('businessDescription', fc.option(text(1, 80), { nil: null }), ['description']),
  one('address', fc.option(text(5, 40), { nil: null })),
  one('businessType', fc.option(text(2, 20), { nil: null })),
  one('website', link),
  one('instagram', link),
  one('facebook', link),
  one('twitter', link),
  one('linkedin', link),
  one('google_review', link),
  one('remindersEnabled', fc.boolean()),
  one('language', fc.constantFrom('en', 'es')),
  fc
    .tuple(fc.integer({ min: -80, max: 80 }), fc.integer({ min: -170, max: 170 }))
    .map(([latitude, longitude]): Change => ({
      names: ['latitude', 'longitude'],
      patch: { latitude, longitude },
    })),
);

/** Every value the answer holds, by path, without the ones the change is about. */
function valuesBesides(user: User, names: string[]): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  const walk = (value: unknown, path: string[]) => {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value)) walk(inner, [...path, key]);
    } else if (!names.includes(path.at(-1) ?? '')) flat[path.join('.')] = value;
  };
  walk(user, []);
  return flat;
}

const patch = (body: ProfileUpdateInput) =>
  t.app.inject({ method: 'PATCH', url: `/api/users/${host.id}`, headers, payload: body });

describe('PATCH /api/users/:id', () => {
  it('keeps every field it leaves out', async () => {
    await fc.assert(
      fc.asyncProperty(change, async ({ names, patch: body }) => {
        const before = (await patch({})).json<User>();
        const response = await patch(body);
        expect(response.statusCode, response.body).toBe(200);
        expect(valuesBesides(response.json<User>(), names), JSON.stringify(body)).toEqual(
          valuesBesides(before, names),
        );
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
