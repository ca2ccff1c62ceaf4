// Many signed-in runners at once, for tests that load one run with registrations.
import { randomBytes } from 'node:crypto';
import type { App } from '../app';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import { hashToken } from '../modules/auth/tokens';

export interface Runner {
  id: string;
  email: string;
  auth: Record<string, string>;
}

/** `count` signed-in runners, inserted in two statements (one by one would dominate a test's time). */
export async function insertRunners(db: Database, count: number): Promise<Runner[]> {
  const tag = randomBytes(4).toString('hex');
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `Runner ${i}`,
        email: `crowd-${tag}-${i}@example.test`,
        isActive: true,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const tokens = rows.map(() => randomBytes(32).toString('base64url'));
  await db.insert(sessions).values(
    rows.map((row, i) => ({
      userId: row.id,
      tokenHash: hashToken(tokens[i] ?? ''),
      expiresAt: new Date(Date.now() + 3600_000),
    })),
  );
  return rows.map((row, i) => ({
    id: row.id,
    email: row.email,
    auth: { authorization: `Bearer ${tokens[i] ?? ''}` },
  }));
}

export const registerFor = (app: App, runId: number, runner: Runner) =>
  app.inject({
    method: 'POST',
    url: `/api/events/${runId}/registrations`,
    payload: { name: 'Runner', email: 'runner@example.test', pace: 6 },
    headers: runner.auth,
  });

export const cancelFor = (app: App, runId: number, runner: Runner) =>
  app.inject({ method: 'DELETE', url: `/api/events/${runId}/registrations/me`, headers: runner.auth });
