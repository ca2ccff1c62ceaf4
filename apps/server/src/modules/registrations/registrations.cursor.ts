// Keyset paging of a runner's registrations: a cursor is the (starts_at, run id) of the last item of a page and
// the tab it belongs to, opaque to clients.

export interface RegistrationCursor {
  scope: 'upcoming' | 'past';
  startsAt: Date;
  eventId: number;
}

export function encodeRegistrationCursor(cursor: RegistrationCursor): string {
  const parts = [cursor.scope, cursor.startsAt.toISOString(), String(cursor.eventId)];
  return Buffer.from(parts.join('|'), 'utf8').toString('base64url');
}

const pattern = /^(upcoming|past)\|(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|(\d{1,10})$/;
const MAX_ID = 2147483647;

/** The cursor's position, or null when it was not made by encodeRegistrationCursor. */
export function decodeRegistrationCursor(value: string): RegistrationCursor | null {
  const match = pattern.exec(Buffer.from(value, 'base64url').toString('utf8'));
  if (!match?.[1] || !match[2] || !match[3]) return null;
  const startsAt = new Date(match[2]);
  const eventId = Number(match[3]);
  if (Number.isNaN(startsAt.getTime()) || eventId > MAX_ID) return null;
  return { scope: match[1] === 'past' ? 'past' : 'upcoming', startsAt, eventId };
}
