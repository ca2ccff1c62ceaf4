import type { RunList } from '@runtogether/shared/runs/run.schemas';
import type { SeriesScope } from '@runtogether/shared/series/series.schemas';
import { api } from '@/lib/api-client';
import { runListParser } from '@/lib/run-parsers';

/**
 * DELETE /api/events/:id: 204 for the run's host, 403 for anyone else; the server e-mails the participants.
 * `scope=following` deletes the later runs of its weekly series too.
 * Here, below the features, because the run page and the dashboard both delete runs (each with its own cache
 * handling: the dashboard optimistically).
 */
export function deleteRun(id: number, scope?: SeriesScope): Promise<void> {
  return api.delete(`/api/events/${id}${scope ? `?scope=${scope}` : ''}`, null);
}

export type HostRunsWhen = 'upcoming' | 'past';

/**
 * One page of a host's runs: upcoming ones soonest first (GET /api/events?hostId), or those that have
 * started, latest first (GET /api/businesses/:id/past-runs). The public profile and the dashboard page them.
 */
export function getHostRuns(
  hostId: string,
  when: HostRunsWhen,
  limit: number,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<RunList> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  if (when === 'upcoming') {
    query.set('hostId', hostId);
    return api.get(`/api/events?${query.toString()}`, runListParser, { signal });
  }
  return api.get(
    `/api/businesses/${encodeURIComponent(hostId)}/past-runs?${query.toString()}`,
    runListParser,
    { signal },
  );
}
