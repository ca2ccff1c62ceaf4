import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createPostgresDatabase } from '../test/test-database';
import { users } from './schema';

const TABLES = [
  'admin_actions',
  'attendance',
  'business_posts',
  'calendar_feeds',
  'cancelled_runs',
  'email_changes',
  'email_reverts',
  'email_verification_tokens',
  'events',
  'follows',
  'geocode_cache',
  'mail_outbox',
  'password_reset_tokens',
  'post_images',
  'registrations',
  'reports',
  'run_change_notices',
  'run_groups',
  'run_messages',
  'run_series',
  'scheduled_jobs',
  'series_registrations',
  'sessions',
  'still_coming_asks',
  'team_activities',
  'team_invitations',
  'team_members',
  'users',
];

const adminUrl = inject('databaseUrl');
const drivers = adminUrl ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

describe.each(drivers)('on %s', (driver) => {
  // Two full start-ups on a brand-new embedded database, demo seed included: well past 30 s on a busy machine.
  it(
    'migrates a new database at start-up and keeps the data on the next start',
    { timeout: 120_000 },
    async () => {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rt-migrate-'));
      const postgres = driver === 'postgres' && adminUrl ? await createPostgresDatabase(adminUrl) : null;
      const config = {
        ...loadConfig({ DATA_DIR: dataDir, DATABASE_URL: postgres?.databaseUrl ?? undefined }),
        webDistDir: path.join(dataDir, 'no-web-build'),
      };
      try {
        const first = await buildApp(config, { logger: false });
        expect(first.database.driver).toBe(driver);
        const tables = await first.db
          .select({ name: sql<string>`table_name` })
          .from(sql`information_schema.tables`)
          .where(sql`table_schema = 'public'`)
          .orderBy(sql`table_name`);
        expect(tables.map((table) => table.name)).toEqual(TABLES);
        const [seeded] = await first.db.select({ n: count() }).from(users);
        expect(seeded?.n).toBeGreaterThan(0);
        if (driver === 'pglite') {
          // A second server on the same embedded database would corrupt it: it is refused while the first runs.
          await expect(buildApp(config, { logger: false })).rejects.toThrow(/is in use by process/);
        }
        await first.close();

        // Same storage again: migrations are already applied and the demo seed sees a non-empty database.
        const second = await buildApp(config, { logger: false });
        const [kept] = await second.db.select({ n: count() }).from(users);
        expect(kept?.n).toBe(seeded?.n);
        expect((await second.inject({ url: '/api/ready' })).statusCode).toBe(200);
        await second.close();
      } finally {
        await postgres?.drop();
        await fs.rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});
