import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { adminActions, businessPosts, events, reports, sessions, users } from '../../db/schema';

const LIST_LIMIT = 200;

export async function insertAdminAction(tx: Database, values: typeof adminActions.$inferInsert) {
  await tx.insert(adminActions).values(values);
}

export function findReports(db: Database, status: 'open' | 'closed') {
  const reporter = alias(users, 'reporter');
  return db
    .select({ report: reports, reporterName: reporter.name })
    .from(reports)
    .leftJoin(reporter, eq(reporter.id, reports.reporterId))
    .where(eq(reports.status, status))
    .orderBy(status === 'open' ? reports.createdAt : desc(reports.closedAt))
    .limit(LIST_LIMIT);
}

export function findRunTitles(db: Database, ids: number[]) {
  return db
    .select({ id: events.id, title: events.title, hiddenAt: events.hiddenAt })
    .from(events)
    .where(inArray(events.id, ids));
}

export function findPostTitles(db: Database, ids: number[]) {
  return db
    .select({
      id: businessPosts.id,
      title: businessPosts.title,
      businessId: businessPosts.businessId,
      businessSuspendedAt: users.suspendedAt,
    })
    .from(businessPosts)
    .innerJoin(users, eq(users.id, businessPosts.businessId))
    .where(inArray(businessPosts.id, ids));
}

/** What an admin action that deleted these targets kept of their names (a removed post's title). */
export function findDeletedLabels(db: Database, targetType: string, ids: string[]) {
  return db
    .select({ targetId: adminActions.targetId, label: adminActions.targetLabel })
    .from(adminActions)
    .where(
      and(
        eq(adminActions.targetType, targetType),
        inArray(adminActions.targetId, ids),
        isNotNull(adminActions.targetLabel),
      ),
    );
}

/** The names of accounts that have not been deleted. */
export function findAccountNames(db: Database, ids: string[]) {
  return db
    .select({
      id: users.id,
      name: users.name,
      businessName: users.businessName,
      suspendedAt: users.suspendedAt,
    })
    .from(users)
    .where(and(inArray(users.id, ids), isNull(users.deletedAt)));
}

/** A report's columns once an admin has closed it with a note. */
const closing = (values: { adminId: string; note: string; now: Date }) => ({
  status: 'closed' as const,
  closedAt: values.now,
  closedBy: values.adminId,
  closingNote: values.note,
});

/** Closes an open report; answers false when no open report has that id. */
export async function closeReportRow(
  tx: Database,
  values: { id: number; adminId: string; note: string; now: Date },
): Promise<boolean> {
  const [closed] = await tx
    .update(reports)
    .set(closing(values))
    .where(and(eq(reports.id, values.id), eq(reports.status, 'open')))
    .returning({ id: reports.id });
  return closed !== undefined;
}

/** Closes every open report about a target with the same note; answers the ids of those it closed. */
export async function closeReportsAbout(
  tx: Database,
  values: {
    targetType: (typeof reports.$inferSelect)['targetType'];
    targetId: string;
    adminId: string;
    note: string;
    now: Date;
  },
): Promise<number[]> {
  const closed = await tx
    .update(reports)
    .set(closing(values))
    .where(
      and(
        eq(reports.targetType, values.targetType),
        eq(reports.targetId, values.targetId),
        eq(reports.status, 'open'),
      ),
    )
    .returning({ id: reports.id });
  return closed.map((row) => row.id).sort((a, b) => a - b);
}

/** What each report is about, for the audit list's close-report rows. */
export function findReportTargets(db: Database, ids: number[]) {
  return db
    .select({ id: reports.id, targetType: reports.targetType, targetId: reports.targetId })
    .from(reports)
    .where(inArray(reports.id, ids));
}

export async function reportExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: reports.id }).from(reports).where(eq(reports.id, id));
  return row !== undefined;
}

/**
 * Hides a shown run (or shows a hidden one, `reason` null); its updated_at changes, so kept copies are read
 * again. Answers nothing when no run with that id is in the other state.
 */
