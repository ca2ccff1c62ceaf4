// The platform admin (docs/decisions/049): acting on reports, hiding runs, suspending accounts, granting admin.
// Every action is written to admin_actions in the transaction that makes it, so the audit list is never short.
import { AppError } from '@runtogether/shared/errors/app-error';
import type { AdminActionList, AdminList, Report, ReportList } from '@runtogether/shared/trust/trust.schemas';
import { trustMessages } from '@runtogether/shared/trust/trust.schemas';
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { adminActions, businessPosts, events, reports, sessions, users } from '../../db/schema';
import { isUuid } from '../../lib/ids';
import { enqueueMail } from '../mail/mail.repository';
import type { SessionUser } from '../auth/session-user';
import { trustNoticeEmail } from './trust-emails';

export interface AdminDeps {
  db: Database;
  publicUrl: string;
  /** The lower-cased addresses of ADMIN_EMAILS. */
  adminEmails: readonly string[];
  mailQueued: () => void;
  /** Drops a suspended account's cached sessions on every instance. */
  forgetSessionsOf: (userId: string) => Promise<void>;
}

const LIST_LIMIT = 200;

/** An admin: granted in the admin screens, or named in ADMIN_EMAILS. */
export function isAdmin(user: Pick<SessionUser, 'isAdmin' | 'email'>, adminEmails: readonly string[]) {
  return user.isAdmin || adminEmails.includes(user.email.toLowerCase());
}

/** 401 unless signed in, 403 unless an admin. */
export function requireAdmin(actor: SessionUser | null, adminEmails: readonly string[]): SessionUser {
  if (!actor) throw new AppError('UNAUTHORIZED', 'Not signed in', 401);
  if (!isAdmin(actor, adminEmails)) throw new AppError('FORBIDDEN', trustMessages.adminOnly, 403);
  return actor;
}

type Action =
  | 'hide-run'
  | 'unhide-run'
  | 'suspend-user'
  | 'unsuspend-user'
  | 'close-report'
  | 'grant-admin'
  | 'revoke-admin';

async function audit(
  tx: Database,
  admin: SessionUser,
  action: Action,
  target: { type: string; id: string | number },
  reason: string | null,
  now: Date,
) {
  await tx.insert(adminActions).values({
    adminId: admin.id,
    action,
    targetType: target.type,
    targetId: String(target.id),
    reason,
    createdAt: now,
  });
}

const notFound = (message: string) => new AppError('NOT_FOUND', message, 404);

export async function listReports(db: Database, status: 'open' | 'closed'): Promise<ReportList> {
  const reporter = alias(users, 'reporter');
  const rows = await db
    .select({ report: reports, reporterName: reporter.name })
    .from(reports)
    .leftJoin(reporter, eq(reporter.id, reports.reporterId))
    .where(eq(reports.status, status))
    .orderBy(status === 'open' ? reports.createdAt : desc(reports.closedAt))
    .limit(LIST_LIMIT);
  const labels = await targetLabels(
    db,
    rows.map((r) => r.report),
  );
  return {
    items: rows.map(({ report, reporterName }): Report => ({
      id: report.id,
      targetType: report.targetType,
      targetId: report.targetId,
      targetLabel: labels.get(`${report.targetType}:${report.targetId}`) ?? null,
      reason: report.reason,
      details: report.details,
      status: report.status,
      reporterName,
      createdAt: report.createdAt.toISOString(),
      closedAt: report.closedAt?.toISOString() ?? null,
      closingNote: report.closingNote,
    })),
  };
}

/** What each reported thing is called now, keyed 'type:id'. */
async function targetLabels(db: Database, list: { targetType: string; targetId: string }[]) {
  const ids = (type: string) => [
    ...new Set(list.filter((r) => r.targetType === type).map((r) => r.targetId)),
  ];
  const numeric = (values: string[]) => values.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);
  const labels = new Map<string, string>();
  const runIds = numeric(ids('run'));
  if (runIds.length) {
    const rows = await db
      .select({ id: events.id, title: events.title })
      .from(events)
      .where(inArray(events.id, runIds));
    for (const row of rows) labels.set(`run:${row.id}`, row.title);
  }
  const postIds = numeric(ids('post'));
  if (postIds.length) {
    const rows = await db
      .select({ id: businessPosts.id, title: businessPosts.title })
      .from(businessPosts)
      .where(inArray(businessPosts.id, postIds));
    for (const row of rows) labels.set(`post:${row.id}`, row.title);
  }
  const userIds = [...ids('business'), ...ids('user')].filter(isUuid);
  if (userIds.length) {
    const rows = await db
      .select({ id: users.id, name: users.name, businessName: users.businessName })
      .from(users)
      .where(and(inArray(users.id, userIds), isNull(users.deletedAt)));
    for (const row of rows) {
      labels.set(`business:${row.id}`, row.businessName || row.name);
      labels.set(`user:${row.id}`, row.name);
    }
  }
  return labels;
}

export async function closeReport(
  db: Database,
  admin: SessionUser,
  reportId: number,
  note: string,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const [closed] = await tx
      .update(reports)
      .set({ status: 'closed', closedAt: now, closedBy: admin.id, closingNote: note })
      .where(eq(reports.id, reportId))
      .returning({ id: reports.id });
    if (!closed) throw notFound(trustMessages.reportNotFound);
    await audit(tx, admin, 'close-report', { type: 'report', id: reportId }, note, now);
  });
  return { ok: true as const };
}

