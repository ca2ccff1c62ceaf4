// Reports (docs/decisions/049): a signed-in person flags a run, a host, a post or a person for the admins.
import { AppError } from '@runtogether/shared/errors/app-error';
import { REPORTS_PER_DAY, trustMessages, type ReportInput } from '@runtogether/shared/trust/trust.schemas';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { businessPosts, events, reports, users } from '../../db/schema';
import { isUuid, MAX_INTEGER_ID } from '../../lib/ids';
import { requireUser } from '../auth/permissions';
import type { SessionUser } from '../auth/session-user';

const DAY_MS = 24 * 60 * 60_000;

export async function fileReport(
  db: Database,
  actor: SessionUser | null,
  input: ReportInput,
  now = new Date(),
): Promise<{ id: number }> {
  const reporter = requireUser(actor);
  // Counted in the database, so the limit holds across instances; a day is a rolling 24 hours.
  const [filed] = await db
    .select({ n: count() })
    .from(reports)
    .where(and(eq(reports.reporterId, reporter.id), gt(reports.createdAt, new Date(now.getTime() - DAY_MS))));
  if ((filed?.n ?? 0) >= REPORTS_PER_DAY) {
    throw new AppError('RATE_LIMITED', trustMessages.tooManyReports, 429);
  }
  if (!(await targetExists(db, input.targetType, input.targetId))) {
    throw new AppError('NOT_FOUND', trustMessages.targetNotFound, 404);
  }
  const [row] = await db
    .insert(reports)
    .values({
      reporterId: reporter.id,
      targetType: input.targetType,
      targetId: input.targetId,
      reason: input.reason,
      details: input.details || null,
      createdAt: now,
    })
    .returning({ id: reports.id });
  return { id: row!.id };
}

async function targetExists(db: Database, type: ReportInput['targetType'], id: string): Promise<boolean> {
  if (type === 'run' || type === 'post') {
    const n = /^\d{1,10}$/.test(id) ? Number(id) : 0;
    if (n < 1 || n > MAX_INTEGER_ID) return false;
    const table = type === 'run' ? events : businessPosts;
    const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, n));
    return row !== undefined;
  }
  if (!isUuid(id)) return false;
  const [row] = await db
    .select({ role: users.role })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row !== undefined && (type === 'user' || row.role === 'business');
}
