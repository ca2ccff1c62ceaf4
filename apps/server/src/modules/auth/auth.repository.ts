import { and, eq, getTableColumns, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';

// Everything about the user except the password hash, which never leaves the accounts code.
const { passwordHash: _passwordHash, ...userColumns } = getTableColumns(users);

export type SessionUser = NonNullable<Awaited<ReturnType<typeof findUserBySessionTokenHash>>>;

/** The active user owning an unexpired session with this token hash. */
export async function findUserBySessionTokenHash(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select(userColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), eq(users.isActive, true)))
    .limit(1);
  return row;
}
