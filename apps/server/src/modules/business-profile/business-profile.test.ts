import { businessMessages } from '@runtogether/shared/business/dashboard.schemas';
import type { RunList } from '@runtogether/shared/runs/run.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertHost, insertRun, insertUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { english } from '../../test/english';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/businesses/:id and /past-runs', () => {
  it('shows a business without its e-mail, and 404 for runners and unknown ids', async () => {
    const host = await insertHost(t.db, { businessName: 'Café Corre', email: 'owner@cafe.example' });
    const response = await t.app.inject({ url: `/api/businesses/${host.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: host.id, businessDetails: { businessName: 'Café Corre' } });
    expect(response.body).not.toContain('owner@cafe.example');
    const runner = await insertUser(t.db);
    for (const id of [runner.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const missing = await t.app.inject({ url: `/api/businesses/${id}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json<{ error: { message: string } }>().error.message).toBe(
        english(businessMessages.notFound),
      );
    }
  });

  it('pages past runs latest first', async () => {
    const host = await insertHost(t.db);
    const titles = ['Oldest', 'Middle', 'Latest'];
    for (const [i, title] of titles.entries()) {
      await insertRun(t.db, host.id, { startsAt: new Date(Date.now() - (3 - i) * 86_400_000), title });
    }
    await insertRun(t.db, host.id, { startsAt: new Date(Date.now() + 86_400_000), title: 'Upcoming' });
    const first = (
      await t.app.inject({ url: `/api/businesses/${host.id}/past-runs?limit=2` })
    ).json<RunList>();
    expect(first.items.map((r) => r.title)).toEqual(['Latest', 'Middle']);
    const second = (
      await t.app.inject({ url: `/api/businesses/${host.id}/past-runs?limit=2&cursor=${first.nextCursor}` })
    ).json<RunList>();
    expect(second).toMatchObject({ nextCursor: null });
    expect(second.items.map((r) => r.title)).toEqual(['Oldest']);
  });
});
