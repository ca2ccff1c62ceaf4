// A host's team (docs/decisions/054): the owner invites by e-mail, a runner accepts with the link's token,
// the owner changes or ends memberships; every permission is checked in modules/auth/permissions.ts.
import { AppError } from '@runtogether/shared/errors/app-error';
import { businessMessages } from '@runtogether/shared/business/business.messages';
import {
  TEAM_ACTIVITY_LINES,
  type TeamAction,
  type TeamActivity,
} from '@runtogether/shared/team/team-activity.schemas';
import {
  TEAM_INVITATION_DAYS,
  type Membership,
  type Team,
  type TeamInvitation,
  type TeamInvitationInput,
  type TeamRole,
} from '@runtogether/shared/team/team.schemas';
import { teamErrorCodes, teamMessages } from '@runtogether/shared/team/team.messages';
import type { Database } from '../../db/client';
import type { Locale } from '../../lib/i18n';
import { isUuid, MAX_INTEGER_ID } from '../../lib/ids';
import { invalidRequest } from '../../plugins/errors';
import { findUserByEmail } from '../auth/auth.repository';
import { requireRole, type RolePermission } from '../auth/permissions';
import type { SessionUser } from '../auth/session-user';
import { hashToken, newVerificationToken } from '../auth/tokens';
import { enqueueMail } from '../mail/mail.repository';
import { findRunById } from '../runs/runs.repository';
import { teamInvitationEmail } from './team-invitation-email';
import { teamRemovalEmail } from './team-removal-email';
import {
  deleteMember,
  findActivities,
  findLatestActivity,
  findBusinessName,
  findMemberContact,
  findMembers,
  findMemberships,
  deletePendingInvitation,
  deletePendingInvitationsTo,
  findPendingInvitations,
  insertActivity,
  insertInvitation,
  findInvitation,
  markInvitationAccepted,
  touchActivity,
  updateMemberRole,
  upsertMember,
} from './team.repository';

export interface TeamDeps {
  db: Database;
  publicUrl: string;
  /** Called after a commit that queued mail, so the worker sends it at once. */
  mailQueued: () => void;
}

/** The team is the business account's own: no member manages it. */
export const managingTeam: RolePermission = { role: 'business', forbidden: teamMessages.ownerOnly };
/** Team members are runner accounts (a business has its own runs). */
export const joiningTeam: RolePermission = { role: 'runner', forbidden: teamMessages.runnerOnly };

const DAY_MS = 86_400_000;

const toInvitation = (row: {
  id: number;
  email: string;
  role: TeamRole;
  createdAt: Date;
  expiresAt: Date;
}): TeamInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  sentAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

/** POST /api/business/team/invitations: a new link for the address, e-mailed through the outbox. */
export async function inviteToTeam(
  deps: TeamDeps,
  actor: SessionUser | null,
  input: TeamInvitationInput,
  locale: Locale,
  now = new Date(),
): Promise<TeamInvitation> {
  const owner = requireRole(actor, managingTeam);
  const email = input.email.toLowerCase();
  // A business cannot join a team, its own least of all: the link could never be accepted.
  if (email === owner.email.toLowerCase()) throw invalidRequest('body', { email: teamMessages.ownAddress });
  // Nor any other business: a team member acts through a runner account (docs/decisions/054).
  const invitee = await findUserByEmail(deps.db, email);
  if (invitee?.role === 'business') throw invalidRequest('body', { email: teamMessages.businessAddress });
  const token = newVerificationToken();
  const expiresAt = new Date(now.getTime() + TEAM_INVITATION_DAYS * DAY_MS);
  const businessName = owner.businessName ?? owner.name;
  const link = `${deps.publicUrl}/team/join?token=${token}`;
  const row = await deps.db.transaction(async (tx) => {
    // One pending invitation per address: the new link (and its role) replaces any earlier one.
    await deletePendingInvitationsTo(tx, owner.id, email);
    const invitation = await insertInvitation(tx, {
      businessId: owner.id,
      email,
      role: input.role,
      tokenHash: hashToken(token),
      expiresAt,
      now,
    });
    // In the invitee's language when the address is an account's; else in the inviter's (docs/product.md §7).
    const language = invitee?.language ?? locale;
    const mail = teamInvitationEmail(
      input.email,
      { businessName, role: input.role, link, days: TEAM_INVITATION_DAYS },
      language,
    );
    await enqueueMail(tx, mail, now);
    return invitation;
  });
  deps.mailQueued();
  return toInvitation(row);
}

