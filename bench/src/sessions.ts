// Signed-in users for the load, made the way log-in makes them (a random token, its hash in `sessions`), without
// paying argon2 (~30 ms) per runner.
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import { sessions, users } from '../../apps/server/src/db/schema';
import { hashToken, newSessionToken } from '../../apps/server/src/modules/auth/tokens';
import { SESSION_LIFETIME_MS } from '../../apps/server/src/modules/auth/session.service';

export interface SignedIn {
  userId: string;
  name: string;
  email: string;
  /** For `Authorization: Bearer …`. */
  token: string;
}

export async function signIn(db: Database, emails: readonly string[]): Promise<SignedIn[]> {
  const found = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, [...emails]));
  const now = new Date();
  const signedIn = found.map((user) => ({
    userId: user.id,
    name: user.name,
    email: user.email,
    token: newSessionToken(),
  }));
  // Batches keep each statement's parameter count well below PostgreSQL's limit.
  for (let i = 0; i < signedIn.length; i += 1000) {
    await db.insert(sessions).values(
      signedIn.slice(i, i + 1000).map((s) => ({
        userId: s.userId,
        tokenHash: hashToken(s.token),
        expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
        createdAt: now,
        lastSeenAt: now,
      })),
    );
  }
  return signedIn;
}
