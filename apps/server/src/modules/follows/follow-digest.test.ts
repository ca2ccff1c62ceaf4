import { randomBytes } from 'node:crypto';
import { followMessages } from '@runtogether/shared/follows/follow.schemas';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows, mailOutbox, scheduledJobs } from '../../db/schema';
import { SESSION_COOKIE } from '../../plugins/session-cookie';
import { insertHost, insertRun, insertSession, insertUser } from '../../test/factories';
import { secondConnection } from '../../test/second-connection';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { decodeQuotedPrintable } from '../../test/quoted-printable';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startScheduler } from '../scheduler/scheduler';
import { followJobs, sendFollowDigests } from './follow-digest.service';
import { english } from '../../test/english';

let t: TestApp;
let sink: SmtpSink;
let other: ReturnType<typeof secondConnection>;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ config: { smtpUrl: sink.url } });
  other = secondConnection(t);
});
afterAll(async () => {
  await other.close();
  await t.close();
  await sink.close();
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PUBLIC_URL = 'http://localhost:3000';
const deps = { publicUrl: PUBLIC_URL };
const silent = { info: () => {}, error: () => {} };

async function follower(hostId: string, name: string) {
  const runner = await insertUser(t.db, { name });
  const authorization = `Bearer ${await insertSession(t.db, runner.id)}`;
  const followed = await t.app.inject({
    method: 'PUT',
    url: `/api/businesses/${hostId}/follow`,
    headers: { authorization },
  });
  expect(followed.statusCode).toBe(200);
  return { ...runner, authorization };
}

const digestsTo = (email: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(mailOutbox.id);

const tokenOf = async (runnerId: string, businessId: string) => {
  const [row] = await t.db
    .select({ token: follows.unsubscribeToken })
    .from(follows)
    .where(and(eq(follows.runnerId, runnerId), eq(follows.businessId, businessId)));
  if (!row) throw new Error('no follow');
  return row.token;
};

describe('the follow digest', () => {
  it('is sent once across two instances, not again the same day, again the next day only with new runs, and never after unsubscribing', async () => {
    const host = await insertHost(t.db, { businessName: 'Café Corre' });
    const ana = await follower(host.id, 'Ana');
    const ben = await follower(host.id, 'Ben');
    // A run that has already started, and twelve upcoming ones, all created after the follows.
    await insertRun(t.db, host.id, { startsAt: new Date(Date.now() - HOUR), title: 'Already started' });
    for (let i = 12; i >= 1; i--) {
      await insertRun(t.db, host.id, {
        startsAt: new Date(Date.now() + i * DAY),
        title: `Run ${String(i).padStart(2, '0')}`,
      });
    }
    // A moment later than the runs' created_at, which the database's clock stamped to the microsecond.
    const now = new Date(Date.now() + 1000);

    // Two instances claim at the same moment: each follower gets one digest.
    const queued = await Promise.all([
      sendFollowDigests(t.db, deps, now),
      sendFollowDigests(other.db, deps, now),
    ]);
    expect(queued[0] + queued[1]).toBe(2);
    const [anaDigest] = await digestsTo(ana.email);
    expect(await digestsTo(ana.email)).toHaveLength(1);
    expect(await digestsTo(ben.email)).toHaveLength(1);

    expect(anaDigest?.subject).toBe('12 new runs from Café Corre');
    const text = anaDigest?.textBody ?? '';
    expect(text).toContain('Hi Ana,');
    // The ten soonest, in order, each with its link; then the rest on the profile.
    const listed = [...text.matchAll(/^Run (\d\d)$/gm)].map((m) => m[1]);
    expect(listed).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10']);
    expect(text).not.toContain('Already started');
    expect(text).toMatch(new RegExp(`^  ${PUBLIC_URL}/runs/\\d+\\?lang=en$`, 'm'));
    expect(text).toContain(`and 2 more runs: ${PUBLIC_URL}/business/${host.id}/profile`);
    const anaToken = await tokenOf(ana.id, host.id);
    const stopUrl = `${PUBLIC_URL}/api/follows/unsubscribe/${anaToken}?lang=en`;
    expect(text).toContain(`Stop e-mails from Café Corre: ${stopUrl}`);
    expect(anaDigest?.headers).toEqual({
      'List-Unsubscribe': `<${stopUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    // The same day: nothing, even with a new run.
    expect(await sendFollowDigests(t.db, deps, new Date(now.getTime() + HOUR))).toBe(0);
    await insertRun(t.db, host.id, { startsAt: new Date(Date.now() + 20 * DAY), title: 'Brand new' });
    expect(await sendFollowDigests(t.db, deps, new Date(now.getTime() + 23 * HOUR))).toBe(0);

    // Ben stops the mails with the one-click link; he still follows.
    const benToken = await tokenOf(ben.id, host.id);
    const stopped = await t.app.inject({
      method: 'POST',
      url: `/api/follows/unsubscribe/${benToken}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toEqual({ hostName: 'Café Corre', mailStopped: true });

    // The next day: the new run, to Ana only.
    const nextDay = new Date(now.getTime() + DAY + HOUR);
    expect(await sendFollowDigests(t.db, deps, nextDay)).toBe(1);
    const anaMails = await digestsTo(ana.email);
    expect(anaMails).toHaveLength(2);
    expect(anaMails[1]?.subject).toBe('New run from Café Corre');
    expect(anaMails[1]?.textBody).toContain('Brand new');
    expect(anaMails[1]?.textBody).not.toContain('Run 01');
    expect(await digestsTo(ben.email)).toHaveLength(1);

    // A day later again, with nothing new: nothing.
    expect(await sendFollowDigests(t.db, deps, new Date(nextDay.getTime() + 2 * DAY))).toBe(0);
  });

  it('runs as a scheduled job once across two instances', async () => {
    const host = await insertHost(t.db);
    const runner = await follower(host.id, 'Cris');
    await insertRun(t.db, host.id, { startsAt: new Date(Date.now() + 2 * DAY) });
    const [job] = followJobs(deps);
    if (!job) throw new Error('no digest job');
    // The app registered it with its scheduler; due now.
    await t.db
      .update(scheduledJobs)
      .set({ nextRunAt: sql`now() - interval '1 second'` })
      .where(eq(scheduledJobs.name, job.name));
    const instances = await Promise.all(
      [t.db, other.db].map((db) => startScheduler({ db, jobs: [job], log: silent, pollIntervalMs: null })),
    );
    try {
      const ran = (await Promise.all(instances.map((s) => s.runDue()))).flat();
      expect(ran).toEqual([job.name]);
    } finally {
      await Promise.all(instances.map((s) => s.stop()));
    }
    expect(await digestsTo(runner.email)).toHaveLength(1);
    const [row] = await t.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, job.name));
    expect(row?.lastError).toBeNull();
  });

  it('reaches the SMTP server with the RFC 8058 headers, and its one-click POST stops that host only', async () => {
    const host = await insertHost(t.db, { businessName: 'Retiro Runners' });
    const otherHost = await insertHost(t.db, { businessName: 'Casa de Campo Club' });
    const runner = await follower(host.id, 'Dani');
    const authorization = runner.authorization;
    await t.app.inject({
      method: 'PUT',
      url: `/api/businesses/${otherHost.id}/follow`,
      headers: { authorization },
    });
    await insertRun(t.db, host.id, { startsAt: new Date(Date.now() + 3 * DAY) });
    await insertRun(t.db, otherHost.id, { startsAt: new Date(Date.now() + 3 * DAY) });
    expect(await sendFollowDigests(t.db, deps, new Date(Date.now() + 1000))).toBeGreaterThanOrEqual(2);
    await t.app.mail.flush();

    const token = await tokenOf(runner.id, host.id);
    const raw = sink.received.find(
      (message) => message.includes(runner.email) && message.includes('Retiro Runners'),
    );
    if (!raw) throw new Error('the digest did not reach the SMTP server');
    const unfolded = raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(unfolded).toMatch(
      new RegExp(`^List-Unsubscribe: <${PUBLIC_URL}/api/follows/unsubscribe/${token}\\?lang=en>\\r?$`, 'm'),
    );
    expect(unfolded).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(decodeQuotedPrintable(raw)).toContain(`${PUBLIC_URL}/api/follows/unsubscribe/${token}`);
    // Delivered: the outbox row keeps neither the body nor the header's token.
    const [sent] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, runner.email))
      .limit(1);
    expect(sent).toMatchObject({ status: 'sent', headers: null });

    // A person opening the link sees a question; nothing changes on GET (mail scanners open links).
    const path = `/api/follows/unsubscribe/${token}`;
    const asked = await t.app.inject({ url: path });
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['content-type']).toMatch(/^text\/html/);
    expect(asked.body).toContain('Stop e-mails from Retiro Runners?');
    expect(asked.body).toContain(`<form method="post" action="${path}?lang=en">`);
    const [before] = await t.db.select().from(follows).where(eq(follows.unsubscribeToken, token));
    expect(before?.mailStoppedAt).toBeNull();

    // The one-click POST needs no session or token, and another site's cookie does not get in its way.
    const cookie = `${SESSION_COOKIE}=${await insertSession(t.db, runner.id)}`;
    const clicked = await t.app.inject({
      method: 'POST',
      url: path,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html,application/xhtml+xml',
        cookie,
        origin: 'https://mail.example',
      },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode).toBe(200);
    expect(clicked.body).toContain(followMessages.mailStopped('Retiro Runners'));
    expect(clicked.body).toContain("You won't get e-mails from Retiro Runners any more.");
    expect((await t.app.inject({ url: path })).body).toContain(
      "You won't get e-mails from Retiro Runners any more.",
    );

    const rows = await t.db.select().from(follows).where(eq(follows.runnerId, runner.id));
    const byHost = new Map(rows.map((row) => [row.businessId, row]));
    expect(byHost.get(host.id)?.mailStoppedAt).toBeInstanceOf(Date);
    expect(byHost.get(otherHost.id)?.mailStoppedAt).toBeNull();
    // Still following.
    const state = await t.app.inject({
      url: `/api/businesses/${host.id}/follow`,
      headers: { authorization },
    });
    expect(state.json()).toMatchObject({ following: true });
  });

  it('answers 404 to a link whose follow is gone', async () => {
    const path = `/api/follows/unsubscribe/${randomBytes(32).toString('base64url')}`;
    const posted = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(posted.statusCode).toBe(404);
    expect(posted.json()).toEqual({
      error: { code: 'NOT_FOUND', message: english(followMessages.unsubscribeInvalid) },
    });
    const opened = await t.app.inject({ url: path, headers: { accept: 'text/html' } });
    expect(opened.statusCode).toBe(404);
    expect(opened.headers['content-type']).toMatch(/^text\/html/);
    expect(opened.body).toContain(english(followMessages.unsubscribeInvalid));
  });
});
