// Keyset paging: a cursor is the sort key of the last run on a page, opaque to clients.

export interface RunCursor {
  /** The run's local date, 'YYYY-MM-DD'. */
  localDate: string;
  /** Distance from the viewer in km, present only for lists sorted by distance. */
  km?: number;
  startsAt: Date;
  id: number;
}

export function encodeRunCursor(cursor: RunCursor): string {
  const parts = [cursor.localDate, cursor.startsAt.toISOString(), String(cursor.id)];
  if (cursor.km !== undefined) parts.push(String(cursor.km));
  return Buffer.from(parts.join('|'), 'utf8').toString('base64url');
}

const pattern =
  /^(\d{4}-\d{2}-\d{2})\|(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|(\d{1,10})(?:\|([0-9.e+-]{1,30}))?$/;

/** The cursor's position, or null when it was not made by encodeRunCursor. */
export function decodeRunCursor(value: string): RunCursor | null {
  const match = pattern.exec(Buffer.from(value, 'base64url').toString('utf8'));
  if (!match?.[1] || !match[2] || !match[3]) return null;
  const localDate = match[1];
  const startsAt = new Date(match[2]);
  const id = Number(match[3]);
  const km = match[4] === undefined ? undefined : Number(match[4]);
  if (Number.isNaN(Date.parse(`${localDate}T00:00:00Z`)) || Number.isNaN(startsAt.getTime())) return null;
  if (id > MAX_RUN_ID || (km !== undefined && !Number.isFinite(km))) return null;
  return km === undefined ? { localDate, startsAt, id } : { localDate, km, startsAt, id };
}

/** Run ids are PostgreSQL integers; a larger number cannot name a run. */
export const MAX_RUN_ID = 2147483647;
