import { count, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { businessPosts, events, registrations, users } from '../schema';
import { hashPassword } from '../../lib/password';
import { DEMO_PASSWORD } from './demo-data';
import { planDemoData, runKey } from './demo-plan';

export type DemoSeedResult =
  { seeded: false } | { seeded: true; users: number; runs: number; registrations: number; posts: number };

/** Any constant shared by every instance; "RTSEED" in ASCII. */
const SEED_LOCK_ID = '90522127779140';

/**
 * Fills an empty database (no users) with the demo; does nothing otherwise, so every later start keeps the
 * data as it is. One transaction: a failed seed leaves nothing behind, and the advisory lock stops two
 * instances starting together from seeding twice.
 */
export async function seedDemoIfEmpty(db: Database, now = new Date()): Promise<DemoSeedResult> {
  // One hash for all demo users: they share the password, and hashing is deliberately slow.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx): Promise<DemoSeedResult> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID}::bigint)`);
    const [existing] = await tx.select({ users: count() }).from(users);
    if ((existing?.users ?? 0) > 0) return { seeded: false };

    const plan = planDemoData(now);
    const insertedUsers = await tx
      .insert(users)
      .values(plan.users.map((user) => ({ ...user, passwordHash })))
      .returning({ id: users.id, email: users.email });
    const userIds = new Map(insertedUsers.map((user) => [user.email, user.id]));

    const insertedRuns = await tx
      .insert(events)
      .values(plan.runs.map(({ hostEmail, row }) => ({ ...row, hostId: lookup(userIds, hostEmail) })))
      .returning({ id: events.id, title: events.title, startsAt: events.startsAt });
    const runIds = new Map(insertedRuns.map((run) => [runKey(run), run.id]));

    if (plan.registrations.length > 0) {
      await tx.insert(registrations).values(
        plan.registrations.map(({ runKey: key, runnerEmail, row }) => ({
          ...row,
          eventId: lookup(runIds, key),
          runnerId: lookup(userIds, runnerEmail),
        })),
      );
    }
    if (plan.posts.length > 0) {
      await tx
        .insert(businessPosts)
        .values(plan.posts.map(({ hostEmail, row }) => ({ ...row, businessId: lookup(userIds, hostEmail) })));
    }
    return {
      seeded: true,
      users: insertedUsers.length,
      runs: insertedRuns.length,
      registrations: plan.registrations.length,
      posts: plan.posts.length,
    };
  });
}

function lookup<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo seed: nothing inserted for ${String(key)}`);
  return value;
}
