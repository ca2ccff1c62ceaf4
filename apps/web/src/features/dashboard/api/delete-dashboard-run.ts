import type { Dashboard } from '@runtogether/shared/business/dashboard.schemas';
import { isAppError } from '@runtogether/shared/errors/app-error';
import type { SeriesScope } from '@runtogether/shared/series/series.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { t } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';
import { deleteRun } from '@/lib/run-requests';
import { dashboardWithoutRun } from '../utils/dashboard-runs';
import { dashboardQueryKey } from './get-dashboard';
import { hostParticipantsQueryKey } from './get-host-participants';

export interface DeleteRunVariables {
  id: number;
  /** For the toast: the run may already be gone from the cache when the answer comes. */
  title: string;
  /** `following`: the later runs of its weekly series go too. */
  scope?: SeriesScope;
  /** Every run the deletion removes (the run, and with `following` the later ones shown): gone at once. */
  removedIds?: readonly number[];
}

/**
 * Deletes one of the host's runs from the dashboard, optimistically (docs/product.md §4): the dashboard shows it gone
 * at once, and gets it back if the server refuses.
 */
export function useDeleteDashboardRun(hostId: string) {
  const queryClient = useQueryClient();
  const key = dashboardQueryKey(hostId);
  return useMutation({
    mutationFn: ({ id, scope }: DeleteRunVariables) => deleteRun(id, scope),
    onMutate: async ({ id, removedIds = [id] }) => {
      // A refetch landing now would put the run back before the server has deleted it.
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Dashboard>(key);
      if (previous) {
        const after = removedIds.reduce(
          (dashboard, removed) => dashboardWithoutRun(dashboard, removed),
          previous,
        );
        queryClient.setQueryData<Dashboard>(key, after);
      }
      return { previous };
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      if (isAppError(error) && error.status === 403) {
        toast.error(t('host.dashboard.deleteToast.notAuthorizedTitle'), {
          description: t('host.dashboard.deleteToast.notAuthorizedDescription'),
        });
      } else {
        toast.error(t('host.dashboard.deleteToast.failedTitle'), {
          description: t('host.dashboard.deleteToast.failedDescription'),
        });
      }
    },
    onSuccess: async (_data, { id, title }) => {
      toast.success(t('host.dashboard.deleteToast.deletedTitle'), {
        description: t('host.dashboard.deleteToast.deletedDescription', { title }),
      });
      // docs/product.md §4: the events cache is cleared after a delete; the run's own page is gone for good.
      queryClient.removeQueries({ queryKey: queryKeys.runs.detail(id), exact: true });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.runs.all }),
        queryClient.invalidateQueries({ queryKey: hostParticipantsQueryKey(hostId) }),
      ]);
    },
    // The metrics (unique runners, return rate...) are the server's to recount, success or not.
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
