// Who may call what: every identity, role and ownership check of the server. Routes run the identity and role
// checks as a preValidation hook, so a caller who may not use a route learns that (401/403) before any 400
// about its input; services check again (and check ownership, which needs the object) for callers that skip
// the route, such as tests and jobs.
import { AppError } from '@runtogether/shared/errors/app-error';
import { msg } from '@runtogether/shared/i18n/keys';
import type { Role } from '@runtogether/shared/users/user.schemas';
import { teamMessages } from '@runtogether/shared/team/team.messages';
import { TEAM_ROLES, type TeamRole } from '@runtogether/shared/team/team.schemas';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Database } from '../../db/client';
import { findMembership, hasAnyMembership } from '../team/team.repository';
import type { SessionUser } from './session-user';

/** An anonymous caller of a route for accounts, in the request's language. */
export const NOT_SIGNED_IN = msg('validation.api.notSignedIn');

/** A role a route or service is for, with what a caller without it is told. */
export interface RolePermission {
  role: Role;
  /** The 403 message for a signed-in caller with another role. */
  forbidden: string;
  /** The 401 message for an anonymous caller. */
  unauthenticated?: string;
}

/** 401 unless signed in. */
export function requireUser(actor: SessionUser | null, unauthenticated: string = NOT_SIGNED_IN): SessionUser {
  if (!actor) throw new AppError('UNAUTHORIZED', unauthenticated, 401);
  return actor;
}

/** 401 unless signed in, 403 unless the account has the permission's role. */
export function requireRole(actor: SessionUser | null, permission: RolePermission): SessionUser {
  const user = requireUser(actor, permission.unauthenticated);
  if (user.role !== permission.role) throw new AppError('FORBIDDEN', permission.forbidden, 403);
  return user;
}

/**
 * 401 unless signed in, 403 unless the caller is the account that owns the object (a profile's user, a run's
 * host, a business's posts), with the role when one is given.
 */
export function requireAccount(
  actor: SessionUser | null,
  accountId: string,
  forbidden: string,
  role?: Role,
): SessionUser {
  const user = requireUser(actor);
  if (user.id !== accountId || (role !== undefined && user.role !== role)) {
    throw new AppError('FORBIDDEN', forbidden, 403);
  }
  return user;
}

// Callback-style hooks: Fastify answers what they throw through the errors plugin, like a route's own error.

/** preValidation hook: 401 for anonymous callers, before the request's input is validated. */
export const signedIn =
  (unauthenticated?: string) =>
  (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    requireUser(request.user, unauthenticated);
    done();
  };

/** preValidation hook: 401 for anonymous callers and 403 for another role, before the input is validated. */
export const withRole =
  (permission: RolePermission) =>
  (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    requireRole(request.user, permission);
    done();
  };

// A host's team (docs/decisions/054). The owner (the business account) may do everything for its business;
// a member only what their role's powers list. Memberships are read on every request that needs them, so a
// changed or ended membership counts from the next request.

/** What may be done for a business by someone other than its own account. */
export type HostPower = 'runs' | 'participants' | 'participantEmails' | 'checkIn';

const TEAM_POWERS: Record<TeamRole, readonly HostPower[]> = {
  // Everything about the business's runs, not its profile, team or account.
  manager: ['runs', 'participants', 'participantEmails', 'checkIn'],
  // The participants' names and check-in, nothing else.
  leader: ['participants', 'checkIn'],
};

const TEAM_ROLES_WITH = (power: HostPower) =>
  (Object.keys(TEAM_POWERS) as TeamRole[]).filter((role) => TEAM_POWERS[role].includes(power));

/** Who is acting for a business, and as what. */
export interface ActingHost {
  user: SessionUser;
  businessId: string;
  as: 'owner' | TeamRole;
}

/**
 * The caller's standing with a business without throwing: owner, a team role, none, or a role in the team of a
 * suspended business. A suspension stops the business acting (its sessions end, its runs are hidden:
 * docs/decisions/049), so its team cannot act for it either; the owner needs no check, as a suspended account
 * has no session.
 */
async function standing(
  db: Database,
  actor: SessionUser | null,
  businessId: string,
): Promise<ActingHost['as'] | 'suspended' | undefined> {
  if (!actor) return undefined;
  if (actor.id === businessId && actor.role === 'business') return 'owner';
  if (actor.role !== 'runner') return undefined;
  const membership = await findMembership(db, businessId, actor.id);
  if (membership?.businessSuspended) return 'suspended';
  return membership?.role;
}

/** Whether the caller may use this power for the business (owner: always; nobody for a suspended one). */
export async function hasHostPower(
  db: Database,
  actor: SessionUser | null,
  businessId: string,
  power: HostPower,
): Promise<boolean> {
  const as = await standing(db, actor, businessId);
  return as === 'owner' || (as !== undefined && as !== 'suspended' && TEAM_POWERS[as].includes(power));
}

/**
 * 401 unless signed in, 403 unless the caller is the business's own account or in its team with the power:
 * `stranger` for no standing, a role's own refusal for a member without the power, the suspension for every
 * member of a suspended business's team. Replaces the owner-only check of everything a team may share.
 */
export async function requireHostPower(
  db: Database,
  actor: SessionUser | null,
  businessId: string,
  power: HostPower,
  forbidden: string,
  /** The refusal for a caller with no standing with the business at all; `forbidden` unless said. */
  stranger = forbidden,
): Promise<ActingHost> {
  const user = requireUser(actor);
  const as = await standing(db, user, businessId);
  // The member is told why, as a suspended account is told at log-in (docs/decisions/049).
  if (as === 'suspended') throw new AppError('FORBIDDEN', teamMessages.businessSuspended, 403);
  if (as === 'owner' || (as !== undefined && TEAM_POWERS[as].includes(power))) {
    return { user, businessId, as };
  }
  if (as !== undefined) throw roleCannot();
  throw new AppError('FORBIDDEN', stranger, 403);
}

const roleCannot = () => new AppError('FORBIDDEN', teamMessages.roleCannot, 403);

/**
 * For routes that act for a business without naming a run: `businessId` left out (or the caller's own) means
 * the signed-in business itself (the permission's role), another means a team the caller is in with the power.
 */
export async function requireActingFor(
  db: Database,
  actor: SessionUser | null,
  businessId: string | undefined,
  power: HostPower,
  permission: RolePermission,
): Promise<ActingHost> {
  if (businessId === undefined || businessId === actor?.id) {
    const user = requireRole(actor, permission);
    return { user, businessId: user.id, as: 'owner' };
  }
  return requireHostPower(
    db,
    requireUser(actor, permission.unauthenticated),
    businessId,
    power,
    permission.forbidden,
    // Naming a business the caller is not in: the role's refusal would speak of the caller's own account.
    teamMessages.notInTeam,
  );
}

/**
 * preValidation hook for routes a team shares: 401 for anonymous callers, 403 unless the account has the
 * permission's role (a business, checked against the object by the service) or is in some team with the power.
 */
export const withHostPower =
  (permission: RolePermission, power: HostPower) =>
  async (request: FastifyRequest): Promise<void> => {
    const user = requireUser(request.user, permission.unauthenticated);
    if (user.role === permission.role) return;
    if (user.role === 'runner') {
      const db = request.server.db;
      if (await hasAnyMembership(db, user.id, TEAM_ROLES_WITH(power))) return;
      // A leader asking for what only a manager may do is told that, not "only business accounts".
      if (await hasAnyMembership(db, user.id, TEAM_ROLES)) throw roleCannot();
    }
    throw new AppError('FORBIDDEN', permission.forbidden, 403);
  };
