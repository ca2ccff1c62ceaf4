// A host's team: memberships, invitations and the activity lines (docs/decisions/054). SQL only here.
import type { TeamAction } from '@runtogether/shared/team/team-activity.schemas';
import type { TeamRole } from '@runtogether/shared/team/team.schemas';
import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { teamActivities, teamInvitations, teamMembers, users } from '../../db/schema';

/**
 * The person's role in the business's team, if any, and whether the business is suspended: read on every request
 * that needs it (never cached).
 */
export async function findMembership(
  db: Database,
  businessId: string,
  userId: string,
): Promise<{ role: TeamRole; businessSuspended: boolean } | undefined> {
  const [row] = await db
    .select({ role: teamMembers.role, suspendedAt: users.suspendedAt })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.businessId))
    .where(and(eq(teamMembers.businessId, businessId), eq(teamMembers.userId, userId)));
  return row && { role: row.role, businessSuspended: row.suspendedAt !== null };
}

/** Whether the person is in any team with one of these roles. */
export async function hasAnyMembership(db: Database, userId: string, roles: readonly TeamRole[]) {
  const [row] = await db
    .select({ role: teamMembers.role })
    .from(teamMembers)
    .where(and(eq(teamMembers.userId, userId), inArray(teamMembers.role, [...roles])))
    .limit(1);
  return row !== undefined;
}

/** The teams a person is in, with each business's name, by name. */
export function findMemberships(db: Database, userId: string) {
  return db
    .select({
      businessId: teamMembers.businessId,
      businessName: users.businessName,
      name: users.name,
      role: teamMembers.role,
      since: teamMembers.createdAt,
      businessSuspendedAt: users.suspendedAt,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.businessId))
    .where(and(eq(teamMembers.userId, userId), isNull(users.deletedAt)))
    .orderBy(users.businessName, users.name);
}

/** A business's members with their names, longest-standing first. */
export function findMembers(db: Database, businessId: string) {
  return db
    .select({
      userId: teamMembers.userId,
      name: users.name,
      role: teamMembers.role,
      since: teamMembers.createdAt,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.businessId, businessId))
    .orderBy(teamMembers.createdAt, users.name);
}

/** Makes the person a member, or changes their role if they already are. */
export async function upsertMember(
  db: Database,
  businessId: string,
  userId: string,
  role: TeamRole,
  now: Date,
) {
  await db
    .insert(teamMembers)
    .values({ businessId, userId, role, createdAt: now })
    .onConflictDoUpdate({ target: [teamMembers.businessId, teamMembers.userId], set: { role } });
}

/** Answers whether a membership was there to change. */
export async function updateMemberRole(db: Database, businessId: string, userId: string, role: TeamRole) {
  const rows = await db
    .update(teamMembers)
    .set({ role })
    .where(and(eq(teamMembers.businessId, businessId), eq(teamMembers.userId, userId)))
    .returning({ userId: teamMembers.userId });
  return rows.length > 0;
}

/** Answers whether a membership was there to end. */
export async function deleteMember(db: Database, businessId: string, userId: string) {
  const rows = await db
    .delete(teamMembers)
    .where(and(eq(teamMembers.businessId, businessId), eq(teamMembers.userId, userId)))
    .returning({ userId: teamMembers.userId });
  return rows.length > 0;
}

/** Who a removed member is, to tell them in their own language (docs/decisions/054). */
export async function findMemberContact(db: Database, userId: string) {
  const [row] = await db
    .select({ email: users.email, name: users.name, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function insertInvitation(
  db: Database,
  values: {
    businessId: string;
    email: string;
    role: TeamRole;
    tokenHash: string;
    expiresAt: Date;
    now: Date;
  },
) {
  const { now, ...rest } = values;
  const [row] = await db
    .insert(teamInvitations)
    .values({ ...rest, createdAt: now })
    .returning();
  if (!row) throw new Error('insert into team_invitations returned nothing');
  return row;
}

/** Withdraws a pending invitation of the business: its link then opens nothing. Answers whether there was one. */
export async function deletePendingInvitation(db: Database, businessId: string, id: number) {
  const rows = await db
    .delete(teamInvitations)
    .where(
      and(
        eq(teamInvitations.id, id),
        eq(teamInvitations.businessId, businessId),
        isNull(teamInvitations.acceptedAt),
      ),
    )
    .returning({ id: teamInvitations.id });
  return rows.length > 0;
}

/** Withdraws the business's pending invitations to this address (a new one replaces them). */
export async function deletePendingInvitationsTo(db: Database, businessId: string, email: string) {
  await db
    .delete(teamInvitations)
    .where(
      and(
        eq(teamInvitations.businessId, businessId),
        eq(teamInvitations.email, email),
        isNull(teamInvitations.acceptedAt),
      ),
    );
}

/** Invitations still waiting: not accepted, not expired; newest first. */
export function findPendingInvitations(db: Database, businessId: string, now: Date) {
  return db
    .select()
    .from(teamInvitations)
    .where(
      and(
        eq(teamInvitations.businessId, businessId),
        isNull(teamInvitations.acceptedAt),
        gt(teamInvitations.expiresAt, now),
      ),
    )
    .orderBy(desc(teamInvitations.createdAt), desc(teamInvitations.id));
}

/** The invitation with this token hash; locked for the acceptance's transaction (`lock`). */
export async function findInvitation(db: Database, tokenHash: string, { lock }: { lock: boolean }) {
  const query = db.select().from(teamInvitations).where(eq(teamInvitations.tokenHash, tokenHash));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function markInvitationAccepted(db: Database, id: number, userId: string, now: Date) {
  await db
    .update(teamInvitations)
    .set({ acceptedAt: now, acceptedBy: userId })
    .where(eq(teamInvitations.id, id));
}

export async function findBusinessName(db: Database, businessId: string) {
  const [row] = await db
    .select({ businessName: users.businessName, name: users.name })
    .from(users)
    .where(eq(users.id, businessId));
  return row ? (row.businessName ?? row.name) : undefined;
}

export async function insertActivity(
  db: Database,
  values: {
    businessId: string;
    actorId: string;
    actorName: string;
    action: TeamAction;
    eventId: number | null;
    runTitle: string;
    now: Date;
  },
) {
  const { now, ...rest } = values;
  await db.insert(teamActivities).values({ ...rest, createdAt: now });
}

/** The business's newest activity line, if any. */
export async function findLatestActivity(db: Database, businessId: string) {
  const [row] = await findActivities(db, businessId, 1);
  return row;
}

/** Moves a line to a later time (the same person doing the same thing again). */
export async function touchActivity(db: Database, id: number, runTitle: string, now: Date) {
  await db.update(teamActivities).set({ runTitle, createdAt: now }).where(eq(teamActivities.id, id));
}

/** The latest lines of a business's activity, newest first. */
export function findActivities(db: Database, businessId: string, limit: number) {
  return db
    .select()
    .from(teamActivities)
    .where(eq(teamActivities.businessId, businessId))
    .orderBy(desc(teamActivities.createdAt), desc(teamActivities.id))
    .limit(limit)
    .prepare('team_activities')
    .execute();
}
