// Runners following hosts: the follows table, its digest claims and the runs a follower is shown.
import { and, asc, count, desc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@runtogether/shared/i18n/locales';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { events, follows, users } from '../../db/schema';
import { runColumns } from '../runs/runs.repository';

export interface NewFollow {
  runnerId: string;
  businessId: string;
  unsubscribeToken: string;
  /** Also where the first digest starts: only runs created after following are news. */
  now: Date;
}

/** Adds the follow unless it exists (following twice changes nothing). */
export async function insertFollow(db: Database, follow: NewFollow) {
  await db
    .insert(follows)
    .values({
      runnerId: follow.runnerId,
      businessId: follow.businessId,
      unsubscribeToken: follow.unsubscribeToken,
      createdAt: follow.now,
      digestedThrough: follow.now,
    })
    .onConflictDoNothing({ target: [follows.runnerId, follows.businessId] });
}

export async function deleteFollow(db: Database, runnerId: string, businessId: string) {
  await db.delete(follows).where(and(eq(follows.runnerId, runnerId), eq(follows.businessId, businessId)));
}

export async function isFollowing(db: Database, runnerId: string, businessId: string): Promise<boolean> {
  const [row] = await db
    .select({ runnerId: follows.runnerId })
    .from(follows)
    .where(and(eq(follows.runnerId, runnerId), eq(follows.businessId, businessId)))
    .limit(1);
  return row !== undefined;
}

/** Followers whose accounts are active: a closed account is nobody's follower. */
export async function countFollowers(db: Database, businessId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.runnerId))
    .where(and(eq(follows.businessId, businessId), eq(users.isActive, true)));
  return row?.n ?? 0;
}

export interface FollowersCursor {
  followedAt: Date;
  runnerId: string;
}

/**
 * A host's followers, newest first. Follows are written with the service's clock (a JS Date, milliseconds), so
 * a cursor's instant compares exactly with the stored one.
 */
export function findFollowers(
  db: Database,
  businessId: string,
  options: { limit: number; before?: FollowersCursor },
) {
  const conditions: (SQL | undefined)[] = [eq(follows.businessId, businessId), eq(users.isActive, true)];
  if (options.before) {
    conditions.push(
      sql`(${follows.createdAt}, ${follows.runnerId}) < (${options.before.followedAt.toISOString()}::timestamptz, ${options.before.runnerId}::uuid)`,
    );
  }
  return db
    .select({
      runnerId: follows.runnerId,
      name: users.name,
      profileImageUrl: users.profileImageUrl,
      followedAt: follows.createdAt,
    })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.runnerId))
    .where(and(...conditions))
    .orderBy(desc(follows.createdAt), desc(follows.runnerId))
    .limit(options.limit);
}

/** Upcoming runs of the hosts a runner follows, soonest first (the (starts_at, id) order of the run list). */
export function findFollowedRuns(
  db: Database,
  runnerId: string,
  options: { now: Date; limit: number; after?: { startsAt: Date; id: number } },
) {
  const followed = db
    .select({ businessId: follows.businessId })
    .from(follows)
    .where(eq(follows.runnerId, runnerId));
  const conditions: (SQL | undefined)[] = [
    inArray(events.hostId, followed),
    gt(events.startsAt, options.now),
    isNull(events.hiddenAt), // hidden runs leave feeds and digests (docs/decisions/049)
  ];
  if (options.after) {
    conditions.push(
      sql`(${events.startsAt}, ${events.id}) > (${options.after.startsAt.toISOString()}::timestamptz, ${options.after.id})`,
    );
  }
  return db
    .select(runColumns)
    .from(events)
    .innerJoin(users, eq(users.id, events.hostId))
    .where(and(...conditions))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(options.limit);
}

/** The follow an unsubscribe link names, with its host's names. */
export async function findFollowByToken(db: Database, token: string) {
  const [row] = await db
    .select({
      businessId: follows.businessId,
      mailStoppedAt: follows.mailStoppedAt,
      hostName: users.name,
      hostBusinessName: users.businessName,
    })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.businessId))
    .where(eq(follows.unsubscribeToken, token))
    .limit(1);
  return row;
}

