// Registrations of runners for runs (docs/product.md §3 Registration; decision 011). Every write to the registrations of
// one run happens while that run's row is locked (lockRunForRegistration), so capacity checks cannot race.
import { and, asc, desc, eq, getTableColumns, gt, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { guestsAt } from '../../db/places';
import { preparedOnce, preparedRows } from '../../db/rows';
import { events, registrations, seriesRegistrations, users } from '../../db/schema';
import type { RunQuestion, StoredAnswers } from '@runtogether/shared/registrations/questions.schemas';
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
    .for('update')
    // Named, as the statements of leaving a run below: PostgreSQL plans each once per connection
    // (docs/decisions/065).
    .prepare('lock_run_for_registration')
    .execute();
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
      questions: events.questions,
      requireEmergencyContact: events.requireEmergencyContact,
    })
    .from(events)
    .where(eq(events.id, eventId));
  return row;
}

export async function findRegistration(db: Database, eventId: number, runnerId: string) {
  const [row] = await db
    .select()
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.runnerId, runnerId)))
    .prepare('registration_of_runner')
    .execute();
  return row;
}

/** The places taken on the run: its confirmed runners and the guests already at check-in. */
export async function countTaken(db: Database, eventId: number): Promise<number> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::integer + ${guestsAt(sql.placeholder('eventId'))}`.mapWith(Number),
    })
    .from(registrations)
    .where(and(eq(registrations.eventId, sql.placeholder('eventId')), eq(registrations.status, 'confirmed')))
    .prepare('taken_count')
    .execute({ eventId });
  return row?.count ?? 0;
}

/** Whether anyone is on the run's waitlist: its free places are theirs until the start (docs/decisions/057). */
export async function hasWaitlist(db: Database, eventId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.status, 'waitlisted')))
    .limit(1);
  return row !== undefined;
}

export interface NewRegistration {
  eventId: number;
  runnerId: string;
  name: string;
  email: string;
  pace: number;
  status: RegistrationRow['status'];
  answers?: StoredAnswers;
  groupId?: number | null;
}

/** The run list's columns without the counts of places taken (counted under the lock instead). */
const { currentParticipants: _counted, currentGuests: _guests, ...lockedRunColumns } = runColumns;

/**
 * The run's row, locked until the transaction ends, with what its e-mail and calendar file need (the run and
 * its host). Every instance on one database queues here for the run, so what is counted after it stays true
 * until this transaction commits (docs/decisions/046).
 */
export async function lockRunForRegistering(db: Database, eventId: number) {
  const [row] = await db
    .select({
      ...lockedRunColumns,
      // Most runs have no pace groups: knowing it here spares reading them (docs/decisions/061).
      hasGroups: sql<boolean>`exists (select 1 from run_groups g where g.event_id = ${events.id})`,
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.hostId))
    .where(eq(events.id, sql.placeholder('eventId')))
    .for('update', { of: events })
    // Named: PostgreSQL plans it once per connection, each registration only binds it (docs/decisions/065).
    .prepare('lock_run_for_registering')
    .execute({ eventId });
  return row;
}

/**
 * The run's rows with `status`, or its pace group's (docs/decisions/052), counted in a statement whose run and
 * group are its placeholders `eventId` and `groupId`.
 */
const countIn = (inGroup: boolean, status: 'confirmed' | 'waitlisted') =>
  inGroup
    ? sql<number>`(select count(*)::integer from registrations r
        where r.event_id = ${sql.placeholder('eventId')}::integer
          and r.group_id = ${sql.placeholder('groupId')}::integer and r.status = ${status})`
    : sql<number>`(select count(*)::integer from registrations r
        where r.event_id = ${sql.placeholder('eventId')}::integer and r.status = ${status})`;

/**
 * Counts the run's places and inserts the runner's registration in one statement: confirmed while a place is
 * left, else waitlisted. A place is left while the run's confirmed runners and the guests at its check-in
 * (docs/decisions/055) are fewer than `limits.run` (null: no maximum); on a run with pace groups,
 * `values.groupId` names the group, which must have room under `limits.group` too (docs/decisions/052). Run it
 * after taking the run's lock (lockRunForRegistering): a statement begun after the lock sees every registration
 * committed before it was granted, so the count stays true until this transaction commits (decisions 011 and
 * 046). Answers the row, the run's confirmed count before it and the waiting count before it in its queue (the
 * new row's waitlist place is `waitlistedBefore + 1`). created_at is the database's clock at the insert, under
 * the lock, so the waitlist's order is the order runners got the lock. A runner already registered is refused
 * by the unique (event, runner) index.
 */
export async function insertRegistration(
  db: Database,
  values: Omit<NewRegistration, 'status'>,
  limits: { run: number | null; group?: number | null },
) {
  const inGroup = values.groupId != null;
  const groupLimited = inGroup && limits.group != null;
  const runLimited = limits.run !== null;
  const eventId = sql`${sql.placeholder('eventId')}::integer`;
  const fullChecks = [
    ...(groupLimited ? [sql`${countIn(true, 'confirmed')} >= ${sql.placeholder('groupMax')}::integer`] : []),
    ...(runLimited
      ? [sql`${countIn(false, 'confirmed')} + ${guestsAt(eventId)} >= ${sql.placeholder('runMax')}::integer`]
      : []),
  ];
  const full = fullChecks.length > 0 ? sql.join(fullChecks, sql` or `) : sql`false`;
  const [inserted] = await db
    .insert(registrations)
    .values({
      eventId: sql.placeholder('eventId'),
      runnerId: sql.placeholder('runnerId'),
      name: sql.placeholder('name'),
      email: sql.placeholder('email'),
      pace: sql.placeholder('pace'),
      answers: sql.placeholder('answers'),
      groupId: sql.placeholder('groupId'),
      status: sql`case when ${full} then 'waitlisted' else 'confirmed' end`,
      createdAt: sql`clock_timestamp()`,
    })
    .returning({
      ...getTableColumns(registrations),
      // Read with the statement's snapshot, which does not hold the new row.
      confirmedBefore: countIn(false, 'confirmed').mapWith(Number),
      waitlistedBefore: countIn(inGroup, 'waitlisted').mapWith(Number),
    })
    // Named, one text per variant: PostgreSQL parses and plans it once per connection (docs/decisions/065).
    .prepare(
      `insert_registration${runLimited ? '_limited' : ''}${inGroup ? '_in_group' : ''}${groupLimited ? '_group_limited' : ''}`,
    )
    .execute({
      ...values,
      answers: values.answers ?? {},
      groupId: values.groupId ?? null,
      runMax: limits.run,
      groupMax: limits.group ?? null,
    });
  if (!inserted) throw new Error('insert into registrations returned no row');
  const { confirmedBefore, waitlistedBefore, ...row } = inserted;
  return { row: row satisfies RegistrationRow, confirmedBefore, waitlistedBefore };
}

export async function deleteRegistration(db: Database, eventId: number, runnerId: string) {
  const [row] = await db
    .delete(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.runnerId, runnerId)))
    .returning()
    .prepare('delete_registration')
    .execute();
  return row;
}

/**
 * Confirms the first `count` runners of the waitlist (all of them for null), in registration order, and returns
 * them with the address of their account (for the e-mail). Call only while holding the run's lock.
 */
export async function promoteFromWaitlist(
  db: Database,
  eventId: number,
  count: number | null,
  /** Only this pace group's waitlist (docs/decisions/052). */
  groupId?: number,
) {
  if (count !== null && count <= 0) return [];
  const waiting = db
    .select({ id: registrations.id })
    .from(registrations)
    .where(
      and(
        eq(registrations.eventId, eventId),
        eq(registrations.status, 'waitlisted'),
        groupId === undefined ? undefined : eq(registrations.groupId, groupId),
      ),
    )
    .orderBy(asc(registrations.createdAt), asc(registrations.id));
  const next = count === null ? waiting : waiting.limit(count);
  const promoted = await db
    .update(registrations)
    .set({ status: 'confirmed' })
    .where(inArray(registrations.id, next))
    .returning();
  if (promoted.length === 0) return [];
  const accounts = await db
    .select({ id: users.id, email: users.email, name: users.name, language: users.language })
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
export const waitlistPosition = sql<number | null>`case when "registrations"."status" = 'waitlisted' then (
  select count(*) from "registrations" as "ahead"
  where "ahead"."event_id" = "registrations"."event_id" and "ahead"."status" = 'waitlisted'
    and "ahead"."group_id" is not distinct from "registrations"."group_id"
    and ("ahead"."created_at", "ahead"."id") <= ("registrations"."created_at", "registrations"."id")
) end`.mapWith((value: unknown) => (value === null ? null : Number(value)));

export async function findRegistrationWithPosition(db: Database, eventId: number, runnerId: string) {
  const [row] = await db
    .select({ registration: registrations, waitlistPosition })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.runnerId, runnerId)));
  return row;
}

/** Keyset position in a run's participants: confirmed before waitlisted, then arrival. */
export interface ParticipantsCursor {
  status: RegistrationRow['status'];
  createdAt: Date;
  id: number;
}

/** A row of the participants statement: the run's basics and totals, and one participant (null past the end). */
interface ParticipantsPageRow {
  run_id: number;
  title: string;
  host_id: string;
  starts_at: Date | string;
  timezone: string;
  /** An admin hid the run (docs/decisions/049). */
  hidden: boolean;
  /** The run's pace groups in order, as JSON (docs/decisions/052). */
  groups: ParticipantsPageGroup[] | string;
  confirmed_total: number;
  waitlisted_total: number;
  guests_total: number;
  waitlisted_before: number;
  id: number | null;
  runner_id: string;
  name: string;
  email: string;
  pace: number | string;
  status: RegistrationRow['status'];
  questions: RunQuestion[] | string;
  answers: StoredAnswers | string | null;
  created_at: Date | string;
  group_id: number | null;
  group_position: number | string | null;
}

interface ParticipantsPageGroup {
  id: number;
  name: string;
  paceSecondsPerKm: number;
}

/** jsonb as both drivers may answer it: parsed, or its text. */
const fromJson = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** Both drivers: node-postgres answers timestamptz as Date, a raw PGlite row may hold the text. */
const instant = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * One page of a run's participants in list order (confirmed before waitlisted, then arrival), with the run's
 * basics, its pace groups, its totals and how many waitlisted runners come before the page (so the caller numbers
 * the page's waitlist places without a subquery per row). One statement, so a request holds one pool connection;
 * undefined when the run does not exist. The groups and totals are uncorrelated subqueries on the id: PostgreSQL
 * computes each once per statement. A cursor carries a JavaScript Date (milliseconds) and PostgreSQL keeps
 * microseconds, so the page is keyed on the time cut to milliseconds, then the id, or the last row of a page would
 * come back as the first of the next.
 */
export async function findParticipantsPage(
  db: Database,
  eventId: number,
  options: { limit: number; after?: ParticipantsCursor },
) {
  const after = options.after;
  const position = after
    ? sql`(${after.status === 'confirmed' ? 0 : 1}::integer, ${after.createdAt.toISOString()}::timestamptz, ${after.id}::integer)`
    : null;
  const waitlistedBefore =
    after?.status === 'waitlisted'
      ? sql`(select count(*)::integer from registrations w where w.event_id = ${eventId}::integer
          and w.status = 'waitlisted' and (date_trunc('milliseconds', w.created_at), w.id) <= (${after.createdAt.toISOString()}::timestamptz, ${after.id}::integer))`
      : sql`0`;
  // One prepared statement per shape: the first page, a page after a confirmed row, after a waitlisted one.
  const rows = await preparedRows<ParticipantsPageRow>(
    db,
    `rt_participants_page${after ? `_after_${after.status}` : ''}`,
    sql`select e.id as run_id, e.title, e.host_id, e.starts_at, e.timezone, e.hidden_at is not null as hidden,
      (select coalesce(json_agg(json_build_object('id', g.id, 'name', g.name, 'paceSecondsPerKm', g.pace_seconds_per_km)
        order by g.position, g.id), '[]'::json) from run_groups g where g.event_id = ${eventId}::integer) as groups,
      (select count(*)::integer from registrations c where c.event_id = ${eventId}::integer and c.status = 'confirmed') as confirmed_total,
      (select count(*)::integer from registrations c where c.event_id = ${eventId}::integer and c.status = 'waitlisted') as waitlisted_total,
      ${guestsAt(sql`${eventId}::integer`)} as guests_total,
      ${waitlistedBefore} as waitlisted_before,
      e.questions, p.id, p.runner_id, p.name, p.email, p.pace::float8 as pace, p.status, p.answers, p.created_at,
      p.group_id, p.group_position
    from events e
    left join lateral (
      select r.id, r.runner_id, r.name, r.email, r.pace, r.status, r.answers, r.created_at, r.group_id,
        case when r.group_id is not null and r.status = 'waitlisted' then (
          select count(*)::integer from registrations a where a.group_id = r.group_id and a.status = 'waitlisted'
            and (a.created_at, a.id) <= (r.created_at, r.id)
        ) end as group_position,
        case when r.status = 'confirmed' then 0 else 1 end as list_rank,
        date_trunc('milliseconds', r.created_at) as created_ms
      from registrations r
      where r.event_id = e.id${position ? sql` and (case when r.status = 'confirmed' then 0 else 1 end, date_trunc('milliseconds', r.created_at), r.id) > ${position}` : sql``}
      order by list_rank, created_ms, r.id
      limit ${options.limit}::integer
    ) p on true
    where e.id = ${eventId}::integer
    order by p.list_rank, p.created_ms, p.id`,
  );
  const first = rows[0];
  if (!first) return undefined;
  return {
    run: {
      id: first.run_id,
      title: first.title,
      hostId: first.host_id,
      startsAt: instant(first.starts_at),
      timezone: first.timezone,
      hidden: first.hidden,
      groups: fromJson(first.groups),
      questions: fromJson(first.questions),
    },
    totals: {
      confirmed: Number(first.confirmed_total),
      waitlisted: Number(first.waitlisted_total),
      guests: Number(first.guests_total),
    },
    waitlistedBefore: Number(first.waitlisted_before),
    // Past the end, the run's one row has no participant.
    participants: rows.flatMap((row) =>
      row.id === null
        ? []
        : [
            {
              id: row.id,
              eventId: first.run_id,
              runnerId: row.runner_id,
              name: row.name,
              email: row.email,
              pace: Number(row.pace),
              status: row.status,
              answers: fromJson(row.answers ?? {}),
              createdAt: instant(row.created_at),
              groupId: row.group_id,
              // The place on the group's waitlist (docs/decisions/052).
              groupPosition: row.group_position === null ? null : Number(row.group_position),
            } satisfies RegistrationRow & { groupPosition: number | null },
          ],
    ),
  };
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

const notInJoinedSeries = sql`not exists (select 1 from ${seriesRegistrations}
  where ${seriesRegistrations.seriesId} = ${events.seriesId} and ${seriesRegistrations.runnerId} = ${registrations.runnerId})`;

export interface RunnerRegistrationsFilter {
  runnerId: string;
  scope: 'upcoming' | 'past';
  now: Date;
  /** Continue after this run (same order as the scope). */
  after?: { startsAt: Date; eventId: number };
  limit: number;
}

/**
 * One shape of the runner's registrations with their runs, built and prepared once per database handle
 * (db/rows.ts preparedOnce): My Runs asks for it on every visit, and building it cost as much as mapping its rows.
 */
function runnerRegistrationsStatement(
  db: Database,
  scope: 'upcoming' | 'past',
  paged: boolean,
  { seriesApart = scope === 'upcoming' } = {},
) {
  const upcoming = scope === 'upcoming';
  const now = sql.placeholder('now');
  const position = sql`(${sql.placeholder('afterStartsAt')}::timestamptz, ${sql.placeholder('afterEventId')})`;
  const runnerId = sql.placeholder('runnerId');
  const conditions: (SQL | undefined)[] = [
    eq(registrations.runnerId, runnerId),
    // The runner's runs said from the runs' side too, as an array of ids, so PostgreSQL fetches those runs by
    // their key: with the join alone it walked every upcoming run in date order, and with `in (select …)` it
    // read every run to hash them (docs/decisions/063).
    sql`${events.id} = any(array(select r.event_id from registrations r where r.runner_id = ${runnerId}))`,
    upcoming ? gt(events.startsAt, now) : lte(events.startsAt, now),
    isNull(events.hiddenAt), // hidden runs leave My Runs and the private feed (docs/decisions/049)
    // A series joined every week shows once, with its dates, above the list (docs/decisions/053).
    seriesApart ? notInJoinedSeries : undefined,
  ];
  if (paged) {
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
    .limit(sql.placeholder('limit'))
    .prepare(`runner_registrations_${scope}${paged ? '_after' : ''}${seriesApart ? '' : '_with_series'}`);
}

const runnerRegistrations = {
  upcoming: preparedOnce((db) => runnerRegistrationsStatement(db, 'upcoming', false)),
  upcomingAfter: preparedOnce((db) => runnerRegistrationsStatement(db, 'upcoming', true)),
  past: preparedOnce((db) => runnerRegistrationsStatement(db, 'past', false)),
  pastAfter: preparedOnce((db) => runnerRegistrationsStatement(db, 'past', true)),
  upcomingWithSeries: preparedOnce((db) =>
    runnerRegistrationsStatement(db, 'upcoming', false, { seriesApart: false }),
  ),
};

/**
 * Every upcoming run the runner has a place on, the dates of the series they joined every week included: the
 * private calendar feed lists each date (My Runs shows a joined series once, above its list).
 */
export function findRunnerUpcomingRuns(db: Database, filter: { runnerId: string; now: Date; limit: number }) {
  return runnerRegistrations.upcomingWithSeries(db).execute(filter);
}

/**
 * A runner's registrations with their runs: upcoming soonest first, past most recent first, keyed by
 * (starts_at, event id) so paging is stable.
 */
export function findRunnerRegistrations(db: Database, filter: RunnerRegistrationsFilter) {
  const { runnerId, now, limit, after } = filter;
  if (!after) return runnerRegistrations[filter.scope](db).execute({ runnerId, now, limit });
  const statement =
    filter.scope === 'upcoming' ? runnerRegistrations.upcomingAfter : runnerRegistrations.pastAfter;
  return statement(db).execute({
    runnerId,
    now,
    limit,
    afterStartsAt: after.startsAt.toISOString(),
    afterEventId: after.eventId,
  });
}
