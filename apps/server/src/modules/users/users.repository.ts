import { and, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { SessionUser } from '../auth/session-user';

const { passwordHash: _passwordHash, ...userColumns } = getTableColumns(users);

export type UserChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'name'
    | 'email'
    | 'profileImageUrl'
    | 'businessName'
    | 'businessLocation'
    | 'businessPhone'
    | 'businessDescription'
    | 'address'
    | 'businessType'
    | 'website'
    | 'instagram'
    | 'facebook'
    | 'twitter'
    | 'linkedin'
    | 'googleReview'
    | 'latitude'
    | 'longitude'
    | 'remindersEnabled'
    | 'language'
  >
>;

export async function findActiveUserById(db: Database, id: string): Promise<SessionUser | undefined> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.isActive, true)))
    .limit(1);
  return row;
}

export async function isEmailUsedByAnother(db: Database, email: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

export async function updateUser(
  db: Database,
  id: string,
  changes: UserChanges,
  now: Date,
): Promise<SessionUser | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, id))
    .returning(userColumns);
  return row;
}
