// A person's own data (docs/decisions/049, GDPR articles 15, 17 and 20): everything we hold about them as one
// JSON file, and deleting the account.
import { AppError } from '@runtogether/shared/errors/app-error';
import { trustErrorCodes, trustMessages } from '@runtogether/shared/trust/trust.schemas';
import type { Database } from '../../db/client';
import { verifyPasswordOrDummy } from '../../lib/password';
import { requireUser } from '../auth/permissions';
import type { SessionUser } from '../auth/session-user';
import { trustNoticeEmail } from '../admin/trust-emails';
import { enqueueMail } from '../mail/mail.repository';
import {
  deleteRegistration,
  findRegistration,
  lockRunForRegistration,
} from '../registrations/registrations.repository';
import { fillOpenSpots } from '../registrations/register.service';
import type { SpotLinks } from '../registrations/spot-links';
import { runCancelIcsAttachment, schedulingParties } from '../run-change-notices/calendar-updates';
import { recordCancelledRun } from '../runs/cancelled-runs.repository';
import { runCancelledEmail } from '../run-change-notices/run-cancelled-email';
import { deleteRunRow, findRegisteredRunners, findRunById, lockRun } from '../runs/runs.repository';
import { toRun } from '../runs/runs.service';
import { findMembers, findMemberships } from '../team/team.repository';
import { findPasswordHash } from '../users/users.repository';
import {
  eraseAccount,
  findAccountData,
  findHostData,
  findUpcomingRegistrationRunIds,
  findUpcomingRunIdsOf,
} from './my-data.repository';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * POST /api/suspended-account/export: a suspended account cannot log in, yet its data is still its own (GDPR
 * articles 15 and 20); its e-mail and password, checked as log-in checks them, stand for the session.
 */
export async function exportSuspendedAccount(db: Database, account: SessionUser, now = new Date()) {
  if (!account.suspendedAt) {
    throw new AppError(trustErrorCodes.notSuspended, trustMessages.exportNotSuspended, 409);
  }
  return exportMyData(db, account, now);
}

/** GET /api/me/export: the account, its registrations, attendance, follows and feed; a host's runs and posts. */
export async function exportMyData(db: Database, actor: SessionUser | null, now = new Date()) {
  const me = requireUser(actor);
  const { isActive: _active, ...profile } = me;
  const { myRegistrations, myAttendance, following, feed, filedReports, seriesJoins, emailChange } =
    await findAccountData(db, me.id);
  // The hosts' teams the person is on, and as what (docs/decisions/054).
  const teams = await findMemberships(db, me.id);
  const host = me.role === 'business' ? await hostData(db, me.id) : undefined;
  return {
    exportedAt: now.toISOString(),
    profile: { ...profile, createdAt: iso(profile.createdAt), updatedAt: iso(profile.updatedAt) },
    registrations: myRegistrations.map((r) => ({
      ...r,
      runStartsAt: iso(r.runStartsAt),
      registeredAt: iso(r.registeredAt),
    })),
    attendance: myAttendance.map((a) => ({ ...a, markedAt: iso(a.markedAt) })),
    follows: following.map((f) => ({ ...f, since: iso(f.since), mailStoppedAt: iso(f.mailStoppedAt) })),
    seriesJoins: seriesJoins.map((s) => ({ ...s, since: iso(s.since) })),
    // The feed's address is a secret derived on demand (My Runs shows it); only that one exists is data.
    calendarFeed: feed ? { createdAt: iso(feed.createdAt) } : null,
    // Only the address and dates: the links' tokens are secrets, kept hashed.
    pendingEmailChange: emailChange
      ? {
          newEmail: emailChange.newEmail,
          requestedAt: iso(emailChange.requestedAt),
          expiresAt: iso(emailChange.expiresAt),
        }
      : null,
    reports: filedReports.map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
    teams: teams.map((m) => ({
      businessId: m.businessId,
      businessName: m.businessName ?? m.name,
      role: m.role,
      since: iso(m.since),
    })),
    ...(host ? { host } : {}),
  };
}

