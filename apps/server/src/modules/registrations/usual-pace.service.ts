// A runner's usual pace (docs/decisions/056): the profile keeps none, so it is read from their history, the
// median pace of the runs (or pace groups) of their last 5 confirmed registrations. The register dialog starts on
// the pace group nearest it.
import type { UsualPace } from '@runtogether/shared/registrations/registration.schemas';
import type { Database } from '../../db/client';
import type { SessionUser } from '../auth/session-user';
import { requireRole } from '../auth/permissions';
import { asRunner } from './registrations.service';
import { findLatestPaces } from './usual-pace.repository';

export const USUAL_PACE_REGISTRATIONS = 5;

/** The median of the paces (seconds per km) in min/km to the hundredth; null for none. */
export function medianPace(secondsPerKm: number[]): number | null {
  if (secondsPerKm.length === 0) return null;
  const sorted = [...secondsPerKm].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const seconds =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return Math.round((seconds / 60) * 100) / 100;
}

/** GET /api/registrations/me/usual-pace */
export async function getUsualPace(db: Database, actor: SessionUser | null): Promise<UsualPace> {
  const runner = requireRole(actor, asRunner);
  return { usualPace: medianPace(await findLatestPaces(db, runner.id, USUAL_PACE_REGISTRATIONS)) };
}
