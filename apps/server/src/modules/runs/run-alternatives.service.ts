// GET /api/events/:id/alternatives: a full run suggests up to three runs like it, shown under "Join the
// waitlist" on its page (docs/decisions/052). A run with room suggests none.
import type { RunAlternatives } from '@runtogether/shared/runs/run-alternatives.schemas';
import type { Database } from '../../db/client';
import { findAlternativeRuns } from './run-alternatives.repository';
import { findRunById } from './runs.repository';
import { getRunAs, toRun } from './runs.service';

export async function listAlternatives(
  db: Database,
  id: number,
  viewer: { id: string } | null,
  now = new Date(),
): Promise<RunAlternatives> {
  const run = await getRunAs(db, id, viewer); // 404 for a run that does not exist or is hidden
  const full = run.maxParticipants !== null && run.currentParticipants >= run.maxParticipants;
  const row = full ? await findRunById(db, run.id) : undefined;
  if (!row) return { items: [] };
  return { items: (await findAlternativeRuns(db, row, now)).map(toRun) };
}
