import { DASHBOARD_RUNS_PAGE } from '@runtogether/shared/business/dashboard.schemas';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import { useState } from 'react';
import { getHostRuns, type HostRunsWhen } from '@/lib/run-requests';

interface MoreRuns {
  /** The dashboard answer's cursor these pages continue from: a refreshed dashboard starts them over. */
  from: string | null;
  runs: Run[];
  cursor: string | null;
  loading: boolean;
  failed: boolean;
}

/**
 * The pages of one dashboard list after the first (which the dashboard answer carries), loaded on demand from
 * the public paged lists the dashboard's cursors continue.
 */
export function useMoreRuns(hostId: string, when: HostRunsWhen, firstCursor: string | null) {
  const fresh = (): MoreRuns => ({
    from: firstCursor,
    runs: [],
    cursor: firstCursor,
    loading: false,
    failed: false,
  });
  const [state, setState] = useState<MoreRuns>(fresh);
  if (state.from !== firstCursor) setState(fresh());

  const loadMore = () => {
    const { cursor } = state;
    if (!cursor || state.loading) return;
    setState((s) => ({ ...s, loading: true, failed: false }));
    getHostRuns(hostId, when, DASHBOARD_RUNS_PAGE, cursor).then(
      (page) =>
        setState((s) =>
          s.from === firstCursor
            ? { ...s, runs: [...s.runs, ...page.items], cursor: page.nextCursor, loading: false }
            : s,
        ),
      () => setState((s) => ({ ...s, loading: false, failed: true })),
    );
  };
  /** A run deleted from the dashboard leaves the loaded pages too. */
  const forget = (id: number) => setState((s) => ({ ...s, runs: s.runs.filter((run) => run.id !== id) }));

  return {
    runs: state.runs,
    hasMore: state.cursor !== null,
    loading: state.loading,
    failed: state.failed,
    loadMore,
    forget,
  };
}
