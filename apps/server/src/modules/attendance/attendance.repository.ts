// Attendance: who was at a run, marked by its host or by the runner's QR scan, and the walk-ins.
import type { EmergencyContact, StoredAnswers } from '@runtogether/shared/registrations/questions.schemas';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { guestsAt } from '../../db/places';
import { preparedRows, selectRows } from '../../db/rows';
import { attendance, registrations, runGroups, users } from '../../db/schema';

/** A run's confirmed runners by name, each with their attendance (null fields: not marked yet). */
/** A run's confirmed runners with their marks, or only the one of `registrationId` (what a mark answers). */
export function findConfirmedAttendees(db: Database, eventId: number, registrationId?: number) {
  return (
    db
      .select({
        registrationId: registrations.id,
        runnerId: registrations.runnerId,
        name: registrations.name,
        present: attendance.present,
        method: attendance.method,
        markedAt: attendance.markedAt,
        backAt: attendance.backAt,
        answers: registrations.answers,
        emergencyContactName: users.emergencyContactName,
        emergencyContactPhone: users.emergencyContactPhone,
        group: runGroups.name,
      })
      .from(registrations)
      .leftJoin(attendance, eq(attendance.registrationId, registrations.id))
      .innerJoin(users, eq(users.id, registrations.runnerId))
      // A run with pace groups lists its runners group by group (docs/decisions/052).
      .leftJoin(runGroups, eq(runGroups.id, registrations.groupId))
      .where(
        and(
          eq(registrations.eventId, eventId),
          eq(registrations.status, 'confirmed'),
          registrationId === undefined ? undefined : eq(registrations.id, registrationId),
        ),
      )
      .orderBy(
        sql`${runGroups.position} nulls first`,
        sql`lower(${registrations.name})`,
        asc(registrations.id),
      )
  );
}

export function findWalkIns(db: Database, eventId: number) {
  return db
    .select({
      id: attendance.id,
      name: sql<string>`${attendance.walkInName}`,
      email: attendance.walkInEmail,
      markedAt: attendance.markedAt,
      walkUp: attendance.walkUp,
      backAt: attendance.backAt,
      answers: attendance.answers,
      emergencyContactName: attendance.emergencyContactName,
      emergencyContactPhone: attendance.emergencyContactPhone,
      group: runGroups.name,
    })
    .from(attendance)
    .leftJoin(runGroups, eq(runGroups.id, attendance.groupId))
    .where(and(eq(attendance.eventId, eventId), sql`${attendance.registrationId} is null`))
    .orderBy(asc(attendance.markedAt), asc(attendance.id));
}

/**
 * The check-in screen's count: confirmed runners present of all confirmed, the walk-ins apart, and everyone
 * present not back yet (docs/decisions/055).
 */
export async function countAttendance(db: Database, eventId: number) {
  const [row] = await selectRows<{ checked_in: number; confirmed: number; walk_ins: number; out: number }>(
    db,
    sql`
    select
      (select count(*)::int from ${registrations} join ${attendance} on ${attendance.registrationId} = ${registrations.id}
        where ${registrations.eventId} = ${eventId} and ${registrations.status} = 'confirmed' and ${attendance.present}) as checked_in,
      (select count(*)::int from ${registrations}
        where ${registrations.eventId} = ${eventId} and ${registrations.status} = 'confirmed') as confirmed,
      ${guestsAt(eventId)} as walk_ins,
      (select count(*)::int from ${attendance} left join ${registrations} on ${registrations.id} = ${attendance.registrationId}
        where ${attendance.eventId} = ${eventId} and ${attendance.present} and ${attendance.backAt} is null
          and (${attendance.registrationId} is null or ${registrations.status} = 'confirmed')) as out`,
  );
  return {
    checkedIn: row?.checked_in ?? 0,
    confirmed: row?.confirmed ?? 0,
    walkIns: row?.walk_ins ?? 0,
    out: row?.out ?? 0,
  };
}

