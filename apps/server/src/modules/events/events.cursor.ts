// Keyset paging: a cursor is the (starts_at, id) of the last run on a page, opaque to clients.

export interface RunCursor {
  startsAt: Date;
  id: number;
}

export function encodeRunCursor(cursor: RunCursor): string {
  return Buffer.from(`${cursor.startsAt.toISOString()}|${cursor.id}`, 'utf8').toString('base64url');
}

/** The cursor's position, or null when it was not made by encodeRunCursor. */
export function decodeRunCursor(value: string): RunCursor | null {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|(\d{1,10})$/.exec(
    Buffer.from(value, 'base64url').toString('utf8'),
  );
  if (!match?.[1] || !match[2]) return null;
  const startsAt = new Date(match[1]);
  const id = Number(match[2]);
  if (Number.isNaN(startsAt.getTime()) || id > MAX_RUN_ID) return null;
  return { startsAt, id };
}

/** Run ids are PostgreSQL integers; a larger number cannot name a run. */
export const MAX_RUN_ID = 2147483647;
