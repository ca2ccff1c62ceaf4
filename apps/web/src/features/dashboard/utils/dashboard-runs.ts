import type { Dashboard } from '@runtogether/shared/business/dashboard.schemas';
import type { Run } from '@runtogether/shared/runs/run.schemas';

/** Runs by start (date and time), soonest first, or latest first for past runs (docs/product.md §2). */
export function sortRunsByStart(runs: readonly Run[], order: 'asc' | 'desc'): Run[] {
  const sign = order === 'asc' ? 1 : -1;
  return [...runs].sort((a, b) => sign * (Date.parse(a.startsAt) - Date.parse(b.startsAt)) || a.id - b.id);
}

/**
 * The dashboard as it will be once a run is deleted (docs/product.md §4): the run leaves both lists, its participants
 * leave the total (its registered runners: the total counts no guests), its sign-ups leave Recent Signups. The
 * metrics wait for the server's recount.
 */
export function dashboardWithoutRun(dashboard: Dashboard, runId: number): Dashboard {
  const run = [...dashboard.upcomingRuns, ...dashboard.pastRuns].find((r) => r.id === runId);
  if (!run) return dashboard;
  return {
    ...dashboard,
    totals: {
      runsOrganized: Math.max(0, dashboard.totals.runsOrganized - 1),
      totalParticipants: Math.max(
        0,
        dashboard.totals.totalParticipants - run.currentParticipants + run.currentGuests,
      ),
    },
    upcomingRuns: dashboard.upcomingRuns.filter((r) => r.id !== runId),
    pastRuns: dashboard.pastRuns.filter((r) => r.id !== runId),
    recentSignups: dashboard.recentSignups.filter((s) => s.runId !== runId),
  };
}
