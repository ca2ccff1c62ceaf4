import type { ErrorBody } from '@runtogether/shared/errors/app-error';
import type { Run, RunList } from '@runtogether/shared/runs/run.schemas';
import type { AdminActionList, AdminList, ReportList } from '@runtogether/shared/trust/trust.schemas';
import type { MeResponse } from '@runtogether/shared/users/user.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, mailOutbox, users } from '../../db/schema';
import { hashPassword } from '../../lib/password';
import { PASSWORD } from '../../test/accounts';
import { insertHost, insertRun, insertSession, insertUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const ADMIN_EMAIL = 'boss@example.test';
const clock = Date.parse('2030-06-10T10:00:00Z');
let t: TestApp;
let adminAuth: string;
let adminId: string;
beforeAll(async () => {
  // The public read cache on, as in production: an admin's action must empty it at once.
  t = await createTestApp({
    now: () => clock,
    config: { adminEmails: [ADMIN_EMAIL], publicCacheTtlMs: 60_000 },
  });
  const admin = await insertUser(t.db, { email: 'Boss@example.test', name: 'Boss' });
  adminId = admin.id;
  adminAuth = `Bearer ${await insertSession(t.db, admin.id)}`;
});
afterAll(() => t.close());

const DAY = 24 * 3_600_000;
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, authorization?: string, payload?: object) =>
  t.app.inject({ method, url, headers: authorization ? { authorization } : {}, payload });
const mailTo = (address: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));

async function hostWithRun() {
  const host = await insertHost(t.db, { businessName: 'Spam Runners' });
  const run = await insertRun(t.db, host.id, {
    startsAt: new Date(clock + 3 * DAY),
    title: 'Free crypto 5K',
  });
  return { host, run, hostAuth: `Bearer ${await insertSession(t.db, host.id)}` };
}

