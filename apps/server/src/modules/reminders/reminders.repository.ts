// Which confirmed runners are owed a reminder now, the host's latest post for it, and the runner's setting.
import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { businessPosts, events, mailOutbox, registrations, runGroups, users } from '../../db/schema';

export interface DueReminderQuery {
  now: Date;
  /** The lead's length and its name in the dedupe key. */
  lead: { label: string; ms: number };
  /** The next shorter lead (0 for the shortest): once it has come, this one is not sent any more. */
  shorterMs: number;
  /** How late a reminder may still go out (after an outage), after which it is skipped. */
  graceMs: number;
  limit: number;
}

export const reminderDedupeKey = (registrationId: number, leadLabel: string) =>
  `reminder:${registrationId}:${leadLabel}`;

const hosts = alias(users, 'hosts');

/**
 * Confirmed registrations, of runners who want reminders, whose run is not hidden and starts within the lead from `now` and
 * has not started; not when the lead had already passed when the runner registered; not when a shorter lead
 * has come too (that one is sent instead) or the reminder is more than `graceMs` late; not when the outbox
 * already has this reminder (the dedupe key; the insert's ON CONFLICT makes it exact).
 */
export function findDueReminders(db: Database, q: DueReminderQuery) {
  const { now, lead } = q;
  const earliestStart = new Date(now.getTime() + Math.max(q.shorterMs, lead.ms - q.graceMs));
  const key = sql`'reminder:' || ${registrations.id} || ':' || ${lead.label}`;
  return db
    .select({
      registrationId: registrations.id,
      runnerName: registrations.name,
      runnerId: users.id,
      email: users.email,
      language: users.language,
      runId: events.id,
      title: events.title,
      startsAt: events.startsAt,
      timezone: events.timezone,
      location: events.location,
      address: events.address,
      latitude: events.latitude,
      longitude: events.longitude,
      whatsappGroupLink: events.whatsappGroupLink,
      hostId: events.hostId,
      hostName: sql<string>`coalesce(nullif(trim(${hosts.businessName}), ''), ${hosts.name})`,
      // The runner's pace group, on a run with groups (docs/decisions/052).
      groupName: runGroups.name,
      groupPaceSecondsPerKm: runGroups.paceSecondsPerKm,
    })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .innerJoin(users, eq(users.id, registrations.runnerId))
    .innerJoin(hosts, eq(hosts.id, events.hostId))
    .leftJoin(runGroups, eq(runGroups.id, registrations.groupId))
    .where(
      and(
        eq(registrations.status, 'confirmed'),
        eq(users.remindersEnabled, true),
        eq(users.isActive, true),
        isNull(events.hiddenAt), // a hidden run is a 404 to its runners (docs/decisions/049)
        lte(events.startsAt, new Date(now.getTime() + lead.ms)),
        gt(events.startsAt, earliestStart),
        gt(events.startsAt, now),
        sql`${registrations.createdAt} <= ${events.startsAt} - ${lead.ms} * interval '1 millisecond'`,
        sql`not exists (select 1 from ${mailOutbox} where ${mailOutbox.dedupeKey} = ${key})`,
      ),
    )
    .orderBy(asc(events.startsAt), asc(registrations.id))
    .limit(q.limit);
}

/** Each host's latest post (posts belong to a business, not to one run). */
export async function findLatestPosts(db: Database, hostIds: readonly string[]) {
  if (hostIds.length === 0) return new Map<string, { title: string; content: string }>();
  const rows = await db
    .selectDistinctOn([businessPosts.businessId], {
      hostId: businessPosts.businessId,
      title: businessPosts.title,
      content: businessPosts.content,
    })
    .from(businessPosts)
    .where(inArray(businessPosts.businessId, [...hostIds]))
    .orderBy(businessPosts.businessId, desc(businessPosts.createdAt), desc(businessPosts.id));
  return new Map(rows.map(({ hostId, ...post }) => [hostId, post]));
}

export async function findReminderSetting(db: Database, userId: string) {
  const [row] = await db
    .select({ id: users.id, remindersEnabled: users.remindersEnabled })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function turnRemindersOff(db: Database, userId: string, now: Date) {
  await db.update(users).set({ remindersEnabled: false, updatedAt: now }).where(eq(users.id, userId));
}