export async function findRegistrationById(db: Database, eventId: number, registrationId: number) {
  const [row] = await db
    .select({
      id: registrations.id,
      runnerId: registrations.runnerId,
      name: registrations.name,
      status: registrations.status,
    })
    .from(registrations)
    .where(and(eq(registrations.id, registrationId), eq(registrations.eventId, eventId)));
  return row;
}

export interface AttendanceMark {
  eventId: number;
  registrationId: number;
  runnerId: string;
  present: boolean;
  method: 'host' | 'qr';
  now: Date;
}

/**
 * The host's tap: one row per registration (unique), replaced on every tap. A runner's own scan only ever
 * marks them present; when they already are, the first mark (its time and how) is kept. A scan never
 * overrides the host's "absent" (decision 035: the host's mark stands): then nothing is written
 * and the answer is undefined.
 */
export async function upsertAttendance(db: Database, mark: AttendanceMark) {
  const keepWhenPresent = mark.method === 'qr';
  const [row] = await db
    .insert(attendance)
    .values({
      eventId: mark.eventId,
      registrationId: mark.registrationId,
      runnerId: mark.runnerId,
      present: mark.present,
      method: mark.method,
      markedAt: mark.now,
    })
    .onConflictDoUpdate({
      target: attendance.registrationId,
      set: keepWhenPresent
        ? {
            present: true,
            method: sql`case when ${attendance.present} then ${attendance.method} else excluded.method end`,
            markedAt: sql`case when ${attendance.present} then ${attendance.markedAt} else excluded.marked_at end`,
          }
        : // Marked absent is not out on the run any more (docs/decisions/055).
          {
            present: mark.present,
            method: mark.method,
            markedAt: mark.now,
            ...(mark.present ? {} : { backAt: null }),
          },
      ...(keepWhenPresent
        ? { setWhere: sql`not (${attendance.method} = 'host' and not ${attendance.present})` }
        : {}),
    })
    .returning({
      present: attendance.present,
      method: attendance.method,
      markedAt: attendance.markedAt,
      backAt: attendance.backAt,
    });
  return row;
}

export async function insertWalkIn(
  db: Database,
  walkIn: {
    eventId: number;
    name: string;
    email: string | null;
    answers: StoredAnswers;
    emergencyContact: EmergencyContact | null;
    groupId: number | null;
    now: Date;
  },
) {
  const [row] = await db
    .insert(attendance)
    .values({
      eventId: walkIn.eventId,
      walkInName: walkIn.name,
      walkInEmail: walkIn.email,
      present: true,
      method: 'host',
      markedAt: walkIn.now,
      answers: walkIn.answers,
      emergencyContactName: walkIn.emergencyContact?.name ?? null,
      emergencyContactPhone: walkIn.emergencyContact?.phone ?? null,
      groupId: walkIn.groupId,
    })
    .returning({ id: attendance.id, markedAt: attendance.markedAt });
  if (!row) throw new Error('insertWalkIn: nothing inserted');
  return row;
}

/** The runs a runner was checked in to: how many, and their calendar dates in the zone `tz`. */
export async function findAttendedRunDates(db: Database, runnerId: string, tz: string) {
  const [row] = await selectRows<{ runs: number; dates: string[] | null }>(
    db,
    sql`
    select count(distinct e.id)::int as runs,
      json_agg(distinct to_char(timezone(${tz}, e.starts_at), 'YYYY-MM-DD')) as dates
    from ${attendance} a join events e on e.id = a.event_id
    where a.runner_id = ${runnerId} and a.present`,
  );
  return { runs: row?.runs ?? 0, dates: row?.dates ?? [] };
}

export interface AttendanceMetricCounts {
  /** Runs that have started and have at least one check-in (a present runner or walk-in). */
  runsWithCheckIn: number;
  /** Runs that have started without any check-in: left out of every figure. */
  runsWithoutCheckIn: number;
  /** Over runs with check-ins: confirmed registrations, and those marked present. */
  confirmed: number;
  checkedIn: number;
  /** Registered runners present at 2 or more of the host's runs. */
  repeatAttendees: number;
  /** Runners whose first attended run started at least 30 days ago, and those of them who came back within 30 days. */
  firstTimers: number;
  cameBack: number;
  /** Runs with check-ins that started in the last 12 weeks, oldest first. */
  recentRuns: {
    runId: number;
    title: string;
    startsAt: Date;
    timezone: string;
    confirmed: number;
    checkedIn: number;
    walkIns: number;
  }[];
}

