import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailChanges, emailReverts, mailOutbox } from '../../db/schema';
import { insertUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { cleanUpJobs } from '../scheduler/clean-up-jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 3_600_000;
const now = new Date('2030-06-10T10:00:00Z');
const job = (name: string) => {
  const found = cleanUpJobs.find((j) => j.name === name);
  if (!found) throw new Error(`no job ${name}`);
  return found;
};

describe('retention jobs', () => {
  it('delete delivered and given-up mail 30 days on, keeping pending mail and younger envelopes', async () => {
    const at = (days: number) => new Date(now.getTime() - days * DAY);
    const rows = await t.db
      .insert(mailOutbox)
      .values([
        { toAddress: 'old@x.test', subject: 'old', textBody: '-', status: 'sent', sentAt: at(31) },
        { toAddress: 'young@x.test', subject: 'young', textBody: '-', status: 'sent', sentAt: at(29) },
        {
          toAddress: 'dead@x.test',
          subject: 'dead',
          textBody: 'body',
          status: 'dead',
          nextAttemptAt: at(31),
        },
        { toAddress: 'pending@x.test', subject: 'pending', textBody: 'body', nextAttemptAt: at(40) },
      ])
      .returning({ subject: mailOutbox.subject });
    expect(rows).toHaveLength(4);
    await job('delete-old-mail').run(t.db, now);
    const left = (await t.db.select({ subject: mailOutbox.subject }).from(mailOutbox)).map((r) => r.subject);
    expect(left.sort()).toEqual(['pending', 'young']);
  });

  it('delete e-mail changes whose link has expired', async () => {
    const expired = await insertUser(t.db);
    const live = await insertUser(t.db);
    await t.db.insert(emailChanges).values([
      {
        userId: expired.id,
        newEmail: 'a@x.test',
        confirmTokenHash: 'c1',
        cancelTokenHash: 'k1',
        expiresAt: new Date(now.getTime() - 1000),
      },
      {
        userId: live.id,
        newEmail: 'b@x.test',
        confirmTokenHash: 'c2',
        cancelTokenHash: 'k2',
        expiresAt: new Date(now.getTime() + DAY),
      },
    ]);
    await job('delete-expired-email-changes').run(t.db, now);
    expect(await t.db.select().from(emailChanges).where(eq(emailChanges.userId, expired.id))).toEqual([]);
    expect(await t.db.select().from(emailChanges).where(eq(emailChanges.userId, live.id))).toHaveLength(1);
  });

  it('delete the ways back from a confirmed change once their week is over (they hold the old address)', async () => {
    const user = await insertUser(t.db);
    await t.db.insert(emailReverts).values([
      { userId: user.id, oldEmail: 'old@x.test', tokenHash: 'r1', expiresAt: new Date(now.getTime() - 1000) },
      { userId: user.id, oldEmail: 'old@x.test', tokenHash: 'r2', expiresAt: new Date(now.getTime() + DAY) },
    ]);
    await job('delete-expired-email-changes').run(t.db, now);
    const left = await t.db.select().from(emailReverts).where(eq(emailReverts.userId, user.id));
    expect(left.map((row) => row.tokenHash)).toEqual(['r2']);
  });
});
