// A person's own data (docs/decisions/049, GDPR articles 15, 17 and 20): everything we hold about them as one
// JSON file, and deleting the account.
import { AppError } from '@runtogether/shared/errors/app-error';
import { trustErrorCodes, trustMessages } from '@runtogether/shared/trust/trust.schemas';
import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  attendance,
  businessPosts,
  calendarFeeds,
  emailChanges,
  emailVerificationTokens,
  events,
  follows,
  postImages,
  registrations,
  reports,
  runMessages,
  sessions,
  users,
} from '../../db/schema';
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
import { fillOpenSpots } from '../registrations/registrations.service';
import { runCancelIcsAttachment, schedulingParties } from '../runs/calendar-updates';
import { recordCancelledRun } from '../runs/cancelled-runs.repository';
import { runCancelledEmail } from '../runs/run-cancelled-email';
import { deleteRunRow, findRegisteredRunners, findRunById, lockRun } from '../runs/runs.repository';
import { toRun } from '../runs/runs.service';
import { findPasswordHash } from '../users/users.repository';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** GET /api/me/export: the account, its registrations, attendance, follows and feed; a host's runs and posts. */
export async function exportMyData(db: Database, actor: SessionUser | null, now = new Date()) {
  const me = requireUser(actor);
  const { isActive: _active, ...profile } = me;
  const myRegistrations = await db
    .select({
      runId: registrations.eventId,
      runTitle: events.title,
      runStartsAt: events.startsAt,
      name: registrations.name,
      email: registrations.email,
      pace: registrations.pace,
      status: registrations.status,
      registeredAt: registrations.createdAt,
    })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(eq(registrations.runnerId, me.id))
    .orderBy(asc(events.startsAt));
  const myAttendance = await db
    .select({
      runId: attendance.eventId,
      runTitle: events.title,
      present: attendance.present,
      method: attendance.method,
      markedAt: attendance.markedAt,
    })
    .from(attendance)
    .innerJoin(events, eq(events.id, attendance.eventId))
    .where(eq(attendance.runnerId, me.id))
    .orderBy(asc(attendance.markedAt));
  const following = await db
    .select({
      hostId: follows.businessId,
      hostName: users.businessName,
      since: follows.createdAt,
      mailStoppedAt: follows.mailStoppedAt,
    })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.businessId))
    .where(eq(follows.runnerId, me.id));
  const [feed] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.runnerId, me.id));
  const filedReports = await db
    .select({
      targetType: reports.targetType,
      targetId: reports.targetId,
      reason: reports.reason,
      details: reports.details,
      createdAt: reports.createdAt,
    })
    .from(reports)
    .where(eq(reports.reporterId, me.id));

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
    // The feed's address is a secret derived on demand (My Runs shows it); only that one exists is data.
    calendarFeed: feed ? { createdAt: iso(feed.createdAt) } : null,
    reports: filedReports.map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
    ...(host ? { host } : {}),
  };
}

async function hostData(db: Database, hostId: string) {
  const runs = await db.select().from(events).where(eq(events.hostId, hostId)).orderBy(asc(events.startsAt));
  const runIds = runs.map((r) => r.id);
  const messages = runIds.length
    ? await db
        .select({ runId: runMessages.eventId, body: runMessages.body, sentAt: runMessages.createdAt })
        .from(runMessages)
        .where(inArray(runMessages.eventId, runIds))
    : [];
  const posts = await db
    .select()
    .from(businessPosts)
    .where(eq(businessPosts.businessId, hostId))
    .orderBy(asc(businessPosts.createdAt));
  const postIds = posts.map((p) => p.id);
  const images = postIds.length
    ? await db.select().from(postImages).where(inArray(postImages.postId, postIds))
    : [];
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
      hiddenReason: r.hiddenAt ? r.hiddenReason : null,
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
    // Teams do not exist yet; when they do, their members go here.
    team: [],
  };
}

export interface DeleteDeps {
  db: Database;
  publicUrl: string;
  mailQueued: () => void;
  forgetSessionsOf: (userId: string) => Promise<void>;
}

/** What others see of a deleted runner in past runs' participant lists. */
export const DELETED_NAME = '—';

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
  // 403, not 401: the session is fine, and a 401 tells the web app it was signed out (as decision 047).
  if (!(await verifyPasswordOrDummy(await findPasswordHash(deps.db, me.id), currentPassword))) {
    throw new AppError(trustErrorCodes.wrongPassword, trustMessages.wrongPassword, 403, {
      currentPassword: trustMessages.wrongPassword,
    });
  }
  await deps.db.transaction(async (tx) => {
    await cancelUpcomingRegistrations(tx, deps.publicUrl, me.id, now);
    if (me.role === 'business') await cancelUpcomingRuns(tx, deps.publicUrl, me.id, now);
    await tx
      .update(registrations)
      .set({ name: DELETED_NAME, email: '' })
      .where(eq(registrations.runnerId, me.id));
    await tx.delete(follows).where(or(eq(follows.runnerId, me.id), eq(follows.businessId, me.id)));
    await tx.delete(calendarFeeds).where(eq(calendarFeeds.runnerId, me.id));
    await tx.delete(emailChanges).where(eq(emailChanges.userId, me.id));
    await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, me.id));
    await tx.delete(sessions).where(eq(sessions.userId, me.id));
    await tx.delete(businessPosts).where(eq(businessPosts.businessId, me.id));
    // A host's past runs leave public view with its profile.
    await tx
      .update(events)
      .set({ hiddenAt: now, hiddenReason: null, hiddenWithSuspension: false })
      .where(and(eq(events.hostId, me.id), isNull(events.hiddenAt)));
    await tx
      .update(users)
      .set({
        name: DELETED_NAME,
        // Unique and unroutable (RFC 2606's .invalid): the real address is free to sign up again.
        email: `deleted-${me.id}@deleted.invalid`,
        passwordHash: null,
        isActive: false,
        isAdmin: false,
        profileImageUrl: null,
        businessName: null,
        businessLocation: null,
        businessPhone: null,
        businessDescription: null,
        address: null,
        businessType: null,
        website: null,
        instagram: null,
        facebook: null,
        twitter: null,
        linkedin: null,
        googleReview: null,
        latitude: null,
        longitude: null,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, me.id));
    await enqueueMail(tx, trustNoticeEmail(me, 'accountDeleted', { link: `${deps.publicUrl}/signup` }), now);
  });
  await deps.forgetSessionsOf(me.id);
  deps.mailQueued();
}

async function cancelUpcomingRegistrations(tx: Database, publicUrl: string, runnerId: string, now: Date) {
  const upcoming = await tx
    .select({ eventId: registrations.eventId })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(and(eq(registrations.runnerId, runnerId), gt(events.startsAt, now)))
    .orderBy(asc(registrations.eventId)); // one lock order for every deletion
  for (const { eventId } of upcoming) {
    const run = await lockRunForRegistration(tx, eventId);
    const existing = run && (await findRegistration(tx, eventId, runnerId));
    if (!run || !existing) continue;
    await deleteRegistration(tx, eventId, runnerId);
    if (existing.status === 'confirmed') await fillOpenSpots(tx, run, publicUrl, now);
  }
}

/** As deleteRun (runs module), inside the account's transaction: every registered runner is told. */
async function cancelUpcomingRuns(tx: Database, publicUrl: string, hostId: string, now: Date) {
  const upcoming = await tx
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.hostId, hostId), gt(events.startsAt, now)))
    .orderBy(asc(events.id));
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