/** The window of the attendance chart. */
export const ATTENDANCE_CHART_DAYS = 84;

/** Every attendance figure of the dashboard in one statement (definitions: docs/decisions/035). */
export async function countAttendanceMetrics(
  db: Database,
  hostId: string,
  now: Date,
): Promise<AttendanceMetricCounts> {
  const at = now.toISOString();
  const [row] = await preparedRows<{
    runs_with: number;
    runs_without: number;
    confirmed: number;
    checked_in: number;
    repeat_attendees: number;
    first_timers: number;
    came_back: number;
    recent: [number, string, number, string, number, number, number][] | null;
  }>(
    db,
    'attendance_metrics',
    sql`
    with host_runs as (
      select id, title, starts_at, timezone from events
      where host_id = ${hostId} and starts_at <= ${at}::timestamptz
    ),
    checked as (
      select h.* from host_runs h
      where exists (select 1 from attendance a where a.event_id = h.id and a.present)
    ),
    per_run as (
      select c.id, c.title, c.starts_at, c.timezone,
        (select count(*) from registrations g
          where g.event_id = c.id and g.status = 'confirmed')::int as confirmed,
        (select count(*) from registrations g join attendance a on a.registration_id = g.id
          where g.event_id = c.id and g.status = 'confirmed' and a.present)::int as checked_in,
        (select count(*) from attendance a
          where a.event_id = c.id and a.registration_id is null and a.present)::int as walk_ins
      from checked c
    ),
    attended as (
      select distinct a.runner_id, c.id as event_id, c.starts_at
      from attendance a join checked c on c.id = a.event_id
      where a.present and a.runner_id is not null
    ),
    per_runner as (
      select runner_id, count(*) as runs, min(starts_at) as first_at from attended group by runner_id
    ),
    first_timers as (
      select p.runner_id, exists (
        select 1 from attended x
        where x.runner_id = p.runner_id and x.starts_at > p.first_at
          and x.starts_at <= p.first_at + interval '30 days'
      ) as came_back
      from per_runner p
      where p.first_at <= ${at}::timestamptz - interval '30 days'
    )
    select
      (select count(*)::int from checked) as runs_with,
      (select count(*)::int from host_runs) - (select count(*)::int from checked) as runs_without,
      (select coalesce(sum(confirmed), 0)::int from per_run) as confirmed,
      (select coalesce(sum(checked_in), 0)::int from per_run) as checked_in,
      (select count(*)::int from per_runner where runs >= 2) as repeat_attendees,
      (select count(*)::int from first_timers) as first_timers,
      (select count(*)::int from first_timers where came_back) as came_back,
      (select json_agg(json_build_array(
          id, title, (extract(epoch from starts_at) * 1000)::bigint, timezone, confirmed, checked_in, walk_ins
        ) order by starts_at, id)
        from per_run where starts_at > ${at}::timestamptz - ${sql.raw(`interval '${ATTENDANCE_CHART_DAYS} days'`)}
      ) as recent`,
  );
  return {
    runsWithCheckIn: row?.runs_with ?? 0,
    runsWithoutCheckIn: row?.runs_without ?? 0,
    confirmed: row?.confirmed ?? 0,
    checkedIn: row?.checked_in ?? 0,
    repeatAttendees: row?.repeat_attendees ?? 0,
    firstTimers: row?.first_timers ?? 0,
    cameBack: row?.came_back ?? 0,
    recentRuns: (row?.recent ?? []).map(
      ([runId, title, startsMs, timezone, confirmed, checkedIn, walkIns]) => ({
        runId,
        title,
        startsAt: new Date(Number(startsMs)),
        timezone,
        confirmed,
        checkedIn,
        walkIns,
      }),
    ),
  };
}
