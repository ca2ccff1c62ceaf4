import fs from 'node:fs/promises';
import path from 'node:path';
import type { ErrorBody } from '@runtogether/shared/errors/app-error';
import type { Dashboard } from '@runtogether/shared/business/dashboard.schemas';
import type { CreatePostResponse, PostList } from '@runtogether/shared/posts/post.schemas';
import type { Run, RunList } from '@runtogether/shared/runs/run.schemas';
import type { AdminActionList, AdminList, ReportList } from '@runtogether/shared/trust/trust.schemas';
import type { MeResponse } from '@runtogether/shared/users/user.schemas';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, mailOutbox, users } from '../../db/schema';
import { hashPassword } from '../../lib/password';
import { PASSWORD } from '../../test/accounts';
import { insertHost, insertRegistration, insertRun, insertSession, insertUser } from '../../test/factories';
import { multipartForm } from '../../test/multipart';
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
      // What the report was about: the report's own number is shown nowhere on /admin.
      targetLabel: 'Free crypto 5K',
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
    // Its host still has it on the dashboard, with why; every list anyone else reads leaves it out.
    const dashboard = (await call('GET', '/api/business/dashboard', hostAuth)).json<Dashboard>();
    expect(dashboard.upcomingRuns.find((r) => r.id === run.id)).toMatchObject({ hiddenReason: 'Spam' });
    const hostList = (await call('GET', `/api/events?hostId=${host.id}`, hostAuth)).json<RunList>();
    expect(hostList.items.map((r) => r.id)).not.toContain(run.id);
    const feed = await call('GET', `/api/businesses/${host.id}/calendar.ics`);
    expect(feed.body).not.toContain('Free crypto 5K');
    const sitemap = await call('GET', '/sitemap.xml');
    expect(sitemap.body).not.toContain(`/runs/${run.id}<`);

    const [notice] = await mailTo(host.email);
    expect(notice?.subject).toContain('Free crypto 5K');
    expect(notice?.textBody).toContain('Spam');
    // Which date: a weekly run's dates share its title.
    expect(notice?.textBody).toContain(
      'has hidden your run "Free crypto 5K" on Thursday, June 13, 2030 at 12:00 (Madrid time).',
    );
    // The run's own page, then where to appeal: the contact page the line names, linked.
    expect(notice?.textBody).toContain(
      `${t.config.publicUrl}/runs/${run.id}?lang=en\n\nIf you think this is a mistake`,
    );
    expect(notice?.textBody).toContain(`through our contact page:\n${t.config.publicUrl}/contact?lang=en\n`);
    expect(notice?.htmlBody).toContain(`href="${t.config.publicUrl}/contact?lang=en"`);

    const shown = await call('POST', `/api/admin/runs/${run.id}/unhide`, adminAuth);
    expect(shown.statusCode).toBe(200);
    const back = (await mailTo(host.email)).find((m) => m.subject.includes('visible again'));
    expect(back?.textBody).toContain(
      'made your run "Free crypto 5K" on Thursday, June 13, 2030 at 12:00 (Madrid time) visible again.',
    );
    expect((await call('GET', `/api/events/${run.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/events/${run.id}`, hostAuth)).json<Run>().hiddenReason).toBeUndefined();
    const actions = (await call('GET', '/api/admin/audit', adminAuth))
      .json<AdminActionList>()
      .items.slice(0, 2);
    expect(actions.map((a) => a.action)).toEqual(['unhide-run', 'hide-run']);
    // The list names the run, not only its id.
    expect(actions.map((a) => a.targetLabel)).toEqual(['Free crypto 5K', 'Free crypto 5K']);
  });

  it("tells its runners, confirmed and waitlisted, in their language, that it is gone and then back; a started run's are not told", async () => {
    const { host, run } = await hostWithRun();
    const ana = await insertUser(t.db, { name: 'Ana' });
    const blas = await insertUser(t.db, { name: 'Blas', language: 'es' });
    await insertRegistration(t.db, run.id, ana);
    await insertRegistration(t.db, run.id, blas, { status: 'waitlisted' });
    const started = await insertRun(t.db, host.id, {
      startsAt: new Date(clock - 3_600_000),
      title: 'Early 5K',
    });
    const cleo = await insertUser(t.db, { name: 'Cleo' });
    await insertRegistration(t.db, started.id, cleo);

    expect(
      (
        await call('POST', `/api/admin/runs/${run.id}/hide`, adminAuth, {
          reason: 'Sells crypto to beginners',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call('POST', `/api/admin/runs/${started.id}/hide`, adminAuth, { reason: 'Spam' })).statusCode,
    ).toBe(200);
    const [gone] = await mailTo(ana.email);
    expect(gone?.subject).toBe('"Free crypto 5K" is no longer on RunTogether');
    // When and by whom, in the run's zone; never the admin's reason, which is the host's to read.
    expect(gone?.textBody).toContain(
      '"Free crypto 5K", hosted by Spam Runners on Thursday, June 13, 2030 at 12:00 (Madrid time), after a review.',
    );
    expect(gone?.textBody).toContain('check with Spam Runners before you go');
    expect(gone?.textBody).not.toContain('Sells crypto');
    expect(gone?.textBody).not.toContain(`/runs/${run.id}`);
    const [ido] = await mailTo(blas.email);
    expect(ido?.subject).toBe('«Free crypto 5K» ya no está en RunTogether');
    expect(ido?.textBody).toContain('Sigues en su lista por si vuelve');
    expect(await mailTo(cleo.email)).toHaveLength(0);

    expect((await call('POST', `/api/admin/runs/${run.id}/unhide`, adminAuth)).statusCode).toBe(200);
    const back = (await mailTo(ana.email)).at(-1);
    expect(back?.subject).toBe('"Free crypto 5K" is back on RunTogether');
    expect(back?.textBody).toContain('your place on it is as it was');
    expect(back?.textBody).toContain(`${t.config.publicUrl}/runs/${run.id}`);
    expect(await mailTo(blas.email)).toHaveLength(2);
  });

  it("a suspension tells its upcoming runs' runners they are gone, and lifting it that they are back", async () => {
    const { host, run } = await hostWithRun();
    const dora = await insertUser(t.db, { name: 'Dora' });
    await insertRegistration(t.db, run.id, dora);
    await call('POST', `/api/admin/users/${host.id}/suspend`, adminAuth, { reason: 'Scam runs' });
    expect((await mailTo(dora.email)).map((m) => m.subject)).toEqual([
      '"Free crypto 5K" is no longer on RunTogether',
    ]);
    await call('POST', `/api/admin/users/${host.id}/unsuspend`, adminAuth);
    expect((await mailTo(dora.email)).map((m) => m.subject)).toEqual([
      '"Free crypto 5K" is no longer on RunTogether',
      '"Free crypto 5K" is back on RunTogether',
    ]);
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

describe("a suspended host's run", () => {
  it('is not shown by an admin until the suspension is lifted, and nobody is told it is back', async () => {
    const { host, run } = await hostWithRun();
    const runner = await insertUser(t.db, { name: 'Waiting Wanda' });
    await insertRegistration(t.db, run.id, runner);
    // Hidden by an admin first, then its host suspended: an admin's own hide stays through the suspension.
    expect(
      (await call('POST', `/api/admin/runs/${run.id}/hide`, adminAuth, { reason: 'Spam' })).statusCode,
    ).toBe(200);
    expect(
      (await call('POST', `/api/admin/users/${host.id}/suspend`, adminAuth, { reason: 'Scams' })).statusCode,
    ).toBe(200);
    const mailsBefore = [(await mailTo(host.email)).length, (await mailTo(runner.email)).length];

    const shown = await call('POST', `/api/admin/runs/${run.id}/unhide`, adminAuth);
    expect(shown.statusCode).toBe(409);
    expect(shown.json<ErrorBody>().error.message).toBe(
      "This run's host is suspended. Lift the suspension first; then the run can be shown.",
    );
    expect((await call('GET', `/api/events/${run.id}`)).statusCode).toBe(404);
    expect([(await mailTo(host.email)).length, (await mailTo(runner.email)).length]).toEqual(mailsBefore);

    // Once the suspension is lifted, the admin may show it.
    expect((await call('POST', `/api/admin/users/${host.id}/unsuspend`, adminAuth)).statusCode).toBe(200);
    expect((await call('POST', `/api/admin/runs/${run.id}/unhide`, adminAuth)).statusCode).toBe(200);
    expect((await call('GET', `/api/events/${run.id}`)).statusCode).toBe(200);
  });
});

describe('removing a post', () => {
  const photo = () =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: '#0ea5e9' } })
      .png()
      .toBuffer();

  /** A post with a photo, posted through the API as its business does. */
  async function postOf(host: { id: string }, hostAuth: string, title: string) {
    const form = multipartForm(
      { title, content: 'DM me for 10k followers' },
      { field: 'images', filename: 'ad.png', contentType: 'image/png', data: await photo() },
    );
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${host.id}/posts`,
      headers: { authorization: hostAuth, ...form.headers },
      payload: form.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<CreatePostResponse>().post;
  }

  /** The stored files of a post: every size of every photo. */
  async function filesOf(postId: number) {
    const entries = await fs.readdir(path.join(t.config.dataDir, 'uploads'), { recursive: true });
    return entries.filter((entry) => entry.includes(`post-${postId}-`));
  }

  async function reportPost(postId: number) {
    const runner = await insertUser(t.db, { name: 'Reporter Rui' });
    const filed = await call('POST', '/api/reports', `Bearer ${await insertSession(t.db, runner.id)}`, {
      targetType: 'post',
      targetId: String(postId),
      reason: 'spam',
    });
    expect(filed.statusCode, filed.body).toBe(201);
    return filed.json<{ id: number }>().id;
  }

  it('deletes it and its photos, closes its open reports, keeps its title in the audit and tells its business', async () => {
    const host = await insertHost(t.db, { businessName: 'Follower Shop', language: 'es' });
    const hostAuth = `Bearer ${await insertSession(t.db, host.id)}`;
    const post = await postOf(host, hostAuth, 'Buy followers cheap');
    const other = await postOf(host, hostAuth, 'Sunday long run');
    expect(await filesOf(post.id)).not.toEqual([]);
    const reportIds = [await reportPost(post.id), await reportPost(post.id)];
    const otherReport = await reportPost(other.id);
    // Anonymous reads are cached for a minute here: the removal must still show at once.
    const listed = async () =>
      (await call('GET', `/api/businesses/${host.id}/posts`)).json<PostList>().items.map((p) => p.id);
    expect(await listed()).toEqual([other.id, post.id]);

    const removed = await call('POST', `/api/admin/posts/${post.id}/remove`, adminAuth, {
      reason: 'Selling followers',
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ ok: true });

    expect(await listed()).toEqual([other.id]);
    expect(await filesOf(post.id)).toEqual([]);
    expect(await filesOf(other.id)).not.toEqual([]);
    // Its reports are closed with the reason; a report about another post stays open.
    const open = (await call('GET', '/api/admin/reports', adminAuth)).json<ReportList>().items;
    expect(open.map((r) => r.id)).toContain(otherReport);
    expect(open.map((r) => r.id)).not.toEqual(expect.arrayContaining(reportIds));
    const closed = (await call('GET', '/api/admin/reports?status=closed', adminAuth)).json<ReportList>()
      .items;
    for (const id of reportIds) {
      expect(closed).toContainEqual(
        expect.objectContaining({
          id,
          closingNote: 'Selling followers',
          // The post is gone; the report still names it, by the title its removal kept.
          targetLabel: 'Buy followers cheap',
          targetState: 'removed',
          targetOwnerId: null,
        }),
      );
    }
    // The removal heads the audit list with the post's title, though the post is gone; each close follows.
    const audit = (await call('GET', '/api/admin/audit', adminAuth)).json<AdminActionList>().items;
    expect(audit[0]).toMatchObject({
      adminName: 'Boss',
      action: 'remove-post',
      targetType: 'post',
      targetId: String(post.id),
      targetLabel: 'Buy followers cheap',
      reason: 'Selling followers',
    });
    expect(audit.slice(1, 3).map((a) => [a.action, a.targetId, a.targetLabel, a.reason])).toEqual(
      [...reportIds]
        .reverse()
        .map((id) => ['close-report', String(id), 'Buy followers cheap', 'Selling followers']),
    );
    // The business is told in its own language, with the reason and where its posts are.
    const mails = await mailTo(host.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Tu publicación «Buy followers cheap» se ha eliminado');
    expect(mails[0]?.textBody).toContain('Motivo: Selling followers');
    expect(mails[0]?.textBody).toContain(`${t.config.publicUrl}/business/profile`);
    expect(mails[0]?.textBody).toContain(
      `Si crees que es un error, escríbenos desde la página de contacto:\n${t.config.publicUrl}/contact`,
    );

    // Removing it again finds nothing, and e-mails nobody.
    const again = await call('POST', `/api/admin/posts/${post.id}/remove`, adminAuth, { reason: 'Again' });
    expect(again.statusCode).toBe(404);
    expect(again.json<ErrorBody>().error.message).toBe('Post not found.');
    expect(await mailTo(host.email)).toHaveLength(1);
  });

  it("a post's report names its business, so the admin can suspend it from there", async () => {
    const { host, run, hostAuth } = await hostWithRun();
    const post = await postOf(host, hostAuth, 'Crypto tips');
    const postReport = await reportPost(post.id);
    const runner = await insertUser(t.db);
    const runReport = await call('POST', '/api/reports', `Bearer ${await insertSession(t.db, runner.id)}`, {
      targetType: 'run',
      targetId: String(run.id),
      reason: 'spam',
    });
    const items = (await call('GET', '/api/admin/reports', adminAuth)).json<ReportList>().items;
    expect(items.find((r) => r.id === postReport)).toMatchObject({
      targetLabel: 'Crypto tips',
      targetState: null,
      targetOwnerId: host.id,
      targetOwnerSuspended: false,
    });
    expect(items.find((r) => r.id === runReport.json<{ id: number }>().id)?.targetOwnerId).toBeNull();
    const suspended = await call('POST', `/api/admin/users/${host.id}/suspend`, adminAuth, {
      reason: 'Spam',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    // Suspended now: the report says so, and the admin is offered to lift it rather than to suspend again.
    const after = (await call('GET', '/api/admin/reports', adminAuth)).json<ReportList>().items;
    expect(after.find((r) => r.id === postReport)).toMatchObject({
      targetState: null,
      targetOwnerId: host.id,
      targetOwnerSuspended: true,
    });
  });

  it('a post its business deleted shows as removed, without a name', async () => {
    const host = await insertHost(t.db);
    const hostAuth = `Bearer ${await insertSession(t.db, host.id)}`;
    const post = await postOf(host, hostAuth, 'Gone soon');
    const id = await reportPost(post.id);
    expect((await call('DELETE', `/api/business_posts/${post.id}`, hostAuth)).statusCode).toBe(204);
    const items = (await call('GET', '/api/admin/reports', adminAuth)).json<ReportList>().items;
    expect(items.find((r) => r.id === id)).toMatchObject({
      targetLabel: null,
      targetState: 'removed',
      targetOwnerId: null,
    });
  });

  it('needs an admin and a reason; an unknown post is a 404', async () => {
    const host = await insertHost(t.db);
    const hostAuth = `Bearer ${await insertSession(t.db, host.id)}`;
    const post = await postOf(host, hostAuth, 'Still here');
    const url = `/api/admin/posts/${post.id}/remove`;
    expect((await call('POST', url, undefined, { reason: 'x' })).statusCode).toBe(401);
    // Not even its own business may remove it here (its own delete is DELETE /api/business_posts/:id).
    expect((await call('POST', url, hostAuth, { reason: 'x' })).statusCode).toBe(403);
    expect((await call('POST', url, adminAuth, {})).statusCode).toBe(400);
    expect((await call('POST', url, adminAuth, { reason: '  ' })).statusCode).toBe(400);
    const unknown = await call('POST', '/api/admin/posts/99999999/remove', adminAuth, { reason: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorBody>().error.message).toBe('Post not found.');
    expect(await filesOf(post.id)).not.toEqual([]);
    expect(await mailTo(host.email)).toHaveLength(0);
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
    const suspendedNotice = (await mailTo(host.email)).find((m) => m.textBody.includes('Scam runs'));
    expect(suspendedNotice?.textBody).toContain(`contact page:\n${t.config.publicUrl}/contact`);
    expect(suspendedNotice?.textBody).not.toContain('/login');
    // Its data is still its own (POST /api/suspended-account/export, which log-in's page offers).
    expect(suspendedNotice?.textBody).toContain(
      'You can still download a copy of your data: enter your e-mail and password on the log-in page.',
    );
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
    const lifted = (await mailTo(host.email)).find((m) => m.subject.includes('active again'));
    expect(lifted?.textBody).toContain(`${t.config.publicUrl}/login`);
    expect(lifted?.textBody).not.toContain('/contact');
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
    // Revoking again finds nothing to take away, and writes no second line in the audit.
    const twice = await call('DELETE', `/api/admin/admins/${other.id}`, adminAuth);
    expect([twice.statusCode, twice.json<ErrorBody>().error.message]).toEqual([
      409,
      'This account is not an admin.',
    ]);
    const revokes = (await call('GET', '/api/admin/audit', adminAuth))
      .json<AdminActionList>()
      .items.filter((action) => action.action === 'revoke-admin' && action.targetId === other.id);
    expect(revokes).toHaveLength(1);
  });
});
