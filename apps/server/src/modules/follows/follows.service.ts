// Following a host: who may follow whom, the follower count, the host's followers and the runs a
// follower is shown, and stopping a host's digests from the link in one of them.
import { randomBytes } from 'node:crypto';
import { businessMessages } from '@runtogether/shared/business/dashboard.schemas';
import { AppError } from '@runtogether/shared/errors/app-error';
import {
  followErrorCodes,
  followMessages,
  type FollowState,
} from '@runtogether/shared/follows/follow.schemas';
import { type Followers } from '@runtogether/shared/follows/followers.schemas';
import type { RunList } from '@runtogether/shared/runs/run.schemas';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { isUuid } from '../../lib/ids';
import { cursorPart, instantCursor, keysetCursor } from '../../lib/keyset-cursor';
import type { SessionUser } from '../auth/session-user';
import { requireRole, requireUser, type RolePermission } from '../auth/permissions';
import { asBusiness } from '../dashboard/dashboard.service';
import { runPageByStart } from '../runs/runs.service';
import { findActiveUserById } from '../users/users.repository';
import {
  countFollowers,
  deleteFollow,
  findFollowByToken,
  findFollowedRuns,
  findFollowers,
  insertFollow,
  isFollowing,
  stopMail,
  type FollowersCursor,
} from './follows.repository';

/** Only runners follow hosts. */
export const asFollower: RolePermission = {
  role: 'runner',
  forbidden: followMessages.runnerOnly,
  unauthenticated: followMessages.mustLogIn,
};

/** (followed at, runner id), latest first. */
const followersCursor = keysetCursor(z.tuple([cursorPart.instant, cursorPart.uuid]));

const hostNotFound = () => new AppError('NOT_FOUND', businessMessages.notFound, 404);

/**
 * Who may follow the account `businessId` names, checked before anything is read: 401 for a visitor, 400 for
 * oneself, 403 for a business. Routes run it as a preValidation hook.
 */
export function requireFollower(actor: SessionUser | null, businessId: string): SessionUser {
  const user = requireUser(actor, followMessages.mustLogIn);
  if (user.id === businessId) {
    throw new AppError(followErrorCodes.notYourself, followMessages.notYourself, 400);
  }
  return requireRole(user, asFollower);
}

/** The host a follow names: 404 when there is no such active account, 400 when it is a runner. */
async function followedHost(db: Database, businessId: string) {
  const user = isUuid(businessId) ? await findActiveUserById(db, businessId) : undefined;
  if (!user) throw hostNotFound();
  if (user.role !== 'business') throw new AppError(followErrorCodes.notAHost, followMessages.notAHost, 400);
  return user;
}

async function stateOf(db: Database, runnerId: string | null, businessId: string): Promise<FollowState> {
  const [following, followerCount] = await Promise.all([
    runnerId ? isFollowing(db, runnerId, businessId) : Promise.resolve(false),
    countFollowers(db, businessId),
  ]);
  return { following, followerCount };
}

/** PUT: follows the host (again: nothing changes) and answers the new state. */
export async function follow(
  db: Database,
  actor: SessionUser | null,
  businessId: string,
  now = new Date(),
): Promise<FollowState> {
  const runner = requireFollower(actor, businessId);
  await followedHost(db, businessId);
  // The digest's unsubscribe link: 256 random bits, so it cannot be guessed (RFC 8058 §4 wants it unguessable).
  const unsubscribeToken = randomBytes(32).toString('base64url');
  await insertFollow(db, { runnerId: runner.id, businessId, unsubscribeToken, now });
  return stateOf(db, runner.id, businessId);
}

/** DELETE: stops following (not following: nothing changes) and answers the new state. */
export async function unfollow(
  db: Database,
  actor: SessionUser | null,
  businessId: string,
): Promise<FollowState> {
  const runner = requireFollower(actor, businessId);
  await followedHost(db, businessId);
  await deleteFollow(db, runner.id, businessId);
  return stateOf(db, runner.id, businessId);
}

/** GET: the follower count for anyone, and whether the caller follows (false unless a signed-in runner does). */
export async function getFollowState(
  db: Database,
  actor: SessionUser | null,
  businessId: string,
): Promise<FollowState> {
  const host = isUuid(businessId) ? await findActiveUserById(db, businessId) : undefined;
  // As the profile it belongs to: only a business has one.
  if (host?.role !== 'business') throw hostNotFound();
  return stateOf(db, actor?.role === 'runner' ? actor.id : null, businessId);
}

/** The signed-in host's followers, newest first: names and since when, never an e-mail address. */
export async function listFollowers(
  db: Database,
  actor: SessionUser | null,
  query: { limit: number; cursor?: string },
): Promise<Followers> {
  const host = requireRole(actor, asBusiness);
  const cursor = query.cursor === undefined ? undefined : followersCursor.decode(query.cursor);
  const before: FollowersCursor | undefined = cursor && { followedAt: cursor[0], runnerId: cursor[1] };
  const rows = await findFollowers(db, host.id, { limit: query.limit + 1, before });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      runnerId: row.runnerId,
      name: row.name,
      profileImageUrl: row.profileImageUrl,
      followedAt: row.followedAt.toISOString(),
    })),
    nextCursor:
      rows.length > query.limit && last
        ? followersCursor.encode([last.followedAt.toISOString(), last.runnerId])
        : null,
  };
}

/** "Runs from hosts you follow": their upcoming runs, soonest first, paged by cursor. */
export async function listFollowedRuns(
  db: Database,
  actor: SessionUser | null,
  query: { limit: number; cursor?: string },
  now = new Date(),
): Promise<RunList> {
  const runner = requireRole(actor, asFollower);
  const cursor = query.cursor === undefined ? undefined : instantCursor.decode(query.cursor);
  const after = cursor && { startsAt: cursor[0], id: cursor[1] };
  const rows = await findFollowedRuns(db, runner.id, { now, limit: query.limit + 1, after });
  return runPageByStart(rows, query.limit);
}

export interface UnsubscribeLink {
  hostName: string;
  mailStopped: boolean;
}

const hostNameOf = (row: { hostName: string; hostBusinessName: string | null }) =>
  row.hostBusinessName?.trim() || row.hostName.trim();

const invalidLink = () => new AppError('NOT_FOUND', followMessages.unsubscribeInvalid, 404);

/** What an unsubscribe link names (GET: the page that asks to confirm); 404 once the follow is gone. */
export async function readUnsubscribeLink(db: Database, token: string): Promise<UnsubscribeLink> {
  const row = await findFollowByToken(db, token);
  if (!row) throw invalidLink();
  return { hostName: hostNameOf(row), mailStopped: row.mailStoppedAt !== null };
}

/**
 * The one-click unsubscribe (RFC 8058): no more digests from this host, still following. The token is the whole
 * credential (no session, no CSRF token: the mail provider posts it from its own servers); repeating it is fine.
 */
export async function unsubscribe(db: Database, token: string, now = new Date()): Promise<UnsubscribeLink> {
  const link = await readUnsubscribeLink(db, token);
  await stopMail(db, token, now);
  return { ...link, mailStopped: true };
}
