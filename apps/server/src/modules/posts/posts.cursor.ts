// Keyset paging of a business's posts: a cursor is the (created_at, id) of the last post of a page, opaque to
// clients. created_at travels to the microsecond, as PostgreSQL stores it, so no post is skipped or repeated.
import type { PostCursorPosition } from './posts.repository';

export function encodePostCursor(position: PostCursorPosition): string {
  return Buffer.from(`${position.createdAtExact}|${position.id}`, 'utf8').toString('base64url');
}

const pattern = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|(\d{1,10})$/;

/** Post ids are PostgreSQL integers; a larger number cannot name a post. */
export const MAX_POST_ID = 2147483647;

/** The cursor's position, or null when it was not made by encodePostCursor. */
export function decodePostCursor(value: string): PostCursorPosition | null {
  const match = pattern.exec(Buffer.from(value, 'base64url').toString('utf8'));
  if (!match?.[1] || !match[2]) return null;
  const id = Number(match[2]);
  if (Number.isNaN(Date.parse(match[1])) || id > MAX_POST_ID) return null;
  return { createdAtExact: match[1], id };
}