/** Hides a run (or shows it again, `reason` null) and tells its host. */
export async function setRunHidden(
  deps: AdminDeps,
  admin: SessionUser,
  runId: number,
  reason: string | null,
  now = new Date(),
) {
  await deps.db.transaction(async (tx) => {
    const [run] = await tx
      .update(events)
      .set(
        reason === null
          ? { hiddenAt: null, hiddenReason: null, hiddenWithSuspension: false, updatedAt: now }
          : { hiddenAt: now, hiddenReason: reason, hiddenWithSuspension: false, updatedAt: now },
      )
      .where(eq(events.id, runId))
      .returning({ id: events.id, title: events.title, hostId: events.hostId });
    if (!run) throw notFound(trustMessages.targetNotFound);
    await audit(
      tx,
      admin,
      reason === null ? 'unhide-run' : 'hide-run',
      { type: 'run', id: runId },
      reason,
      now,
    );
    const [host] = await tx.select().from(users).where(eq(users.id, run.hostId));
    if (host && !host.deletedAt) {
      const mail = trustNoticeEmail(host, reason === null ? 'runShown' : 'runHidden', {
        title: run.title,
        reason: reason ?? undefined,
        link: `${deps.publicUrl}/runs/${run.id}`,
      });
      await enqueueMail(tx, mail, now);
    }
  });
  deps.mailQueued();
  return { ok: true as const };
}

/**
 * Suspends an account (or lifts it, `reason` null): it cannot sign in, its sessions end at once, and its runs
 * are hidden with it; lifting shows again the runs the suspension hid (an admin's own hide stays).
 */
export async function setUserSuspended(
  deps: AdminDeps,
  admin: SessionUser,
  userId: string,
  reason: string | null,
  now = new Date(),
) {
  if (!isUuid(userId)) throw notFound(trustMessages.userNotFound);
  if (userId === admin.id) throw new AppError('BAD_REQUEST', trustMessages.notYourself, 400);
  await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ suspendedAt: reason === null ? null : now, suspendedReason: reason, updatedAt: now })
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .returning();
    if (!user) throw notFound(trustMessages.userNotFound);
    if (reason === null) {
      await tx
        .update(events)
        .set({ hiddenAt: null, hiddenReason: null, hiddenWithSuspension: false, updatedAt: now })
        .where(and(eq(events.hostId, userId), eq(events.hiddenWithSuspension, true)));
    } else {
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      await tx
        .update(events)
        .set({ hiddenAt: now, hiddenReason: reason, hiddenWithSuspension: true, updatedAt: now })
        .where(and(eq(events.hostId, userId), isNull(events.hiddenAt)));
    }
    const action = reason === null ? 'unsuspend-user' : 'suspend-user';
    await audit(tx, admin, action, { type: 'user', id: userId }, reason, now);
    const mail = trustNoticeEmail(user, reason === null ? 'unsuspended' : 'suspended', {
      reason: reason ?? undefined,
      link: `${deps.publicUrl}/contact`,
    });
    await enqueueMail(tx, mail, now);
  });
  if (reason !== null) await deps.forgetSessionsOf(userId);
  deps.mailQueued();
  return { ok: true as const };
}

export async function listAudit(db: Database): Promise<AdminActionList> {
  const rows = await db
    .select({ action: adminActions, adminName: users.name })
    .from(adminActions)
    .leftJoin(users, eq(users.id, adminActions.adminId))
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
    .limit(LIST_LIMIT);
  return {
    items: rows.map(({ action, adminName }) => ({
      id: action.id,
      adminName,
      action: action.action,
      targetType: action.targetType,
      targetId: action.targetId,
      reason: action.reason,
      createdAt: action.createdAt.toISOString(),
    })),
  };
}

/** The admins: those granted here and those ADMIN_EMAILS names that have an account. */
export async function listAdmins(db: Database, adminEmails: readonly string[]): Promise<AdminList> {
  const configured = adminEmails.length
    ? sql`lower(${users.email}) in (${sql.join(
        adminEmails.map((email) => sql`${email}`),
        sql`, `,
      )})`
    : sql`false`;
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(isNull(users.deletedAt), sql`(${users.isAdmin} or ${configured})`))
    .orderBy(users.name)
    .limit(LIST_LIMIT);
  return {
    items: rows.map((row) => ({ ...row, configured: adminEmails.includes(row.email.toLowerCase()) })),
  };
}

/** Answers the account's id, so its cached sessions can be dropped. */
export async function grantAdmin(db: Database, admin: SessionUser, email: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ isAdmin: true, updatedAt: now })
      .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (!user) throw notFound(trustMessages.userNotFound);
    await audit(tx, admin, 'grant-admin', { type: 'user', id: user.id }, null, now);
    return user.id;
  });
}

export async function revokeAdmin(
  db: Database,
  adminEmails: readonly string[],
  admin: SessionUser,
  userId: string,
  now = new Date(),
) {
  if (!isUuid(userId)) throw notFound(trustMessages.userNotFound);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ isAdmin: false, updatedAt: now })
      .where(and(eq(users.id, userId), isNotNull(users.email)))
      .returning({ id: users.id, email: users.email });
    if (!user) throw notFound(trustMessages.userNotFound);
    // ADMIN_EMAILS is read at start-up: only the configuration can take such an admin away.
    if (adminEmails.includes(user.email.toLowerCase())) {
      throw new AppError('CONFLICT', trustMessages.configuredAdmin, 409);
    }
    await audit(tx, admin, 'revoke-admin', { type: 'user', id: user.id }, null, now);
  });
  return { ok: true as const };
}
