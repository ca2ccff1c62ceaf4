// The platform admin (docs/decisions/049): acting on reports, hiding runs, suspending accounts, granting admin.
// Every action is written to admin_actions in the transaction that makes it, so the audit list is never short.
import { AppError } from '@runtogether/shared/errors/app-error';
import type {
  AdminActionList,
  AdminList,
  Report,
  ReportList,
  TargetState,
} from '@runtogether/shared/trust/trust.schemas';
import { msg } from '@runtogether/shared/i18n/keys';
import { trustMessages } from '@runtogether/shared/trust/trust.schemas';
import type { Database } from '../../db/client';
import { isUuid } from '../../lib/ids';
import { enqueueMail } from '../mail/mail.repository';
import { NOT_SIGNED_IN } from '../auth/permissions';
import type { SessionUser } from '../auth/session-user';
import { deletePostAndImages, type PostDeps } from '../posts/posts.service';
import {
  closeReportRow,
  closeReportsAbout,
  deleteSessionsOf,
  findAccount,
  findAccountNames,
  findAdminActions,
  findAdmins,
  findDeletedLabels,
  findPostTitles,
  findReportTargets,
  findReports,
  findRunTitles,
  grantAdminByEmail,
  hideRunsWithSuspension,
  insertAdminAction,
  isRunHostSuspended,
  reportExists,
  findAdminCandidate,
  revokeAdminById,
  setRunHiddenRow,
  setSuspension,
  showRunsHiddenWithSuspension,
} from './admin.repository';
import { tellRunnersOfHiddenRuns } from './hidden-run-runners';
import { trustNoticeEmail } from './trust-emails';
import { findRunById } from '../runs/runs.repository';
import { toRun } from '../runs/runs.service';

export interface AdminDeps {
  db: Database;
  publicUrl: string;
  /** The lower-cased addresses of ADMIN_EMAILS. */
  adminEmails: readonly string[];
  mailQueued: () => void;
}

/** An admin: granted in the admin screens, or named in ADMIN_EMAILS. */
export function isAdmin(user: Pick<SessionUser, 'isAdmin' | 'email'>, adminEmails: readonly string[]) {
  return user.isAdmin || adminEmails.includes(user.email.toLowerCase());
}

/** 401 unless signed in, 403 unless an admin. */
export function requireAdmin(actor: SessionUser | null, adminEmails: readonly string[]): SessionUser {
  if (!actor) throw new AppError('UNAUTHORIZED', NOT_SIGNED_IN, 401);
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
  | 'revoke-admin'
  | 'remove-post';

/** `target.label`: what an action that deletes its target called it, so the audit list can still name it. */
async function audit(
  tx: Database,
  admin: SessionUser,
  action: Action,
  target: { type: string; id: string | number; label?: string },
  reason: string | null,
  now: Date,
) {
  await insertAdminAction(tx, {
    adminId: admin.id,
    action,
    targetType: target.type,
    targetId: String(target.id),
    targetLabel: target.label ?? null,
    reason,
    createdAt: now,
  });
}

const hostSuspendedMessage = msg('validation.trust.hostSuspended');
const notFound = (message: string) => new AppError('NOT_FOUND', message, 404);
/** An action on something already in the state it asks for: refused, so nobody is e-mailed twice. */
const already = (message: string) => new AppError('CONFLICT', message, 409);

export async function listReports(db: Database, status: 'open' | 'closed'): Promise<ReportList> {
  const rows = await findReports(db, status);
  const targets = await targetsOf(
    db,
    rows.map((r) => r.report),
  );
  return {
    items: rows.map(({ report, reporterName }): Report => {
      const target = targets.get(`${report.targetType}:${report.targetId}`);
      return {
        id: report.id,
        targetType: report.targetType,
        targetId: report.targetId,
        targetLabel: target?.label ?? null,
        targetState: target?.state ?? null,
        targetOwnerId: target?.ownerId ?? null,
        targetOwnerSuspended: target?.ownerSuspended ?? false,
        reason: report.reason,
        details: report.details,
        status: report.status,
        reporterName,
        createdAt: report.createdAt.toISOString(),
        closedAt: report.closedAt?.toISOString() ?? null,
        closingNote: report.closingNote,
      };
    }),
  };
}

/**
 * A reported or acted-on thing as it is now: what it is called (or was, when an admin removed it), whether it is
 * hidden, suspended or removed, and for a post the account behind it.
 */
interface Target {
  label: string | null;
  state: TargetState;
  ownerId?: string;
  ownerSuspended?: boolean;
}

/** What each reported (or acted-on) thing is called now and its state, keyed 'type:id'. */
async function targetsOf(db: Database, list: { targetType: string; targetId: string }[]) {
  const ids = (type: string) => [
    ...new Set(list.filter((r) => r.targetType === type).map((r) => r.targetId)),
  ];
  const numeric = (values: string[]) => values.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);
  const targets = new Map<string, Target>();
  const runIds = numeric(ids('run'));
  if (runIds.length) {
    for (const row of await findRunTitles(db, runIds)) {
      targets.set(`run:${row.id}`, { label: row.title, state: row.hiddenAt ? 'hidden' : null });
    }
  }
  const postIds = numeric(ids('post'));
  if (postIds.length) {
    for (const row of await findPostTitles(db, postIds)) {
      targets.set(`post:${row.id}`, {
        label: row.title,
        state: null,
        ownerId: row.businessId,
        ownerSuspended: row.businessSuspendedAt !== null,
      });
    }
    // A post that is gone is 'removed', named by the title its removal kept (a host's own delete keeps none).
    const gone = postIds.map(String).filter((id) => !targets.has(`post:${id}`));
    const kept = gone.length ? await findDeletedLabels(db, 'post', gone) : [];
    for (const id of gone) {
      const label = kept.find((row) => row.targetId === id)?.label ?? null;
      targets.set(`post:${id}`, { label, state: 'removed' });
    }
  }
  const userIds = [...ids('business'), ...ids('user')].filter(isUuid);
  if (userIds.length) {
    for (const row of await findAccountNames(db, userIds)) {
      const state = row.suspendedAt ? 'suspended' : null;
      targets.set(`business:${row.id}`, { label: row.businessName || row.name, state });
      targets.set(`user:${row.id}`, { label: row.name, state });
    }
  }
  // A closed report is named by what it was about: the audit list read "Closed report #12", a number /admin
  // shows nowhere.
  const reportIds = numeric(ids('report'));
  if (reportIds.length) {
    const about = await findReportTargets(db, reportIds);
    const named = await targetsOf(db, about);
    for (const report of about) {
      const label = named.get(`${report.targetType}:${report.targetId}`)?.label ?? null;
      targets.set(`report:${report.id}`, { label, state: null });
    }
  }
  return targets;
}

