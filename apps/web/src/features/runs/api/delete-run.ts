import type { SeriesScope } from '@runtogether/shared/series/series.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteRun } from '@/lib/run-requests';
import { invalidateRunViews } from '@/lib/query-client';
import { runQueryKey } from './get-run';

export interface UseDeleteRunOptions {
  /**
   * Runs after the deletion and before the cache is cleaned up: leave the run's page here, so it does not
   * refetch (and 404 on) the run it has just deleted.
   */
  onDeleted?: (id: number) => void | Promise<void>;
}

/** Deletes a run, then forgets it and refreshes every run list (docs/product.md §4: the events cache is cleared). */
export function useDeleteRun({ onDeleted }: UseDeleteRunOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, scope }: { id: number; scope?: SeriesScope }) => deleteRun(id, scope),
    onSuccess: async (_data, { id }) => {
      await onDeleted?.(id);
      queryClient.removeQueries({ queryKey: runQueryKey(id), exact: true });
      await invalidateRunViews(queryClient);
    },
  });
}
