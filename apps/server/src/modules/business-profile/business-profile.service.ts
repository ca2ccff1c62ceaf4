// The public side of a business: its profile and its past runs (upcoming ones come from GET /api/events?hostId).
import { businessMessages } from '@runtogether/shared/business/dashboard.schemas';
import { AppError } from '@runtogether/shared/errors/app-error';
import type { RunList } from '@runtogether/shared/runs/run.schemas';
import type { PublicUser } from '@runtogether/shared/users/user.schemas';
import type { Database } from '../../db/client';
import { isUuid } from '../../lib/ids';
import { toClientUser } from '../auth/client-user';
import { findHostRuns } from '../runs/runs.repository';
import { toRun } from '../runs/runs.service';
import { findActiveUserById } from '../users/users.repository';
import { instantCursor } from '../../lib/keyset-cursor';

const notFound = () => new AppError('NOT_FOUND', businessMessages.notFound, 404);

export async function getBusiness(db: Database, id: string): Promise<PublicUser> {
  const user = isUuid(id) ? await findActiveUserById(db, id) : undefined;
  if (user?.role !== 'business') throw notFound();
  const { email: _email, ...visible } = toClientUser(user);
  return visible;
}

export async function listPastRuns(
  db: Database,
  businessId: string,
  query: { limit: number; cursor?: string },
  now = new Date(),
): Promise<RunList> {
  await getBusiness(db, businessId);
  const cursor = query.cursor === undefined ? undefined : instantCursor.decode(query.cursor);
  const before = cursor && { startsAt: cursor.at, id: cursor.id };
  const rows = await findHostRuns(db, businessId, { when: 'past', now, limit: query.limit + 1, before });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toRun),
    nextCursor:
      rows.length > query.limit && last ? instantCursor.encode({ at: last.startsAt, id: last.id }) : null,
  };
}
