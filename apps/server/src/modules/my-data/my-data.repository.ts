import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  attendance,
  businessPosts,
  calendarFeeds,
  emailChanges,
  emailReverts,
  emailVerificationTokens,
  passwordResetTokens,
  events,
  follows,
  postImages,
  registrations,
  reports,
  runMessages,
  runSeries,
  seriesRegistrations,
  sessions,
  teamInvitations,
  teamMembers,
  users,
} from '../../db/schema';

/** What others see of a deleted runner in past runs' participant lists. */
export const DELETED_NAME = '—';

/** What GET /api/me/export gathers of any account. */
export async function findAccountData(db: Database, userId: string) {
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
      /** Sign-up answers and accepted waivers (docs/decisions/055). */
      answers: registrations.answers,
    })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(eq(registrations.runnerId, userId))
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
    .where(eq(attendance.runnerId, userId))
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
    .where(eq(follows.runnerId, userId));
  const [feed] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.runnerId, userId));
  const filedReports = await db
    .select({
      targetType: reports.targetType,
      targetId: reports.targetId,
      reason: reports.reason,
      details: reports.details,
      createdAt: reports.createdAt,
    })
    .from(reports)
    .where(eq(reports.reporterId, userId));

  // Weekly series joined every week (docs/decisions/053): the name, e-mail and pace each new date is booked with.
  const seriesJoins = await db
    .select({
      seriesId: seriesRegistrations.seriesId,
      name: seriesRegistrations.name,
      email: seriesRegistrations.email,
      pace: seriesRegistrations.pace,
      since: seriesRegistrations.createdAt,
    })
    .from(seriesRegistrations)
    .where(eq(seriesRegistrations.runnerId, userId))
    .orderBy(asc(seriesRegistrations.createdAt));

  // An e-mail change waiting for its confirmation (docs/decisions/047): the new address is held about the person.
  const [emailChange] = await db
    .select({
      newEmail: emailChanges.newEmail,
      requestedAt: emailChanges.createdAt,
      expiresAt: emailChanges.expiresAt,
    })
    .from(emailChanges)
    .where(eq(emailChanges.userId, userId));

  return { myRegistrations, myAttendance, following, feed, filedReports, seriesJoins, emailChange };
}

/** What GET /api/me/export adds for a host. */
export async function findHostData(db: Database, hostId: string) {
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
  const series = await db
    .select()
    .from(runSeries)
    .where(eq(runSeries.hostId, hostId))
    .orderBy(asc(runSeries.createdAt));
  return { runs, messages, posts, images, series };
}

/**
 * Empties a deleted account (docs/decisions/049): its name and e-mail leave past registrations, its follows,
 * series joined every week, team memberships, invitations, feed, pending e-mail change, links, sessions and
 * posts go, a host's remaining runs are hidden, and the row keeps only its id, role and dates.
 */
export async function eraseAccount(tx: Database, userId: string, now: Date) {
  const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  await tx
    .update(registrations)
    .set({ name: DELETED_NAME, email: '', answers: {} })
    .where(eq(registrations.runnerId, userId));
  await tx.delete(follows).where(or(eq(follows.runnerId, userId), eq(follows.businessId, userId)));
  // A deleted member would stay in the host's team as a nameless row; a deleted host's team goes with it
  // (docs/decisions/054). Invitations it sent, and those to its address (kept lower-case), hold addresses.
  await tx.delete(teamMembers).where(or(eq(teamMembers.userId, userId), eq(teamMembers.businessId, userId)));
  await tx
    .delete(teamInvitations)
    .where(
      or(
        eq(teamInvitations.businessId, userId),
        account ? eq(teamInvitations.email, account.email.toLowerCase()) : undefined,
      ),
    );
  await tx.delete(calendarFeeds).where(eq(calendarFeeds.runnerId, userId));
  // A join keeps the name and e-mail each new date is booked with: personal data that goes with the account.
  await tx.delete(seriesRegistrations).where(eq(seriesRegistrations.runnerId, userId));
  await tx.delete(emailChanges).where(eq(emailChanges.userId, userId));
  await tx.delete(emailReverts).where(eq(emailReverts.userId, userId));
  await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId));
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(businessPosts).where(eq(businessPosts.businessId, userId));
  // A host's past runs leave public view with its profile.
  await tx
    .update(events)
    .set({ hiddenAt: now, hiddenReason: null, hiddenWithSuspension: false })
    .where(and(eq(events.hostId, userId), isNull(events.hiddenAt)));
  await tx
    .update(users)
    .set({
      name: DELETED_NAME,
      // Unique and unroutable (RFC 2606's .invalid): the real address is free to sign up again.
      email: `deleted-${userId}@deleted.invalid`,
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
      emergencyContactName: null,
      emergencyContactPhone: null,
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
    .where(eq(users.id, userId));
}

/** The runs starting after `now` the runner is registered for, in id order (one lock order for every deletion). */
export function findUpcomingRegistrationRunIds(tx: Database, runnerId: string, now: Date) {
  return tx
    .select({ eventId: registrations.eventId })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(and(eq(registrations.runnerId, runnerId), gt(events.startsAt, now)))
    .orderBy(asc(registrations.eventId));
}

/** The host's runs starting after `now`, in id order. */
export function findUpcomingRunIdsOf(tx: Database, hostId: string, now: Date) {
  return tx
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.hostId, hostId), gt(events.startsAt, now)))
    .orderBy(asc(events.id));
}
