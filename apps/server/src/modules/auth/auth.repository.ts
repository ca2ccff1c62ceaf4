import { and, eq, getTableColumns, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedOnce } from '../../db/rows';
import { sessions, users } from '../../db/schema';
import type { SessionUser } from './session-user';

/** What a session lookup finds: the session's user and the dates sliding renewal needs. */
export interface FoundSession {
  user: SessionUser;
  sessionId: string;
  lastSeenAt: Date;
  expiresAt: Date;
}

// Everything about the user except the password hash, which never leaves the accounts code.
const { passwordHash: _passwordHash, ...userColumns } = getTableColumns(users);

const sameEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

const sessionByTokenHash = preparedOnce((db) =>
  db
    .select({
      user: userColumns,
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(users.isActive, true),
        isNull(users.suspendedAt), // suspension ends sessions; this keeps a racing log-in out (decision 049)
      ),
    )
    .limit(1)
    .prepare('session_by_token_hash'),
);

/** The active user owning an unexpired session with this token hash, and when the session was last renewed. */
export async function findSessionByTokenHash(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<FoundSession | undefined> {
  const [row] = await sessionByTokenHash(db).execute({ tokenHash, now });
  return row;
}

export async function insertSession(
  db: Database,
  values: { userId: string; tokenHash: string; expiresAt: Date; now: Date },
) {
  await db.insert(sessions).values({
    userId: values.userId,
    tokenHash: values.tokenHash,
    expiresAt: values.expiresAt,
    createdAt: values.now,
    lastSeenAt: values.now,
  });
}

export async function deleteExpiredSessionsOf(db: Database, userId: string, now: Date) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
}

/** Every session past its expiry (the scheduled clean-up; log-in only tidies the user's own). */
export async function deleteExpiredSessions(db: Database, now: Date) {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

export async function extendSession(db: Database, sessionId: string, expiresAt: Date, now: Date) {
  await db.update(sessions).set({ expiresAt, lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

export async function deleteSessionByTokenHash(db: Database, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/**
 * Ends the account's sessions after its password changed (docs/decisions/066): all of them, or all but the
 * one whose token hash is kept (the session that made the change).
 */
export async function deleteSessionsOf(db: Database, userId: string, keepTokenHash?: string) {
  const others = keepTokenHash === undefined ? undefined : ne(sessions.tokenHash, keepTokenHash);
  await db.delete(sessions).where(and(eq(sessions.userId, userId), others));
}

export async function setPasswordHash(db: Database, userId: string, passwordHash: string, now: Date) {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

/** The account behind a log-in attempt, with its hash; e-mail addresses match whatever their case. */
export async function findUserWithPasswordByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ ...userColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(sameEmail(email))
    .limit(1);
  return row;
}

export async function findUserByEmail(db: Database, email: string): Promise<SessionUser | undefined> {
  const [row] = await db.select(userColumns).from(users).where(sameEmail(email)).limit(1);
  return row;
}

export async function insertUser(db: Database, values: typeof users.$inferInsert): Promise<SessionUser> {
  const [row] = await db.insert(users).values(values).returning(userColumns);
  if (!row) throw new Error('insertUser: nothing inserted');
  return row;
}
