// Registrations of runners for runs (docs/product.md §3 Registration; DESIGN decision 4). Every write to the registrations of
// one run happens while that run's row is locked (lockRunForRegistration), so capacity checks cannot race.
import { and, asc, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { events, registrations, users } from '../../db/schema';
import { runColumns } from '../runs/runs.repository';

export type RegistrationRow = typeof registrations.$inferSelect;

/**
 * The run's row, locked until the transaction ends. Every instance on one database queues here, so the count of
 * confirmed registrations read after it stays true until this transaction commits.
 */
export async function lockRunForRegistration(db: Database, eventId: number) {
  const [row] = await db
    .select({
      id: events.id,
      hostId: events.hostId,
      startsAt: events.startsAt,
      maxParticipants: events.maxParticipants,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .for('update');
  return row;
}

/** What the participants lists need of a run, without counting anything. */
export async function findRunBasics(db: Database, eventId: number) {
  const [row] = await db
    .select({
      id: events.id,
      title: events.title,
      hostId: events.hostId,
      startsAt: events.startsAt,
      timezone: events.timezone,
    })
    .from(events)
    .where(eq(events.id, eventId));
  return row;
}

export async function findRegistration(db: Database, eventId: number, runnerId: string) {
  const [row] = await db
    .select()
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.runnerId, runnerId)));
  return row;
}

export async function countConfirmed(db: Database, eventId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.status, 'confirmed')));
  return row?.count ?? 0;
}

/**
 * What registering decides on, in one round trip (the run's lock is held meanwhile, so every trip counts):
 * whether the runner is registered already, and how many are confirmed. Call after lockRunForRegistration in the
 * same transaction: the statement's snapshot is taken after the lock, so both answers are current.
 */
export async function registrationState(db: Database, eventId: number, runnerId: string) {
  // Two scalar subqueries, each on its own index (the unique (event, runner) one and (event, status, …)).
  const result = (await db.execute(sql`select
    exists (select 1 from ${registrations} where ${registrations.eventId} = ${eventId}
      and ${registrations.runnerId} = ${runnerId}) as registered,
    (select count(*) from ${registrations} where ${registrations.eventId} = ${eventId}
      and ${registrations.status} = 'confirmed')::int as confirmed`)) as {
    // Both drivers answer { rows }; the database type cannot say so for either.
    rows?: { registered?: unknown; confirmed?: unknown }[];
  };
  const row = result.rows?.[0];
  return { registered: row?.registered === true, confirmed: Number(row?.confirmed ?? 0) };
}

export interface NewRegistration {
  eventId: number;
  runnerId: string;
  name: string;
  email: string;
  pace: number;
  status: RegistrationRow['status'];
}

/**
 * created_at is the database clock when the row is written, under the run's lock (not the start of the
 * transaction, which may have waited for the lock): registration order is the order in which runners got in.
 */
export async function insertRegistration(db: Database, values: NewRegistration): Promise<RegistrationRow> {
  const [row] = await db
    .insert(registrations)
    .values({ ...values, createdAt: sql`clock_timestamp()` })
    .returning();
  if (!row) throw new Error('insert into registrations returned nothing');
  return row;
}

export async function deleteRegistration(db: Database, eventId: number, runnerId: string) {
  const [row] = await db
    .delete(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.runnerId, runnerId)))
    .returning();
  return row;
}

/**
 * Confirms the first `count` runners of the waitlist (all of them for null), in registration order, and returns
 * them with the address of their account (for the e-mail). Call only while holding the run's lock.
 */
export async function promoteFromWaitlist(db: Database, eventId: number, count: number | null) {
  if (count !== null && count <= 0) return [];
  const waiting = db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.status, 'waitlisted')))
    .orderBy(asc(registrations.createdAt), asc(registrations.id));
  const next = count === null ? waiting : waiting.limit(count);
  const promoted = await db
    .update(registrations)
    .set({ status: 'confirmed' })
    .where(inArray(registrations.id, next))
    .returning();
  if (promoted.length === 0) return [];
  const accounts = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(
      inArray(
        users.id,
        promoted.map((r) => r.runnerId),
      ),
    );
  const byId = new Map(accounts.map((a) => [a.id, a]));
  return promoted
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)
    .flatMap((registration) => {
      const account = byId.get(registration.runnerId);
      return account ? [{ registration, account }] : [];
    });
}

/**
 * 1 for the next runner to be promoted; null for a confirmed registration. Written out in SQL: drizzle drops
 * table names from columns in a one-table select, which would make the correlated subquery compare a row
 * with itself.
 */
const waitlistPosition = sql<number | null>`case when "registrations"."status" = 'waitlisted' then (
  select count(*) from "registrations" as "ahead"
  where "ahead"."event_id" = "registrations"."event_id" and "ahead"."status" = 'waitlisted'
    and ("ahead"."created_at", "ahead"."id") <= ("registrations"."created_at", "registrations"."id")
) end`.mapWith((value: unknown) => (value === null ? null : Number(value)));

export async function findRegistrationWithPosition(db: Database, eventId: number, runnerId: string) {
  const [row] = await db
    .select({ registration: registrations, waitlistPosition })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.runnerId, runnerId)));
  return row;
}

/** Everyone registered for a run: confirmed first, then the waitlist, each in registration order. */
export function findParticipants(db: Database, eventId: number) {
  return db
    .select()
    .from(registrations)
    .where(eq(registrations.eventId, eventId))
    .orderBy(
      sql`case when ${registrations.status} = 'confirmed' then 0 else 1 end`,
      asc(registrations.createdAt),
      asc(registrations.id),
    );
}

export interface RunnerRegistrationsFilter {
  runnerId: string;
  scope: 'upcoming' | 'past';
  now: Date;
  /** Continue after this run (same order as the scope). */
  after?: { startsAt: Date; eventId: number };
  limit: number;
}

/**
 * A runner's registrations with their runs: upcoming soonest first, past most recent first, keyed by
 * (starts_at, event id) so paging is stable.
 */
export function findRunnerRegistrations(db: Database, filter: RunnerRegistrationsFilter) {
  const upcoming = filter.scope === 'upcoming';
  const conditions: (SQL | undefined)[] = [
    eq(registrations.runnerId, filter.runnerId),
    upcoming ? gt(events.startsAt, filter.now) : lte(events.startsAt, filter.now),
  ];
  if (filter.after) {
    const position = sql`(${filter.after.startsAt.toISOString()}::timestamptz, ${filter.after.eventId})`;
    conditions.push(
      upcoming
        ? sql`(${events.startsAt}, ${events.id}) > ${position}`
        : sql`(${events.startsAt}, ${events.id}) < ${position}`,
    );
  }
  const order = upcoming ? asc : desc;
  return db
    .select({ registration: registrations, waitlistPosition, run: runColumns })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .innerJoin(users, eq(users.id, events.hostId))
    .where(and(...conditions))
    .orderBy(order(events.startsAt), order(events.id))
    .limit(filter.limit);
}
