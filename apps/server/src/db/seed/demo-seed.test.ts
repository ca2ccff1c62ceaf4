import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunList } from '@runtogether/shared/runs/run.schemas';
import { createTestApp, type TestApp } from '../../test/test-app';
import { businessPosts, events, registrations, users } from '../schema';
import { DEMO_ACCOUNTS, DEMO_HOSTS } from './demo-data';
import { planDemoData } from './demo-plan';
import { verifyPassword } from '../../lib/password';
import { seedDemoIfEmpty } from './demo-seed';

let seeded: TestApp;
beforeAll(async () => {
  seeded = await createTestApp({ config: { seedDemo: true } });
});
afterAll(() => seeded.close());

async function countRows(t: TestApp) {
  const [row] = await t.db
    .select({
      users: sql<number>`(select count(*) from ${users})`.mapWith(Number),
      runs: sql<number>`(select count(*) from ${events})`.mapWith(Number),
      registrations: sql<number>`(select count(*) from ${registrations})`.mapWith(Number),
      posts: sql<number>`(select count(*) from ${businessPosts})`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return row;
}

describe('demo seed', () => {
  it('fills an empty database at start-up', async () => {
    const rows = await countRows(seeded);
    expect(rows?.users).toBeGreaterThanOrEqual(35);
    expect(rows?.runs).toBeGreaterThanOrEqual(45);
    expect(rows?.registrations).toBeGreaterThan(100);
    expect(rows?.posts).toBeGreaterThanOrEqual(6);

    const now = new Date();
    const [upcoming] = await seeded.db
      .select({ n: count() })
      .from(events)
      .where(sql`${events.startsAt} > ${now.toISOString()}::timestamptz`);
    expect(upcoming?.n).toBeGreaterThanOrEqual(38);
    expect((rows?.runs ?? 0) - (upcoming?.n ?? 0)).toBeGreaterThanOrEqual(5);

    const page = await seeded.app.inject({ url: '/api/events?limit=3' });
    expect(page.json<RunList>().items).toHaveLength(3);
  });

  it('creates the demo log-ins as active accounts', async () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const [user] = await seeded.db.select().from(users).where(eq(users.email, account.email));
      expect(user).toMatchObject({ role: account.role, isActive: true });
      expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verifyPassword(user?.passwordHash ?? '', account.password)).toBe(true);
      expect(await verifyPassword(user?.passwordHash ?? '', 'wrong password')).toBe(false);
    }
    const hosts = await seeded.db.select().from(users).where(eq(users.role, 'business'));
    expect(hosts).toHaveLength(DEMO_HOSTS.length);
    for (const host of hosts) {
      expect(host.businessPhone).toMatch(/^\+34 /);
      expect(host.latitude).toBeGreaterThan(40.3);
      expect(host.latitude).toBeLessThan(40.5);
      expect(host.longitude).toBeGreaterThan(-3.8);
      expect(host.longitude).toBeLessThan(-3.6);
    }
  });

  it('never fills a run beyond its capacity and keeps local start times', async () => {
    const { items } = (await seeded.app.inject({ url: '/api/events?limit=100' })).json<RunList>();
    for (const run of items) {
      if (run.maxParticipants !== null)
        expect(run.currentParticipants).toBeLessThanOrEqual(run.maxParticipants);
      expect(run.timezone).toBe('Europe/Madrid');
      expect(['07:00', '08:00', '08:30', '09:00', '18:30', '19:00', '19:30']).toContain(run.time);
    }
    expect(items.some((run) => run.maxParticipants === null)).toBe(true);
    expect(items.some((run) => run.whatsappGroupLink?.startsWith('https://chat.whatsapp.com/'))).toBe(true);
    expect(
      items.some((run) => run.maxParticipants !== null && run.maxParticipants - run.currentParticipants <= 1),
    ).toBe(true);
  });

  it('adds nothing to a database that already has users', async () => {
    const before = await countRows(seeded);
    await expect(seedDemoIfEmpty(seeded.db)).resolves.toEqual({ seeded: false });
    expect(await countRows(seeded)).toEqual(before);
  });

  it('is reproducible: the same seed time gives the same data', () => {
    const at = new Date('2026-11-21T10:00:00Z');
    expect(planDemoData(at)).toEqual(planDemoData(at));
  });
});

describe('with SEED_DEMO=false', () => {
  it('leaves the database empty', async () => {
    const empty = await createTestApp({ config: { seedDemo: false } });
    try {
      expect(await countRows(empty)).toEqual({ users: 0, runs: 0, registrations: 0, posts: 0 });
    } finally {
      await empty.close();
    }
  });
});