describe('who is an admin', () => {
  it('an account named in ADMIN_EMAILS (any case) is one, and /api/auth/me says so', async () => {
    const me = await call('GET', '/api/auth/me', adminAuth);
    expect(me.json<MeResponse>().user).toMatchObject({ id: adminId, isAdmin: true });
  });

  it('anyone else is refused on the admin routes, and is not marked admin', async () => {
    const runner = await insertUser(t.db);
    const auth = `Bearer ${await insertSession(t.db, runner.id)}`;
    expect((await call('GET', '/api/auth/me', auth)).json<MeResponse>().user?.isAdmin).toBeUndefined();
    expect((await call('GET', '/api/admin/reports', auth)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/reports')).statusCode).toBe(401);
  });
});

describe('reports', () => {
  it('a runner reports a run; the admin sees it with its target and closes it with a note, which is audited', async () => {
    const { run } = await hostWithRun();
    const runner = await insertUser(t.db, { name: 'Reporter Rita' });
    const auth = `Bearer ${await insertSession(t.db, runner.id)}`;
    const filed = await call('POST', '/api/reports', auth, {
      targetType: 'run',
      targetId: String(run.id),
      reason: 'spam',
      details: 'Sells crypto',
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const id = filed.json<{ id: number }>().id;

    const open = await call('GET', '/api/admin/reports?status=open', adminAuth);
    expect(open.json<ReportList>().items).toContainEqual(
      expect.objectContaining({
        id,
        targetType: 'run',
        targetLabel: 'Free crypto 5K',
        targetState: null,
        reason: 'spam',
        details: 'Sells crypto',
        reporterName: 'Reporter Rita',
        status: 'open',
      }),
    );
    const closed = await call('POST', `/api/admin/reports/${id}/close`, adminAuth, { note: 'Hid the run' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(
      (await call('GET', '/api/admin/reports', adminAuth)).json<ReportList>().items.map((r) => r.id),
    ).not.toContain(id);
    const closedList = (await call('GET', '/api/admin/reports?status=closed', adminAuth)).json<ReportList>()
      .items;
    expect(closedList).toContainEqual(expect.objectContaining({ id, closingNote: 'Hid the run' }));
    // Closing it again is refused and keeps the first note.
    const again = await call('POST', `/api/admin/reports/${id}/close`, adminAuth, { note: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().error.message).toBe('This report is already closed.');
    const audit = (await call('GET', '/api/admin/audit', adminAuth)).json<AdminActionList>().items;
    expect(audit[0]).toMatchObject({
      adminName: 'Boss',
      action: 'close-report',
      targetType: 'report',
      targetId: String(id),
      reason: 'Hid the run',
    });
  });

  it('closing needs a note, and an unknown report is a 404', async () => {
    expect((await call('POST', '/api/admin/reports/1/close', adminAuth, { note: ' ' })).statusCode).toBe(400);
    expect((await call('POST', '/api/admin/reports/999999/close', adminAuth, { note: 'x' })).statusCode).toBe(
      404,
    );
  });
});

describe('hiding a run', () => {
  it('takes it out of the list, search, feeds and the sitemap at once; 404 to all but its host, who sees why', async () => {
    const { host, run, hostAuth } = await hostWithRun();
    const runner = await insertUser(t.db);
    const runnerAuth = `Bearer ${await insertSession(t.db, runner.id)}`;
    // Anonymous reads are cached for a minute here: the hide must still show at once.
    expect((await call('GET', `/api/events/${run.id}`)).statusCode).toBe(200);
    const listed = async () =>
      (await call('GET', `/api/events?limit=50`)).json<RunList>().items.some((r) => r.id === run.id);
    expect(await listed()).toBe(true);

    // A runner's first registration keeps the run's details in memory (decision 040): hiding must still stop the next.
    const first = await call('POST', `/api/events/${run.id}/registrations`, runnerAuth, {
      name: 'Ana',
      email: 'ana@x.test',
      pace: 6,
    });
    expect(first.statusCode, first.body).toBe(201);
    const hidden = await call('POST', `/api/admin/runs/${run.id}/hide`, adminAuth, { reason: 'Spam' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const other = await insertUser(t.db);
    const otherAuth = `Bearer ${await insertSession(t.db, other.id)}`;
    const refused = await call('POST', `/api/events/${run.id}/registrations`, otherAuth, {
      name: 'Bea',
      email: 'bea@x.test',
      pace: 6,
    });
    expect(refused.statusCode).toBe(404);
    expect((await call('GET', `/api/events/${run.id}/share-card.png`)).statusCode).toBe(404);
    const myRuns = await call('GET', '/api/registrations/me', runnerAuth);
    expect(myRuns.statusCode, myRuns.body).toBe(200);
    expect(myRuns.body).not.toContain('Free crypto 5K');

    expect((await call('GET', `/api/events/${run.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/events/${run.id}`, runnerAuth)).statusCode).toBe(404);
    expect((await call('GET', `/api/events/${run.id}.ics`)).statusCode).toBe(404);
    expect(await listed()).toBe(false);
    // Who is registered is gone with it, but for the host.
    expect((await call('GET', `/api/events/${run.id}/participants`)).statusCode).toBe(404);
    expect((await call('GET', `/api/events/${run.id}/participants`, runnerAuth)).statusCode).toBe(404);
    expect((await call('GET', `/api/events/${run.id}/participants`, hostAuth)).statusCode).toBe(200);
    const own = await call('GET', `/api/events/${run.id}`, hostAuth);
    expect(own.statusCode).toBe(200);
    expect(own.json<Run>()).toMatchObject({ id: run.id, hiddenReason: 'Spam' });
    const feed = await call('GET', `/api/businesses/${host.id}/calendar.ics`);
    expect(feed.body).not.toContain('Free crypto 5K');
    const sitemap = await call('GET', '/sitemap.xml');
    expect(sitemap.body).not.toContain(`/runs/${run.id}<`);

    const [notice] = await mailTo(host.email);
    expect(notice?.subject).toContain('Free crypto 5K');
    expect(notice?.textBody).toContain('Spam');

    const shown = await call('POST', `/api/admin/runs/${run.id}/unhide`, adminAuth);
    expect(shown.statusCode).toBe(200);
    expect((await call('GET', `/api/events/${run.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/events/${run.id}`, hostAuth)).json<Run>().hiddenReason).toBeUndefined();
    const actions = (await call('GET', '/api/admin/audit', adminAuth))
      .json<AdminActionList>()
      .items.slice(0, 2);
    expect(actions.map((a) => a.action)).toEqual(['unhide-run', 'hide-run']);
    // The list names the run, not only its id.
    expect(actions.map((a) => a.targetLabel)).toEqual(['Free crypto 5K', 'Free crypto 5K']);
  });

  it('a report says when its run is hidden or its host suspended, so the admin can undo it there', async () => {
    const { host, run } = await hostWithRun();
    const runner = await insertUser(t.db);
    const auth = `Bearer ${await insertSession(t.db, runner.id)}`;
    for (const [targetType, targetId] of [
      ['run', String(run.id)],
      ['business', host.id],
    ]) {
      const filed = await call('POST', '/api/reports', auth, { targetType, targetId, reason: 'spam' });
      expect(filed.statusCode, filed.body).toBe(201);
    }
    const states = async () =>
      Object.fromEntries(
        (await call('GET', '/api/admin/reports', adminAuth))
          .json<ReportList>()
          .items.filter((r) => r.targetId === String(run.id) || r.targetId === host.id)
          .map((r) => [r.targetType, r.targetState]),
      );
    expect(await states()).toEqual({ run: null, business: null });
    await call('POST', `/api/admin/runs/${run.id}/hide`, adminAuth, { reason: 'Spam' });
    expect(await states()).toEqual({ run: 'hidden', business: null });
    await call('POST', `/api/admin/users/${host.id}/suspend`, adminAuth, { reason: 'Spam' });
    expect(await states()).toEqual({ run: 'hidden', business: 'suspended' });
    await call('POST', `/api/admin/users/${host.id}/unsuspend`, adminAuth);
    await call('POST', `/api/admin/runs/${run.id}/unhide`, adminAuth);
    expect(await states()).toEqual({ run: null, business: null });
  });

  it('needs a reason; an unknown run is a 404', async () => {
    const { run } = await hostWithRun();
    expect((await call('POST', `/api/admin/runs/${run.id}/hide`, adminAuth, {})).statusCode).toBe(400);
    const unknown = await call('POST', '/api/admin/runs/99999999/hide', adminAuth, { reason: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorBody>().error.message).toBe('Run not found.');
  });

  it('showing a run that is not hidden, or hiding it twice, is refused and e-mails nobody', async () => {
    const { host, run } = await hostWithRun();
    const shown = await call('POST', `/api/admin/runs/${run.id}/unhide`, adminAuth);
    expect(shown.statusCode).toBe(409);
    expect(shown.json<ErrorBody>().error.message).toBe('This run is not hidden.');
    expect(await mailTo(host.email)).toHaveLength(0);
    expect(
      (await call('POST', `/api/admin/runs/${run.id}/hide`, adminAuth, { reason: 'Spam' })).statusCode,
    ).toBe(200);
    const twice = await call('POST', `/api/admin/runs/${run.id}/hide`, adminAuth, { reason: 'Spam' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<ErrorBody>().error.message).toBe('This run is already hidden.');
    expect(await mailTo(host.email)).toHaveLength(1);
  });
});

describe('suspending an account', () => {
  it('ends its sessions at once (cached or not), refuses log-in with the reason, hides its runs and profile', async () => {
    const { host, run, hostAuth } = await hostWithRun();
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(users.id, host.id));
    // The session is now in the session cache: the suspension must drop it on the spot.
    expect((await call('GET', '/api/auth/me', hostAuth)).json<MeResponse>().user?.id).toBe(host.id);

    const suspended = await call('POST', `/api/admin/users/${host.id}/suspend`, adminAuth, {
      reason: 'Scam runs',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect((await call('GET', '/api/auth/me', hostAuth)).json<MeResponse>().user).toBeNull();
    const login = await call('POST', '/api/auth/login', undefined, { email: host.email, password: PASSWORD });
    expect(login.statusCode).toBe(403);
    expect(login.json<ErrorBody>().error).toMatchObject({
      code: 'ACCOUNT_SUSPENDED',
      fields: { reason: 'Scam runs' },
    });
    expect((await call('GET', `/api/events/${run.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/businesses/${host.id}`)).statusCode).toBe(404);
    expect((await mailTo(host.email)).some((m) => m.textBody.includes('Scam runs'))).toBe(true);
    for (const url of [
      `/api/businesses/${host.id}/posts`,
      `/api/users/${host.id}`,
      `/api/events/${run.id}/participants`,
    ]) {
      expect((await call('GET', url)).statusCode, url).toBe(404);
    }
    const twice = await call('POST', `/api/admin/users/${host.id}/suspend`, adminAuth, { reason: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<ErrorBody>().error.message).toBe('This account is already suspended.');

    // Lifting it shows the runs the suspension hid; a run an admin hid on its own stays hidden.
    const ownHide = await insertRun(t.db, host.id, {
      startsAt: new Date(clock + DAY),
      hiddenAt: new Date(clock),
      hiddenReason: 'Spam',
    });
    expect((await call('POST', `/api/admin/users/${host.id}/unsuspend`, adminAuth)).statusCode).toBe(200);
    expect((await call('GET', `/api/events/${run.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/users/${host.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/businesses/${host.id}/posts`)).statusCode).toBe(200);
    const [still] = await t.db.select().from(events).where(eq(events.id, ownHide.id));
    expect(still?.hiddenAt).not.toBeNull();
    const again = await call('POST', '/api/auth/login', undefined, { email: host.email, password: PASSWORD });
    expect(again.statusCode).toBe(200);
  });

  it('lifting a suspension that is not there is refused and e-mails nobody', async () => {
    const runner = await insertUser(t.db);
    const lifted = await call('POST', `/api/admin/users/${runner.id}/unsuspend`, adminAuth);
    expect(lifted.statusCode).toBe(409);
    expect(lifted.json<ErrorBody>().error.message).toBe('This account is not suspended.');
    expect(await mailTo(runner.email)).toHaveLength(0);
  });

  it('an admin cannot suspend itself; an unknown account is a 404', async () => {
    expect(
      (await call('POST', `/api/admin/users/${adminId}/suspend`, adminAuth, { reason: 'x' })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/admin/users/not-a-uuid/suspend', adminAuth, { reason: 'x' })).statusCode,
    ).toBe(404);
  });
});

describe('granting and revoking admin', () => {
  it('an admin grants admin by e-mail and revokes it; the change applies to the other account at once', async () => {
    const other = await insertUser(t.db, { email: 'helper@example.test', name: 'Helper' });
    const otherAuth = `Bearer ${await insertSession(t.db, other.id)}`;
    expect((await call('GET', '/api/admin/audit', otherAuth)).statusCode).toBe(403);
    const granted = await call('POST', '/api/admin/admins', adminAuth, { email: 'HELPER@example.test' });
    expect(granted.statusCode, granted.body).toBe(200);
    expect((await call('GET', '/api/admin/audit', otherAuth)).statusCode).toBe(200);
    const admins = (await call('GET', '/api/admin/admins', otherAuth)).json<AdminList>().items;
    expect(admins).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: adminId, configured: true }),
        expect.objectContaining({ id: other.id, configured: false }),
      ]),
    );
    // A granted admin cannot take away one the configuration names.
    expect((await call('DELETE', `/api/admin/admins/${adminId}`, otherAuth)).statusCode).toBe(409);
    expect((await call('DELETE', `/api/admin/admins/${other.id}`, adminAuth)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/audit', otherAuth)).statusCode).toBe(403);
  });
});