export async function closeReport(
  db: Database,
  admin: SessionUser,
  reportId: number,
  note: string,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const closed = await closeReportRow(tx, { id: reportId, adminId: admin.id, note, now });
    if (!closed) {
      throw (await reportExists(tx, reportId))
        ? already(trustMessages.alreadyClosed)
        : notFound(trustMessages.reportNotFound);
    }
    await audit(tx, admin, 'close-report', { type: 'report', id: reportId }, note, now);
  });
  return { ok: true as const };
}

/** Hides a run (or shows it again, `reason` null) and tells its host and, if it has not started, its runners. */
export async function setRunHidden(
  deps: AdminDeps,
  admin: SessionUser,
  runId: number,
  reason: string | null,
  now = new Date(),
) {
  await deps.db.transaction(async (tx) => {
    // A suspended host's runs stay hidden (docs/decisions/049): showing one made it public again, and mailed
    // its host and runners that it was back, while its host could not sign in. The suspension is lifted first.
    if (reason === null && (await isRunHostSuspended(tx, runId))) throw already(hostSuspendedMessage);
    const run = await setRunHiddenRow(tx, runId, reason, now);
    if (!run) {
      const [exists] = await findRunTitles(tx, [runId]);
      if (!exists) throw notFound(trustMessages.runNotFound);
      throw already(reason === null ? trustMessages.notHidden : trustMessages.alreadyHidden);
    }
    await audit(
      tx,
      admin,
      reason === null ? 'unhide-run' : 'hide-run',
      { type: 'run', id: runId },
      reason,
      now,
    );
    const host = await findAccount(tx, run.hostId);
    const row = await findRunById(tx, run.id);
    if (host && !host.deletedAt && row) {
      // The date tells a weekly run's dates apart: they share a title.
      const mail = trustNoticeEmail(host, reason === null ? 'runShown' : 'runHidden', {
        title: run.title,
        run: toRun(row),
        reason: reason ?? undefined,
        link: `${deps.publicUrl}/runs/${run.id}`,
        publicUrl: deps.publicUrl,
      });
      await enqueueMail(tx, mail, now);
    }
    await tellRunnersOfHiddenRuns(tx, [run.id], reason !== null, deps.publicUrl, now);
  });
  deps.mailQueued();
  return { ok: true as const };
}

/**
 * Removes a post for good, as its business's own delete does (its images leave storage after the commit), and in
 * the same transaction audits it with the post's title, closes the open reports about it with the reason as
 * their note, and tells the business why. A second removal finds no post: 404.
 */
