// A runner's registrations with their runs: the two tabs of /my-runs (docs/product.md §3).
import type {
  MyRegistrationsQuery,
  MyRegistrationsResponse,
} from '@runtogether/shared/registrations/registration.schemas';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { cursorPart, invalidCursor, keysetCursor } from '../../lib/keyset-cursor';
import type { SessionUser } from '../auth/session-user';
import { requireRole } from '../auth/permissions';
import { toRun } from '../runs/runs.service';
import { findRunnerRegistrations } from './registrations.repository';
import { asRunner, toMyRegistration } from './registrations.service';

/** Keyset position in /my-runs: the (starts_at, run id) of the last item of a page, and the tab it belongs to. */
const registrationCursor = keysetCursor(
  z.tuple([z.enum(['upcoming', 'past']), cursorPart.instant, cursorPart.id]),
);

/**
 * The runner's registrations with their runs, one /my-runs tab at a time, paged by cursor: a runner's
 * history grows without bound, so no answer returns all of it.
 */
export async function listMyRegistrations(
  db: Database,
  actor: SessionUser | null,
  query: MyRegistrationsQuery,
  now = new Date(),
): Promise<MyRegistrationsResponse> {
  const runner = requireRole(actor, asRunner);
  const cursor = query.cursor === undefined ? undefined : registrationCursor.decode(query.cursor);
  if (cursor && cursor[0] !== query.scope) throw invalidCursor();
  // One row more than asked tells whether another page follows, without a count query.
  const rows = await findRunnerRegistrations(db, {
    runnerId: runner.id,
    scope: query.scope,
    now,
    after: cursor && { startsAt: cursor[1], eventId: cursor[2] },
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      registration: toMyRegistration(row.registration, row.waitlistPosition, row.run.questions),
      run: toRun(row.run),
    })),
    nextCursor:
      rows.length > query.limit && last
        ? registrationCursor.encode([query.scope, last.run.startsAt.toISOString(), last.run.id])
        : null,
  };
}
