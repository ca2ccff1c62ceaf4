import { sql, type Placeholder, type SQLWrapper } from 'drizzle-orm';
import { attendance } from './schema';

/**
 * The guests at a run's check-in: walk-ups and the host's walk-ins, attendance without a registration. They take
 * places as confirmed runners do (docs/decisions/055); every count of a run's places adds this one.
 */
export const guestsAt = (eventId: SQLWrapper | Placeholder | number) =>
  sql<number>`(select count(*)::integer from ${attendance}
    where ${attendance.eventId} = ${eventId} and ${attendance.registrationId} is null)`;
