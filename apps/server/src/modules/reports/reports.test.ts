import { REPORTS_PER_DAY } from '@runtogether/shared/trust/trust.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { businessPosts, reports } from '../../db/schema';
import { insertHost, insertRun, insertSession, insertUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let clock = Date.parse('2030-06-10T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const DAY = 24 * 3_600_000;
const report = (authorization: string | undefined, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: authorization ? { authorization } : {},
    payload,
  });

describe('POST /api/reports', () => {
  it('takes a report of a run, a host, a post or a person from a signed-in person', async () => {
    const host = await insertHost(t.db);
    const run = await insertRun(t.db, host.id, { startsAt: new Date(clock + DAY) });
    const [post] = await t.db
      .insert(businessPosts)
      .values({ businessId: host.id, title: 'Buy now', content: 'Spam' })
      .returning();
    const other = await insertUser(t.db);
    const me = await insertUser(t.db);
    const auth = `Bearer ${await insertSession(t.db, me.id)}`;
    for (const [targetType, targetId] of [
      ['run', String(run.id)],
      ['business', host.id],
      ['post', String(post!.id)],
      ['user', other.id],
    ]) {
      const answer = await report(auth, { targetType, targetId, reason: 'spam' });
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.json<{ id: number }>().id).toEqual(expect.any(Number));
    }
    // A run's or post's id as a number, as every answer gives it.
    const second = await insertRun(t.db, host.id, { startsAt: new Date(clock + DAY) });
    const asNumber = await report(auth, { targetType: 'run', targetId: second.id, reason: 'unsafe' });
    expect(asNumber.statusCode, asNumber.body).toBe(201);
    expect((await report(auth, { targetType: 'run', targetId: 1.5, reason: 'spam' })).statusCode).toBe(400);
  });

  it('refuses a report of what is your own: your run, your post, your business, yourself', async () => {
    const host = await insertHost(t.db);
    const run = await insertRun(t.db, host.id, { startsAt: new Date(clock + DAY) });
    const [post] = await t.db
      .insert(businessPosts)
      .values({ businessId: host.id, title: 'Our news', content: 'New shoes' })
      .returning();
    const hostAuth = `Bearer ${await insertSession(t.db, host.id)}`;
    const runner = await insertUser(t.db);
    const runnerAuth = `Bearer ${await insertSession(t.db, runner.id)}`;
    for (const [auth, targetType, targetId] of [
      [hostAuth, 'run', String(run.id)],
      [hostAuth, 'post', String(post!.id)],
      [hostAuth, 'business', host.id],
      [runnerAuth, 'user', runner.id],
    ] as const) {
      const answer = await report(auth, { targetType, targetId, reason: 'spam' });
      expect(answer.statusCode, `${targetType} ${answer.body}`).toBe(400);
      expect(answer.json()).toEqual({
        error: { code: 'OWN_TARGET', message: 'You cannot report your own run, post or account.' },
      });
    }
  });

  it('is 401 anonymous, 400 for an unknown reason, 404 for a target that does not exist', async () => {
    const host = await insertHost(t.db);
    expect(
      (await report(undefined, { targetType: 'business', targetId: host.id, reason: 'spam' })).statusCode,
    ).toBe(401);
    const me = await insertUser(t.db);
    const auth = `Bearer ${await insertSession(t.db, me.id)}`;
    expect(
      (await report(auth, { targetType: 'business', targetId: host.id, reason: 'boring' })).statusCode,
    ).toBe(400);
    expect((await report(auth, { targetType: 'run', targetId: '99999999', reason: 'spam' })).statusCode).toBe(
      404,
    );
    // A runner is a person, not a host.
    expect((await report(auth, { targetType: 'business', targetId: me.id, reason: 'spam' })).statusCode).toBe(
      404,
    );
  });

  it(`allows ${REPORTS_PER_DAY} a day per person, then 429 until a day has passed`, async () => {
    const me = await insertUser(t.db);
    const auth = `Bearer ${await insertSession(t.db, me.id, new Date(clock + 30 * DAY))}`;
    const hosts = await Promise.all(Array.from({ length: REPORTS_PER_DAY + 2 }, () => insertHost(t.db)));
    const body = (i: number) => ({
      targetType: 'business',
      targetId: hosts[i]!.id,
      reason: 'unsafe',
      details: 'Runs on the motorway',
    });
    for (let i = 0; i < REPORTS_PER_DAY; i++) expect((await report(auth, body(i))).statusCode).toBe(201);
    const refused = await report(auth, body(REPORTS_PER_DAY));
    expect(refused.statusCode).toBe(429);
    clock += DAY + 1000;
    expect((await report(auth, body(REPORTS_PER_DAY + 1))).statusCode).toBe(201);
  });

  it("holds the limit when many arrive at once: exactly the day's allowance is filed", async () => {
    const hosts = await Promise.all(Array.from({ length: 15 }, () => insertHost(t.db)));
    const me = await insertUser(t.db);
    const auth = `Bearer ${await insertSession(t.db, me.id, new Date(clock + 30 * DAY))}`;
    const answers = await Promise.all(
      hosts.map((host) => report(auth, { targetType: 'business', targetId: host.id, reason: 'spam' })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(REPORTS_PER_DAY);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15 - REPORTS_PER_DAY);
  });

  it('takes one open report per person and thing: a second is 409 until the first is closed', async () => {
    const host = await insertHost(t.db);
    const run = await insertRun(t.db, host.id, { startsAt: new Date(clock + DAY) });
    const me = await insertUser(t.db);
    const auth = `Bearer ${await insertSession(t.db, me.id, new Date(clock + 30 * DAY))}`;
    const first = await report(auth, { targetType: 'run', targetId: String(run.id), reason: 'spam' });
    expect(first.statusCode).toBe(201);
    const again = await report(auth, {
      targetType: 'run',
      targetId: run.id,
      reason: 'unsafe',
      details: 'More',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: { message: string } }>().error.message).toBe(
      'You have already reported this, and the RunTogether team is looking at your report.',
    );
    // Someone else's report of it is theirs to make.
    const other = await insertUser(t.db);
    const otherAuth = `Bearer ${await insertSession(t.db, other.id, new Date(clock + 30 * DAY))}`;
    expect(
      (await report(otherAuth, { targetType: 'run', targetId: run.id, reason: 'spam' })).statusCode,
    ).toBe(201);
    // Once the team has closed it, something new may be reported about the same run.
    await t.db
      .update(reports)
      .set({ status: 'closed' })
      .where(eq(reports.id, first.json<{ id: number }>().id));
    expect((await report(auth, { targetType: 'run', targetId: run.id, reason: 'unsafe' })).statusCode).toBe(
      201,
    );
  });
});
