// The statements every registration, every mail and a host's pages run are named, so PostgreSQL parses and plans
// each once per connection instead of on every call (docs/decisions/065). The app has one pooled connection here:
// pg_prepared_statements lists what that connection prepared, and a name reused with another text would fail.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from './db/rows';
import { mailOutbox } from './db/schema';
import { cancelFor, insertRunners, registerFor } from './test/crowd';
import { insertHost, insertRun, insertSession } from './test/factories';
import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { databasePoolSize: 1 } });
});
afterAll(() => t.close());

const preparedNames = async () =>
  (await selectRows<{ name: string }>(t.db, sql`select name from pg_prepared_statements`)).map((s) => s.name);

describe('named statements', () => {
  it('register, waitlist, cancel, promote, mail and count the same as ever, each statement prepared once', async () => {
    const host = await insertHost(t.db);
    const hostAuth = { authorization: `Bearer ${await insertSession(t.db, host.id)}` };
    const full = await insertRun(t.db, host.id, {
      startsAt: new Date(Date.now() + 48 * 3600_000),
      maxParticipants: 1,
    });
    const open = await insertRun(t.db, host.id, { startsAt: new Date(Date.now() + 72 * 3600_000) });
    const [first, second, third] = await insertRunners(t.db, 3);
    if (!first || !second || !third) throw new Error('three runners expected');

    const answers: { id: number; status: string; waitlistPosition: number | null }[] = [];
    for (const runner of [first, second, third])
      answers.push((await registerFor(t.app, full.id, runner)).json());
    answers.push((await registerFor(t.app, open.id, third)).json());
    expect(answers).toMatchObject([
      { status: 'confirmed', waitlistPosition: null },
      { status: 'waitlisted', waitlistPosition: 1 },
      { status: 'waitlisted', waitlistPosition: 2 },
      { status: 'confirmed', waitlistPosition: null },
    ]);
    expect((await cancelFor(t.app, full.id, first)).statusCode).toBe(204);

    const participants = await t.app.inject({
      url: `/api/events/${full.id}/participants`,
      headers: hostAuth,
    });
    expect(participants.statusCode).toBe(200);
    expect(participants.json<{ participants: unknown[] }>().participants).toMatchObject([
      { id: answers[1]?.id, status: 'confirmed', waitlistPosition: null },
      { id: answers[2]?.id, status: 'waitlisted', waitlistPosition: 1 },
    ]);

    // Confirmed ×2, waitlisted ×2, promoted: every mail leaves, and keeps no body once sent.
    await t.app.mail.flush();
    const mails = await t.db
      .select({ status: mailOutbox.status, html: mailOutbox.htmlBody })
      .from(mailOutbox);
    expect(mails).toHaveLength(5);
    expect(mails.every((m) => m.status === 'sent' && m.html === null)).toBe(true);

    const dashboard = await t.app.inject({ url: '/api/business/dashboard', headers: hostAuth });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json<{ totals: unknown }>().totals).toEqual({ runsOrganized: 2, totalParticipants: 2 });

    if (t.config.databaseUrl) {
      expect(await preparedNames()).toEqual(
        expect.arrayContaining([
          'lock_run_for_registering',
          'lock_run_for_registration',
          'registration_of_runner',
          'delete_registration',
          'taken_count',
          'insert_registration',
          'insert_registration_limited',
          'enqueue_mail',
          'run_groups_of_run',
          'claim_due_mail',
          'release_abandoned_mail',
          'mark_mail_sent',
          'dashboard_metrics',
          'attendance_metrics',
          'recent_signups',
          'team_activities',
          'host_runs_past_with_hidden',
        ]),
      );
    }
  });
});