export async function removePost(
  deps: AdminDeps & PostDeps,
  admin: SessionUser,
  postId: number,
  reason: string,
  now = new Date(),
) {
  const removed = await deletePostAndImages(deps, postId, async (tx, post) => {
    const about = { targetType: 'post', targetId: String(post.id) } as const;
    // Each report closed here gets its own close-report row, as closing it by hand would: a report's history
    // then reads the same in the audit list whatever closed it. They come first so the removal heads the list.
    for (const reportId of await closeReportsAbout(tx, { ...about, adminId: admin.id, note: reason, now })) {
      await audit(tx, admin, 'close-report', { type: 'report', id: reportId }, reason, now);
    }
    await audit(tx, admin, 'remove-post', { type: 'post', id: post.id, label: post.title }, reason, now);
    const business = await findAccount(tx, post.businessId);
    if (business && !business.deletedAt) {
      const mail = trustNoticeEmail(business, 'postRemoved', {
        title: post.title,
        reason,
        link: `${deps.publicUrl}/business/profile`,
        publicUrl: deps.publicUrl,
      });
      await enqueueMail(tx, mail, now);
    }
  });
  if (!removed) throw notFound(trustMessages.postNotFound);
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
    const user = await setSuspension(tx, userId, reason, now);
    if (!user) {
      const account = await findAccount(tx, userId);
      if (!account || account.deletedAt) throw notFound(trustMessages.userNotFound);
      throw already(reason === null ? trustMessages.notSuspended : trustMessages.alreadySuspended);
    }
    if (reason === null) {
      const shown = await showRunsHiddenWithSuspension(tx, userId, now);
      await tellRunnersOfHiddenRuns(tx, shown, false, deps.publicUrl, now);
    } else {
      await deleteSessionsOf(tx, userId);
      const hidden = await hideRunsWithSuspension(tx, userId, reason, now);
      await tellRunnersOfHiddenRuns(tx, hidden, true, deps.publicUrl, now);
    }
    const action = reason === null ? 'unsuspend-user' : 'suspend-user';
    await audit(tx, admin, action, { type: 'user', id: userId }, reason, now);
    const mail = trustNoticeEmail(user, reason === null ? 'unsuspended' : 'suspended', {
      reason: reason ?? undefined,
      // A suspended account cannot sign in: its notice links only to the contact page, as its appeal.
      link: reason === null ? `${deps.publicUrl}/login` : undefined,
      publicUrl: deps.publicUrl,
    });
    await enqueueMail(tx, mail, now);
  });
  deps.mailQueued();
  return { ok: true as const };
}

export async function listAudit(db: Database): Promise<AdminActionList> {
  const rows = await findAdminActions(db);
  const targets = await targetsOf(
    db,
    rows.map((r) => r.action),
  );
  return {
    items: rows.map(({ action, adminName }) => ({
      id: action.id,
      adminName,
      action: action.action,
      targetType: action.targetType,
      targetId: action.targetId,
      targetLabel: targets.get(`${action.targetType}:${action.targetId}`)?.label ?? action.targetLabel,
      reason: action.reason,
      createdAt: action.createdAt.toISOString(),
    })),
  };
}

/** The admins: those granted here and those ADMIN_EMAILS names that have an account. */
export async function listAdmins(db: Database, adminEmails: readonly string[]): Promise<AdminList> {
  const rows = await findAdmins(db, adminEmails);
  return {
    items: rows.map((row) => ({ ...row, configured: adminEmails.includes(row.email.toLowerCase()) })),
  };
}

/** Answers the account's id, so its cached sessions can be dropped. */
export async function grantAdmin(db: Database, admin: SessionUser, email: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const userId = await grantAdminByEmail(tx, email, now);
    if (!userId) throw notFound(trustMessages.userNotFound);
    await audit(tx, admin, 'grant-admin', { type: 'user', id: userId }, null, now);
    return userId;
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
    const user = await findAdminCandidate(tx, userId);
    if (!user) throw notFound(trustMessages.userNotFound);
    // ADMIN_EMAILS is read at start-up: only the configuration can take such an admin away.
    if (adminEmails.includes(user.email.toLowerCase())) {
      throw new AppError('CONFLICT', trustMessages.configuredAdmin, 409);
    }
    // Nothing to take away: no second "Revoked admin" line in the audit.
    if (!user.isAdmin) throw new AppError('CONFLICT', trustMessages.notAdmin, 409);
    await revokeAdminById(tx, user.id, now);
    await audit(tx, admin, 'revoke-admin', { type: 'user', id: user.id }, null, now);
  });
  return { ok: true as const };
}
