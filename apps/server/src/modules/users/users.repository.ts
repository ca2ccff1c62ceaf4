import { and, eq, getTableColumns, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailChanges, emailReverts, users } from '../../db/schema';
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
    | 'emergencyContactName'
    | 'emergencyContactPhone'
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

/** The stored password hash of an account, for the checks that ask for the current password. */
export async function findPasswordHash(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.passwordHash ?? null;
}

/** The account's pending e-mail change: this one, in place of any earlier one (whose links then stop working). */
export async function replaceEmailChange(db: Database, values: typeof emailChanges.$inferInsert) {
  const { userId: _userId, ...rest } = values;
  await db.insert(emailChanges).values(values).onConflictDoUpdate({ target: emailChanges.userId, set: rest });
}

/** The pending change a link's token hash names (either link), locked so two clicks cannot both use it. */
export async function findEmailChangeForUpdate(db: Database, link: 'confirm' | 'cancel', tokenHash: string) {
  const column = link === 'confirm' ? emailChanges.confirmTokenHash : emailChanges.cancelTokenHash;
  const [row] = await db.select().from(emailChanges).where(eq(column, tokenHash)).limit(1).for('update');
  return row;
}

export async function deleteEmailChange(db: Database, userId: string) {
  await db.delete(emailChanges).where(eq(emailChanges.userId, userId));
}

/** The old address's ways back after a confirmed change (docs/decisions/047). */
export async function insertEmailReverts(db: Database, rows: (typeof emailReverts.$inferInsert)[]) {
  await db.insert(emailReverts).values(rows);
}

/** The way back a link's token hash names, while its week lasts, locked so two clicks cannot both use it. */
export async function findEmailRevertForUpdate(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(emailReverts)
    .where(and(eq(emailReverts.tokenHash, tokenHash), gt(emailReverts.expiresAt, now)))
    .limit(1)
    .for('update');
  return row;
}

/** Every way back the account has: used once, they all end (the address is back where it was). */
export async function deleteEmailReverts(db: Database, userId: string) {
  await db.delete(emailReverts).where(eq(emailReverts.userId, userId));
}
