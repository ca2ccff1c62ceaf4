// Every registration (confirmed or waitlisted) for the runs of one host.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { events, registrations, runGroups } from '../../db/schema';

export interface ParticipantsCursor {
  registeredAt: Date;
  id: number;
}

export function findHostParticipants(
  db: Database,
  hostId: string,
  options: { limit?: number; before?: ParticipantsCursor },
) {
  const conditions: (SQL | undefined)[] = [eq(events.hostId, hostId)];
  if (options.before) {
    conditions.push(
      sql`(${registrations.createdAt}, ${registrations.id}) < (${options.before.registeredAt.toISOString()}::timestamptz, ${options.before.id})`,
    );
  }
  const query = db
    .select({
      id: registrations.id,
      runId: events.id,
      runTitle: events.title,
      runStartsAt: events.startsAt,
      runTimezone: events.timezone,
      name: registrations.name,
      email: registrations.email,
      pace: registrations.pace,
      registeredAt: registrations.createdAt,
      status: registrations.status,
      group: runGroups.name,
    })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .leftJoin(runGroups, eq(runGroups.id, registrations.groupId))
    .where(and(...conditions))
    .orderBy(desc(registrations.createdAt), desc(registrations.id));
  return options.limit === undefined ? query : query.limit(options.limit);
}

export type HostParticipantRow = Awaited<ReturnType<typeof findHostParticipants>>[number];