/** Stops the digests of the follow the token names; stopping twice keeps the first time. */
export async function stopMail(db: Database, token: string, now: Date): Promise<boolean> {
  const stopped = await db
    .update(follows)
    .set({ mailStoppedAt: now })
    .where(and(eq(follows.unsubscribeToken, token), isNull(follows.mailStoppedAt)))
    .returning({ runnerId: follows.runnerId });
  return stopped.length > 0;
}

export interface ClaimedDigest {
  runnerId: string;
  businessId: string;
  /**
   * Runs created in (since, through] are the digest's news; `through` is the newest of them. Kept as the
   * database's text, exact to the microsecond: a JS Date would cut them to milliseconds and list a run twice.
   */
  since: string;
  through: string;
  unsubscribeToken: string;
  runnerName: string;
  runnerEmail: string;
  /** The runner's language: the digest is written in it. */
  runnerLanguage: Locale;
  hostName: string;
  hostBusinessName: string | null;
}

/**
 * Claims up to `limit` follows that are owed a digest and marks them sent as of `now`, in one statement: mail not
 * stopped, no digest within the last day, and at least one upcoming run the host created since the last one.
 * The bookmark moves to the newest run's own created_at (the database's clock), not to `now` (this instance's):
 * with clocks apart, a run created just after the claim could otherwise fall behind the bookmark unsent.
 * The rows are locked (SKIP LOCKED: another instance claiming at the same moment takes other rows), and a
 * concurrent claim re-checks `last_digest_at` against the committed row, so each digest is claimed once. Call it
 * in the transaction that queues the mails: a failure gives the claims back.
 */
export async function claimDueDigests(db: Database, now: Date, limit: number): Promise<ClaimedDigest[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return selectRows<ClaimedDigest>(
    db,
    sql`
      with due as (
        select f.runner_id, f.business_id, f.digested_through
        from ${follows} f
        join ${users} runner on runner.id = f.runner_id and runner.is_active
        where f.mail_stopped_at is null
          and (f.last_digest_at is null or f.last_digest_at <= ${at} - interval '1 day')
          and exists (
            select 1 from ${events} e
            where e.host_id = f.business_id
              and e.created_at > f.digested_through and e.created_at <= ${at}
              and e.starts_at > ${at}
          )
        order by f.business_id, f.runner_id
        limit ${limit}
        for update of f skip locked
      )
      update ${follows} f
      set last_digest_at = ${at},
        digested_through = coalesce(
          (select max(e.created_at) from ${events} e
           where e.host_id = f.business_id and e.created_at > due.digested_through and e.created_at <= ${at}),
          due.digested_through
        )
      from due, ${users} runner, ${users} host
      where f.runner_id = due.runner_id and f.business_id = due.business_id
        and runner.id = f.runner_id and host.id = f.business_id
      returning f.runner_id as "runnerId", f.business_id as "businessId", due.digested_through::text as "since",
        f.digested_through::text as "through",         f.unsubscribe_token as "unsubscribeToken", runner.name as "runnerName", runner.email as "runnerEmail",
        runner.language as "runnerLanguage", host.name as "hostName", host.business_name as "hostBusinessName"
    `,
  );
}

/** The news of one digest: the host's runs created in (since, through] not started at `now`, soonest first. */
export async function findNewRuns(
  db: Database,
  businessId: string,
  window: { since: string; through: string; now: Date },
  limit: number,
) {
  const conditions = and(
    eq(events.hostId, businessId),
    sql`${events.createdAt} > ${window.since}::timestamptz`,
    sql`${events.createdAt} <= ${window.through}::timestamptz`,
    gt(events.startsAt, window.now),
    isNull(events.hiddenAt),
  );
  const rows = await db
    .select({ ...runColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(events)
    .innerJoin(users, eq(users.id, events.hostId))
    .where(conditions)
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(limit);
  return { runs: rows, total: rows[0]?.total ?? 0 };
}
