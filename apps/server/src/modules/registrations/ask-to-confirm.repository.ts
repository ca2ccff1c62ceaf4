// SQL of "Ask to confirm" (decision 053): who is asked "Still coming?", the asks, and the unanswered ones.
import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { events, registrations, stillComingAsks, users } from '../../db/schema';

/** How many of the runner's last runs with check-in are looked at, and how many missed ones make them asked. */
export const HISTORY_RUNS = 5;
export const MISSES_TO_ASK = 2;

/**
 * How many of the runner's last HISTORY_RUNS runs with check-in (a confirmed registration for a run before
 * `now` whose host checked anyone in) the runner did not check in to.
 */
const missedOfLastRuns = (now: Date) => sql<number>`(
  select count(*) from (
    select exists (select 1 from attendance a where a.registration_id = p.id and a.present) as came
    from registrations p join events pe on pe.id = p.event_id
    where p.runner_id = ${registrations.runnerId} and p.status = 'confirmed'
      and pe.starts_at <= ${now.toISOString()}::timestamptz
      and exists (select 1 from attendance x where x.event_id = pe.id)
    order by pe.starts_at desc
    limit ${HISTORY_RUNS}
  ) last_runs where not came
)`;

/**
 * Confirmed runners of "Ask to confirm" runs starting between `from` and `to`, not asked yet, who missed at
 * least MISSES_TO_ASK of their last HISTORY_RUNS runs with check-in.
 */
export function findRunnersToAsk(db: Database, window: { now: Date; from: Date; to: Date; limit: number }) {
  return db
    .select({
      registrationId: registrations.id,
      eventId: registrations.eventId,
      name: registrations.name,
      email: users.email,
      language: users.language,
    })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .innerJoin(users, eq(users.id, registrations.runnerId))
    .where(
      and(
        eq(events.askToConfirm, true),
        isNull(events.hiddenAt),
        eq(registrations.status, 'confirmed'),
        gt(events.startsAt, window.from),
        lte(events.startsAt, window.to),
        sql`not exists (select 1 from ${stillComingAsks} where ${stillComingAsks.registrationId} = ${registrations.id})`,
        sql`${missedOfLastRuns(window.now)} >= ${MISSES_TO_ASK}`,
      ),
    )
    .orderBy(asc(events.startsAt), asc(registrations.id))
    .limit(window.limit);
}

/** Records the ask; false when another instance (or an earlier run of the job) already asked. */
export async function insertAsk(
  db: Database,
  values: { registrationId: number; eventId: number; now: Date },
) {
  const inserted = await db
    .insert(stillComingAsks)
    .values({ registrationId: values.registrationId, eventId: values.eventId, askedAt: values.now })
    .onConflictDoNothing()
    .returning({ id: stillComingAsks.registrationId });
  return inserted.length > 0;
}

export async function answerAsk(db: Database, registrationId: number, answer: 'yes' | 'no', now: Date) {
  const [row] = await db
    .update(stillComingAsks)
    .set({ answer, answeredAt: now })
    .where(eq(stillComingAsks.registrationId, registrationId))
    .returning();
  return row;
}

/** Unanswered asks of runs that start after `now` and by `deadline`: their spots go to the waitlist. */
export function findUnansweredAsks(db: Database, now: Date, deadline: Date) {
  return db
    .select({ eventId: registrations.eventId, runnerId: registrations.runnerId })
    .from(stillComingAsks)
    .innerJoin(registrations, eq(registrations.id, stillComingAsks.registrationId))
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(
      and(
        isNull(stillComingAsks.answer),
        eq(registrations.status, 'confirmed'),
        gt(events.startsAt, now),
        lte(events.startsAt, deadline),
      ),
    )
    .orderBy(asc(events.startsAt), asc(registrations.id));
}
