// Reports (docs/decisions/049): a signed-in person flags a run, a host, a post or a person for the admins.
import { AppError } from '@runtogether/shared/errors/app-error';
import { REPORTS_PER_DAY, trustMessages, type ReportInput } from '@runtogether/shared/trust/trust.schemas';
import type { Database } from '../../db/client';
import { isUuid, MAX_INTEGER_ID } from '../../lib/ids';
import { requireUser } from '../auth/permissions';
import type { SessionUser } from '../auth/session-user';
import {
  countReportsSince,
  findLiveAccountRole,
  findRunOrPostOwner,
  hasOpenReport,
  insertReport,
  lockReporter,
} from './reports.repository';

const DAY_MS = 24 * 60 * 60_000;

export async function fileReport(
  db: Database,
  actor: SessionUser | null,
  input: ReportInput,
  now = new Date(),
): Promise<{ id: number }> {
  const reporter = requireUser(actor);
  const id = await db.transaction(async (tx) => {
    // Counted in the database, so the limit holds across instances; a day is a rolling 24 hours. The reporter's
    // row is locked first, or reports sent at once would all count the same few and all be filed.
    await lockReporter(tx, reporter.id);
    if ((await countReportsSince(tx, reporter.id, new Date(now.getTime() - DAY_MS))) >= REPORTS_PER_DAY) {
      throw new AppError('RATE_LIMITED', trustMessages.tooManyReports, 429);
    }
    const owner = await targetOwner(tx, input.targetType, input.targetId);
    if (owner === undefined) throw new AppError('NOT_FOUND', trustMessages.targetNotFound, 404);
    // The admins' queue is for what others do; a host removes its own run or post itself.
    if (owner === reporter.id) throw new AppError('OWN_TARGET', trustMessages.ownTarget, 400);
    // One open report per person and thing: a second would only lengthen the admins' queue (docs/decisions/049).
    const target = { type: input.targetType, id: input.targetId };
    if (await hasOpenReport(tx, reporter.id, target)) {
      throw new AppError('ALREADY_REPORTED', trustMessages.alreadyReported, 409);
    }
    return insertReport(tx, {
      reporterId: reporter.id,
      targetType: input.targetType,
      targetId: input.targetId,
      reason: input.reason,
      details: input.details || null,
      createdAt: now,
    });
  });
  return { id };
}

/** The account a reported thing belongs to (an account, itself); undefined when the target does not exist. */
async function targetOwner(
  db: Database,
  type: ReportInput['targetType'],
  id: string,
): Promise<string | undefined> {
  if (type === 'run' || type === 'post') {
    const n = /^\d{1,10}$/.test(id) ? Number(id) : 0;
    return n >= 1 && n <= MAX_INTEGER_ID ? await findRunOrPostOwner(db, type, n) : undefined;
  }
  if (!isUuid(id)) return undefined;
  const role = await findLiveAccountRole(db, id);
  return role !== undefined && (type === 'user' || role === 'business') ? id : undefined;
}
