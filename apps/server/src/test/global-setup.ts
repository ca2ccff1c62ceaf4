// Runs once before all test files. Creating and migrating a PGlite database takes seconds, so it happens once
// here; each test file then loads a copy of this migrated template in well under a second.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { wrapPglite } from '../db/client';
import { findServerRoot } from '../package-root';

export async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL?.trim() || null;
  project.provide('databaseUrl', databaseUrl);
  project.provide('pgliteTemplatePath', null);
  // Only tests about several instances use Redis; the rest keep their counters in process.
  project.provide('redisUrl', process.env.TEST_REDIS_URL?.trim() || null);
  if (databaseUrl) return;

  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'rt-pglite-template-'));
  const client = new PGlite();
  await (await wrapPglite(client)).migrate(path.join(findServerRoot(), 'drizzle'));
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(dir, 'template.tar');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', file);

  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}
