// /business/all-participants: the signed-in host's participants across all their runs, as pages or one CSV file.
import { dateKeyInZone, timeInZone } from '@runtogether/shared/dates/date.rules';
import type { HostParticipant, HostParticipants } from '@runtogether/shared/business/participants.schemas';
import type { Database } from '../../db/client';
import type { Locale } from '../../lib/i18n';
import { instantCursor } from '../../lib/keyset-cursor';
import type { SessionUser } from '../auth/session-user';
import { requireActingFor } from '../auth/permissions';
import { asBusiness } from './dashboard.service';
import { participantsCsvFile } from '../registrations/participants-csv';
import { findHostParticipants, type HostParticipantRow } from './participants.repository';

function toParticipant(row: HostParticipantRow): HostParticipant {
  return {
    id: row.id,
    runId: row.runId,
    runTitle: row.runTitle,
    runDate: dateKeyInZone(row.runStartsAt, row.runTimezone),
    runTime: timeInZone(row.runStartsAt, row.runTimezone),
    name: row.name,
    email: row.email,
    pace: row.pace,
    registeredAt: row.registeredAt.toISOString(),
    status: row.status,
  };
}

export async function listHostParticipants(
  db: Database,
  actor: SessionUser | null,
  query: { limit: number; cursor?: string; businessId?: string },
): Promise<HostParticipants> {
  // A manager names the business (docs/decisions/054); a leader sees no addresses, so not this list.
  const { businessId } = await requireActingFor(db, actor, query.businessId, 'participantEmails', asBusiness);
  const host = { id: businessId };
  const cursor = query.cursor === undefined ? undefined : instantCursor.decode(query.cursor);
  const before = cursor && { registeredAt: cursor[0], id: cursor[1] };
  const rows = await findHostParticipants(db, host.id, { limit: query.limit + 1, before });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toParticipant),
    nextCursor:
      rows.length > query.limit && last
        ? instantCursor.encode([last.registeredAt.toISOString(), last.id])
        : null,
  };
}

/**
 * The whole list as one CSV file, with the same columns, local date-times and translated status as a run's
 * export (participants-csv.ts), the Group column included.
 */
export async function hostParticipantsCsv(
  db: Database,
  actor: SessionUser | null,
  now = new Date(),
  locale: Locale = 'en',
  forBusiness?: string,
) {
  const { businessId } = await requireActingFor(db, actor, forBusiness, 'participantEmails', asBusiness);
  const host = { id: businessId };
  const rows = await findHostParticipants(db, host.id, {});
  // A Group column as a run's file has (docs/decisions/052), once some runner in the list is in a pace group.
  const withGroup = rows.some((row) => row.group !== null);
  const csv = participantsCsvFile(
    rows.map((row) => ({
      runTitle: row.runTitle,
      runStartsAt: row.runStartsAt,
      runTimezone: row.runTimezone,
      name: row.name,
      email: row.email,
      pace: row.pace,
      registeredAt: row.registeredAt,
      status: row.status,
      group: row.group,
    })),
    locale,
    { withGroup },
  );
  // The day of the export on the host's clock: hosts have no zone of their own, so their runs' zone (the newest
  // registration's run), and UTC for a host nobody has registered with yet.
  const day = dateKeyInZone(now, rows[0]?.runTimezone ?? 'UTC');
  return { csv, fileName: `all-participants-${day}.csv` };
}