/** GET /api/business/team. */
export async function getTeam(db: Database, actor: SessionUser | null, now = new Date()): Promise<Team> {
  const owner = requireRole(actor, managingTeam);
  const [members, invitations] = await Promise.all([
    findMembers(db, owner.id),
    findPendingInvitations(db, owner.id, now),
  ]);
  return {
    members: members.map((m) => ({
      userId: m.userId,
      name: m.name,
      role: m.role,
      since: m.since.toISOString(),
    })),
    invitations: invitations.map(toInvitation),
  };
}

/**
 * POST /api/team/invitations/accept: a signed-in runner joins with the link's token. A token nobody issued is
 * a 404, one already used a 409, one past its week a 410; accepting again as a member changes the role.
 */
export async function acceptInvitation(
  db: Database,
  actor: SessionUser | null,
  token: string,
  now = new Date(),
): Promise<Membership> {
  const runner = requireRole(actor, joiningTeam);
  return db.transaction(async (tx) => {
    const { invitation, businessName } = await openInvitation(tx, token, now, { lock: true });
    await upsertMember(tx, invitation.businessId, runner.id, invitation.role, now);
    await markInvitationAccepted(tx, invitation.id, runner.id, now);
    return { businessId: invitation.businessId, businessName, role: invitation.role };
  });
}

/**
 * GET /api/team/invitations/preview?token=: who invites, as what, until when; to anyone holding the link, so
 * the page can say it before they sign in. The same refusals as accepting.
 */
export async function previewInvitation(db: Database, token: string, now = new Date()) {
  const { invitation, businessName } = await openInvitation(db, token, now, { lock: false });
  return { businessName, role: invitation.role, expiresAt: invitation.expiresAt.toISOString() };
}

/** The invitation a token opens, with its business's name: 404 unknown, 409 used, 410 past its week. */
async function openInvitation(db: Database, token: string, now: Date, options: { lock: boolean }) {
  const invitation = await findInvitation(db, hashToken(token), options);
  if (!invitation) {
    throw new AppError(teamErrorCodes.invitationNotFound, teamMessages.invitationNotFound, 404);
  }
  if (invitation.acceptedAt !== null) {
    throw new AppError(teamErrorCodes.invitationUsed, teamMessages.invitationUsed, 409);
  }
  if (invitation.expiresAt <= now) {
    throw new AppError(teamErrorCodes.invitationExpired, teamMessages.invitationExpired, 410);
  }
  const businessName = await findBusinessName(db, invitation.businessId);
  if (businessName === undefined) throw new AppError('NOT_FOUND', businessMessages.notFound, 404);
  return { invitation, businessName };
}

const memberNotFound = () => new AppError('NOT_FOUND', teamMessages.memberNotFound, 404);

/** PATCH /api/business/team/:userId: counts from the member's next request (nothing is cached). */
export async function changeMemberRole(
  db: Database,
  actor: SessionUser | null,
  userId: string,
  role: TeamRole,
): Promise<void> {
  const owner = requireRole(actor, managingTeam);
  if (!isUuid(userId) || !(await updateMemberRole(db, owner.id, userId, role))) throw memberNotFound();
}

/** DELETE /api/business/team/invitations/:id: a pending invitation withdrawn; its link then opens nothing. */
export async function withdrawInvitation(db: Database, actor: SessionUser | null, id: number): Promise<void> {
  const owner = requireRole(actor, managingTeam);
  // An id past the integer column names no invitation; sent to PostgreSQL it would fail as a 500.
  if (id > MAX_INTEGER_ID || !(await deletePendingInvitation(db, owner.id, id))) {
    throw new AppError('NOT_FOUND', teamMessages.invitationGone, 404);
  }
}

/**
 * DELETE /api/business/team/:userId. The member is told by e-mail, in their language, so they learn why the
 * business's screens now refuse them (docs/decisions/054).
 */