async function hostData(db: Database, hostId: string) {
  const { runs, messages, posts, images, series } = await findHostData(db, hostId);
  const members = await findMembers(db, hostId);
  return {
    runs: runs.map((r) => ({
      id: r.id,
      title: r.title,
      description: r.description,
      startsAt: iso(r.startsAt),
      timezone: r.timezone,
      location: r.location,
      address: r.address,
      distanceKm: r.distanceKm,
      paceSecondsPerKm: r.paceSecondsPerKm,
      maxParticipants: r.maxParticipants,
      tags: r.tags,
      imageUrl: r.imageUrl,
      whatsappGroupLink: r.whatsappGroupLink,
      seriesId: r.seriesId,
      hiddenReason: r.hiddenAt ? r.hiddenReason : null,
      createdAt: iso(r.createdAt),
    })),
    // The weekly series the host set up (docs/decisions/034): the rule its runs were made from, which the runs
    // alone do not say (every how many weeks, until when).
    series: series.map((r) => ({
      id: r.id,
      everyWeeks: r.everyWeeks,
      firstDate: r.firstDate,
      localTime: r.localTime,
      timezone: r.timezone,
      untilDate: r.untilDate,
      occurrenceCount: r.occurrenceCount,
      createdAt: iso(r.createdAt),
    })),
    runMessages: messages.map((m) => ({ ...m, sentAt: iso(m.sentAt) })),
    posts: posts.map((p) => ({
      id: p.id,
      title: p.title,
      content: p.content,
      createdAt: iso(p.createdAt),
      images: images.filter((i) => i.postId === p.id).map((i) => ({ url: i.url, altText: i.altText })),
    })),
    // The business's team: who may act for it, and as what (docs/decisions/054).
    team: members.map((m) => ({ userId: m.userId, name: m.name, role: m.role, since: iso(m.since) })),
  };
}

export interface DeleteDeps extends SpotLinks {
  db: Database;
  mailQueued: () => void;
}

/**
 * DELETE /api/me: in one transaction, a runner's upcoming registrations are cancelled (the waitlist is
 * promoted and told), a host's upcoming runs are cancelled with the cancellation e-mail, the account's name and
 * e-mail leave everything others see, its sessions end, and one confirmation goes to the old address. The row
 * stays, emptied, so attendance counts in other hosts' metrics keep their numbers (docs/decisions/049).
 */
export async function deleteMyAccount(
  deps: DeleteDeps,
  actor: SessionUser | null,
  currentPassword: string,
  now = new Date(),
) {
  const me = requireUser(actor);
  // 401 with its own code, as the API contract says; the dialog shows it under the password field.
  if (!(await verifyPasswordOrDummy(await findPasswordHash(deps.db, me.id), currentPassword))) {
    throw new AppError(trustErrorCodes.wrongPassword, trustMessages.wrongPassword, 401, {
      currentPassword: trustMessages.wrongPassword,
    });
  }
  await deps.db.transaction(async (tx) => {
    await cancelUpcomingRegistrations(tx, deps, me.id, now);
    if (me.role === 'business') await cancelUpcomingRuns(tx, deps.publicUrl, me.id, now);
    await eraseAccount(tx, me.id, now);
    await enqueueMail(
      tx,
      trustNoticeEmail(me, 'accountDeleted', {
        link: `${deps.publicUrl}/login?signup=1`,
        publicUrl: deps.publicUrl,
      }),
      now,
    );
  });
  deps.mailQueued();
}

async function cancelUpcomingRegistrations(tx: Database, links: SpotLinks, runnerId: string, now: Date) {
  const upcoming = await findUpcomingRegistrationRunIds(tx, runnerId, now);
  for (const { eventId } of upcoming) {
    const run = await lockRunForRegistration(tx, eventId);
    const existing = run && (await findRegistration(tx, eventId, runnerId));
    if (!run || !existing) continue;
    await deleteRegistration(tx, eventId, runnerId);
    if (existing.status === 'confirmed') await fillOpenSpots(tx, run, links, now);
  }
}

/** As deleteRun (runs module), inside the account's transaction: every registered runner is told. */
async function cancelUpcomingRuns(tx: Database, publicUrl: string, hostId: string, now: Date) {
  const upcoming = await findUpcomingRunIdsOf(tx, hostId, now);
  for (const { id } of upcoming) {
    const found = await findRunById(tx, id);
    const row = found && (await lockRun(tx, id));
    if (!found || !row) continue;
    const { title, date, time, timezone, hostName } = toRun(found);
    const cancelled = await recordCancelledRun(tx, row, now);
    for (const runner of await findRegisteredRunners(tx, id)) {
      const ics = runCancelIcsAttachment(
        cancelled,
        schedulingParties(hostName, runner, publicUrl),
        publicUrl,
        runner.language,
      );
      const mail = runCancelledEmail(
        runner,
        { title, date, time, timezone, hostName },
        `${publicUrl}/runs`,
        ics,
      );
      await enqueueMail(tx, mail, now);
    }
    await deleteRunRow(tx, id);
  }
}
