// How long a walk-up guest's data is kept (docs/decisions/055): the emergency contact until check-in closes,
// the name, e-mail and answers 90 days after the run; the row stays for the run's count.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance } from '../../db/schema';
import { insertHost, insertRun } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { cleanUpJobs } from '../scheduler/clean-up-jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const now = new Date('2030-06-10T10:00:00Z');

async function guestAt(startsAt: Date, walkUp = true) {
  const host = await insertHost(t.db);
  const run = await insertRun(t.db, host.id, { startsAt });
  const [row] = await t.db
    .insert(attendance)
    .values({
      eventId: run.id,
      walkUp,
      walkInName: 'Gina',
      walkInEmail: 'gina@example.com',
      present: true,
      method: 'qr',
      answers: {
        w: {
          label: 'Waiver',
          kind: 'consent',
          value: true,
          text: 'Risk',
          acceptedAt: startsAt.toISOString(),
        },
      },
      emergencyContactName: 'Pablo',
      emergencyContactPhone: '611222333',
    })
    .returning({ id: attendance.id });
  return row?.id ?? 0;
}
const read = async (id: number) => (await t.db.select().from(attendance).where(eq(attendance.id, id)))[0];

describe('forget-walk-up-guests', () => {
  it('drops the emergency contact once check-in closed and the rest 90 days after the run', async () => {
    const job = cleanUpJobs.find((j) => j.name === 'forget-walk-up-guests');
    expect(job).toBeDefined();
    const tonight = await guestAt(new Date(now.getTime() - 2 * HOUR));
    const yesterday = await guestAt(new Date(now.getTime() - 13 * HOUR));
    const longAgo = await guestAt(new Date(now.getTime() - 91 * 24 * HOUR));
    // A walk-in the host added with the run's emergency contact (docs/decisions/055, 2026-12-07).
    const hostsWalkIn = await guestAt(new Date(now.getTime() - 13 * HOUR), false);
    await job?.run(t.db, now);
    expect(await read(hostsWalkIn)).toMatchObject({
      emergencyContactName: null,
      emergencyContactPhone: null,
    });
    expect(await read(tonight)).toMatchObject({
      emergencyContactPhone: '611222333',
      walkInEmail: 'gina@example.com',
    });
    expect(await read(yesterday)).toMatchObject({
      emergencyContactName: null,
      emergencyContactPhone: null,
      walkInName: 'Gina',
      walkInEmail: 'gina@example.com',
    });
    expect(await read(longAgo)).toMatchObject({
      emergencyContactPhone: null,
      walkInName: '',
      walkInEmail: null,
      answers: null,
      present: true,
    });
  });
});