export async function removeMember(
  deps: TeamDeps,
  actor: SessionUser | null,
  userId: string,
  now = new Date(),
): Promise<void> {
  const owner = requireRole(actor, managingTeam);
  if (!isUuid(userId)) throw memberNotFound();
  await deps.db.transaction(async (tx) => {
    if (!(await deleteMember(tx, owner.id, userId))) throw memberNotFound();
    const member = await findMemberContact(tx, userId);
    if (!member) return;
    const businessName = owner.businessName ?? owner.name;
    await enqueueMail(tx, teamRemovalEmail(member, { businessName }), now);
  });
  deps.mailQueued();
}

/**
 * DELETE /api/team/memberships/:businessId: the signed-in member leaves the business's team, at once. Nobody is
 * e-mailed; the owner reads it in the dashboard's team activity ("Mia left the team", docs/decisions/054).
 * A business is in no team, so it, like any runner not in this one, gets the 404.
 */
export async function leaveTeam(
  db: Database,
  actor: SessionUser | null,
  businessId: string,
  now = new Date(),
): Promise<void> {
  const notInTeam = new AppError('NOT_FOUND', teamMessages.notInTeam, 404);
  if (!actor || !isUuid(businessId)) throw notInTeam;
  await db.transaction(async (tx) => {
    if (!(await deleteMember(tx, businessId, actor.id))) throw notInTeam;
    await noteTeamActivity(tx, actor, businessId, 'left', { id: null, title: '' }, now);
  });
}

/** GET /api/team/memberships: the teams the signed-in person acts for. */
export async function listMemberships(
  db: Database,
  actor: SessionUser | null,
): Promise<{ items: Membership[] }> {
  if (!actor || actor.role !== 'runner') return { items: [] };
  const rows = await findMemberships(db, actor.id);
  return {
    // A suspended business's team cannot act for it (docs/decisions/049): it is not offered.
    items: rows
      .filter((row) => row.businessSuspendedAt === null)
      .map((row) => ({
        businessId: row.businessId,
        businessName: row.businessName ?? row.name,
        role: row.role,
      })),
  };
}

/** How long the same action by the same person on the same run stays one line. */
const ACTIVITY_MERGE_MS = 30 * 60_000;

/** Notes who did what to one of the business's runs, for its dashboard ("Mia edited Tuesday Intervals"). */
export async function noteTeamActivity(
  db: Database,
  actor: SessionUser | null,
  businessId: string,
  action: TeamAction,
  run: { id: number | null; title: string },
  now = new Date(),
): Promise<void> {
  if (!actor) return;
  // Checking in twenty runners, or saving an edit three times, is one thing done: it moves its line rather
  // than filling the dashboard with the same sentence (docs/decisions/054).
  const latest = await findLatestActivity(db, businessId);
  if (
    latest &&
    latest.actorId === actor.id &&
    latest.action === action &&
    latest.eventId === run.id &&
    now.getTime() - latest.createdAt.getTime() < ACTIVITY_MERGE_MS
  ) {
    await touchActivity(db, latest.id, run.title, now);
    return;
  }
  await insertActivity(db, {
    businessId,
    actorId: actor.id,
    actorName: actor.name,
    action,
    eventId: run.id,
    runTitle: run.title,
    now,
  });
}

/** The dashboard's latest activity lines. */
export async function latestTeamActivity(db: Database, businessId: string): Promise<TeamActivity[]> {
  const rows = await findActivities(db, businessId, TEAM_ACTIVITY_LINES);
  return rows.map((row) => ({
    id: row.id,
    actorName: row.actorName,
    action: row.action,
    runId: row.eventId,
    runTitle: row.runTitle,
    at: row.createdAt.toISOString(),
  }));
}

/** The same, for a run named by its id (the check-in routes, whose answers do not carry the run). */
export async function noteRunActivity(
  db: Database,
  actor: SessionUser | null,
  runId: number,
  action: TeamAction,
  now = new Date(),
): Promise<void> {
  const run = await findRunById(db, runId);
  if (run) await noteTeamActivity(db, actor, run.hostId, action, run, now);
}
