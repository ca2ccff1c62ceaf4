// The public side of a business: its profile and its past runs (upcoming ones come from GET /api/events?hostId).
import { businessMessages } from '@runtogether/shared/business/dashboard.schemas';
import { AppError } from '@runtogether/shared/errors/app-error';
import type { RunList } from '@runtogether/shared/runs/run.schemas';
import type { PublicUser } from '@runtogether/shared/users/user.schemas';
import type { Database } from '../../db/client';
import { isUuid } from '../../db/ids';
import { toClientUser } from '../auth/client-user';
import { findHostRuns } from '../events/events.repository';
import { toRun } from '../events/events.service';
import { findActiveUserById } from '../users/users.repository';

const notFound = () => new AppError('NOT_FOUND', businessMessages.notFound, 404);

export async function getBusiness(db: Database, id: string): Promise<PublicUser> {
  const user = isUuid(id) ? await findActiveUserById(db, id) : undefined;
  if (user?.role !== 'business') throw notFound();
  const { email: _email, ...visible } = toClientUser(user);
  return visible;
}

const encode = (run: { startsAt: Date; id: number }) =>
  Buffer.from(`${run.startsAt.toISOString()}|${run.id}`, 'utf8').toString('base64url');

function decode(cursor: string): { startsAt: Date; id: number } | null {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|(\d{1,10})$/.exec(
    Buffer.from(cursor, 'base64url').toString('utf8'),
  );
  if (!match?.[1] || !match[2]) return null;
  const startsAt = new Date(match[1]);
  return Number.isNaN(startsAt.getTime()) ? null : { startsAt, id: Number(match[2]) };
}

export async function listPastRuns(
  db: Database,
  businessId: string,
  query: { limit: number; cursor?: string },
  now = new Date(),
): Promise<RunList> {
  await getBusiness(db, businessId);
  const before = query.cursor === undefined ? undefined : decode(query.cursor);
  if (before === null) {
    throw new AppError('VALIDATION_FAILED', 'Invalid query: cursor', 400, {
      cursor: 'This cursor is not valid',
    });
  }
  const rows = await findHostRuns(db, businessId, { when: 'past', now, limit: query.limit + 1, before });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return { items: page.map(toRun), nextCursor: rows.length > query.limit && last ? encode(last) : null };
}
