// Who may call what: every identity, role and ownership check of the server. Routes run the identity and role
// checks as a preValidation hook, so a caller who may not use a route learns that (401/403) before any 400
// about its input; services check again (and check ownership, which needs the object) for callers that skip
// the route, such as tests and jobs.
import { AppError } from '@runtogether/shared/errors/app-error';
import type { Role } from '@runtogether/shared/users/user.schemas';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { SessionUser } from './session-user';

const NOT_SIGNED_IN = 'Not signed in';

/** A role a route or service is for, with what a caller without it is told. */
export interface RolePermission {
  role: Role;
  /** The 403 message for a signed-in caller with another role. */
  forbidden: string;
  /** The 401 message for an anonymous caller. */
  unauthenticated?: string;
}

/** 401 unless signed in. */
export function requireUser(actor: SessionUser | null, unauthenticated = NOT_SIGNED_IN): SessionUser {
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
