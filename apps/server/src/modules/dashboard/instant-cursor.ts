// Keyset paging on (instant, id) newest or latest first: a cursor is the last row's pair, opaque to clients.
import { AppError } from '@runtogether/shared/errors/app-error';

export interface InstantCursor {
  at: Date;
  id: number;
}

export const encodeInstantCursor = (cursor: InstantCursor) =>
  Buffer.from(`${cursor.at.toISOString()}|${cursor.id}`, 'utf8').toString('base64url');

/** The position, or a 400 when the text was not made by encodeInstantCursor. */
export function decodeInstantCursor(value: string): InstantCursor {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|(\d{1,10})$/.exec(
    Buffer.from(value, 'base64url').toString('utf8'),
  );
  const at = match?.[1] ? new Date(match[1]) : null;
  if (!at || !match?.[2] || Number.isNaN(at.getTime())) {
    throw new AppError('VALIDATION_FAILED', 'Invalid query: cursor', 400, {
      cursor: 'This cursor is not valid',
    });
  }
  return { at, id: Number(match[2]) };
}
