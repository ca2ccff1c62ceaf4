// The public side of a business: its profile and its past runs (upcoming ones come from GET /api/events?hostId).
import { businessMessages } from '@runtogether/shared/business/dashboard.schemas';
import { AppError } from '@runtogether/shared/errors/app-error';
import type { RunList } from '@runtogether/shared/runs/run.schemas';
import type { PublicUser } from '@runtogether/shared/users/user.schemas';
import type { Database } from '../../db/client';
import { isUuid } from '../../lib/ids';
import { toPublicUser } from '../auth/client-user';
import { listHostPastRuns } from '../runs/runs.service';
import { findActiveUserById } from '../users/users.repository';

const notFound = () => new AppError('NOT_FOUND', businessMessages.notFound, 404);

export async function getBusiness(db: Database, id: string): Promise<PublicUser> {
  const user = isUuid(id) ? await findActiveUserById(db, id) : undefined;
  // A suspended host's profile is gone with its runs until an admin unsuspends it (docs/decisions/049).
  if (user?.role !== 'business' || user.suspendedAt) throw notFound();
  return toPublicUser(user);
}

export async function listPastRuns(
  db: Database,
  businessId: string,
  query: { limit: number; cursor?: string },
  now = new Date(),
): Promise<RunList> {
  await getBusiness(db, businessId);
  return listHostPastRuns(db, businessId, query, now);
}