export async function setRunHiddenRow(tx: Database, runId: number, reason: string | null, now: Date) {
  const [run] = await tx
    .update(events)
    .set({
      hiddenAt: reason === null ? null : now,
      hiddenReason: reason,
      hiddenWithSuspension: false,
      updatedAt: now,
    })
    .where(and(eq(events.id, runId), reason === null ? isNotNull(events.hiddenAt) : isNull(events.hiddenAt)))
    .returning({ id: events.id, title: events.title, hostId: events.hostId });
  return run;
}

/** Whether the run's host is suspended now; false for a run that does not exist. */
export async function isRunHostSuspended(db: Database, runId: number): Promise<boolean> {
  const [row] = await db
    .select({ suspendedAt: users.suspendedAt })
    .from(events)
    .innerJoin(users, eq(users.id, events.hostId))
    .where(eq(events.id, runId));
  return row?.suspendedAt != null;
}

export async function findAccount(db: Database, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/**
 * Suspends an account that is not suspended (or lifts a suspension, `reason` null); deleted accounts are left
 * alone. Answers the account, or nothing when none with that id is in the other state.
 */
export async function setSuspension(tx: Database, userId: string, reason: string | null, now: Date) {
  const suspended = reason === null ? isNotNull(users.suspendedAt) : isNull(users.suspendedAt);
  const [user] = await tx
    .update(users)
    .set({ suspendedAt: reason === null ? null : now, suspendedReason: reason, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.deletedAt), suspended))
    .returning();
  return user;
}

export async function deleteSessionsOf(tx: Database, userId: string) {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}

/** Hides the host's visible runs as part of its suspension. */
export async function hideRunsWithSuspension(tx: Database, hostId: string, reason: string, now: Date) {
  const hidden = await tx
    .update(events)
    .set({ hiddenAt: now, hiddenReason: reason, hiddenWithSuspension: true, updatedAt: now })
    .where(and(eq(events.hostId, hostId), isNull(events.hiddenAt)))
    .returning({ id: events.id });
  return hidden.map((run) => run.id);
}

/** Shows the runs the host's suspension hid (an admin's own hides stay). */
export async function showRunsHiddenWithSuspension(tx: Database, hostId: string, now: Date) {
  const shown = await tx
    .update(events)
    .set({ hiddenAt: null, hiddenReason: null, hiddenWithSuspension: false, updatedAt: now })
    .where(and(eq(events.hostId, hostId), eq(events.hiddenWithSuspension, true)))
    .returning({ id: events.id });
  return shown.map((run) => run.id);
}

export function findAdminActions(db: Database) {
  return db
    .select({ action: adminActions, adminName: users.name })
    .from(adminActions)
    .leftJoin(users, eq(users.id, adminActions.adminId))
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
    .limit(LIST_LIMIT);
}

/** Granted admins and the accounts with one of `configured` (lower-cased) addresses. */
export function findAdmins(db: Database, configured: readonly string[]) {
  const named = configured.length
    ? sql`lower(${users.email}) in (${sql.join(
        configured.map((email) => sql`${email}`),
        sql`, `,
      )})`
    : sql`false`;
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(isNull(users.deletedAt), sql`(${users.isAdmin} or ${named})`))
    .orderBy(users.name)
    .limit(LIST_LIMIT);
}

/** Grants admin to the account with this address (any case); answers its id. */
export async function grantAdminByEmail(tx: Database, email: string, now: Date) {
  const [user] = await tx
    .update(users)
    .set({ isAdmin: true, updatedAt: now })
    .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deletedAt)))
    .returning({ id: users.id });
  return user?.id;
}

/** The account with whether it was an admin before; locked until the transaction ends. */
export async function findAdminCandidate(tx: Database, id: string) {
  const [user] = await tx
    .select({ id: users.id, email: users.email, isAdmin: users.isAdmin })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return user;
}

export async function revokeAdminById(tx: Database, id: string, now: Date) {
  await tx.update(users).set({ isAdmin: false, updatedAt: now }).where(eq(users.id, id));
}
