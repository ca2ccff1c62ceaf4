import type { Run } from '@runtogether/shared/runs/run.schemas';
import type { SeriesScope } from '@runtogether/shared/series/series.schemas';
import { useState } from 'react';
import { SeriesScopeChoice } from '@/components/series-scope-choice';
import { ConfirmDeleteDialog, runDeletionWarning } from '@/components/ui/confirm-dialog';
import { t } from '@/lib/i18n';
import { listDate } from '@/lib/list-date';

/**
 * Asks before a run is deleted (and, for a run of a weekly series, whether its later runs go too). It closes
 * as soon as the host confirms: the deletion is optimistic, so the dashboard already shows the run gone while
 * the server works.
 */
export function DeleteRunDialog({
  run,
  onCancel,
  onConfirm,
  onCloseAutoFocus,
}: {
  run: Pick<Run, 'title' | 'date' | 'currentParticipants' | 'currentGuests' | 'seriesId'> | null;
  onCancel: () => void;
  onConfirm: (scope: SeriesScope) => void;
  /** Where focus goes once the dialog has closed (the deleted run's row, and its Delete button, are gone). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const [scope, setScope] = useState<SeriesScope>('this');
  return (
    <ConfirmDeleteDialog
      open={run !== null}
      onOpenChange={(open) => {
        if (open) return;
        setScope('this');
        onCancel();
      }}
      title={t('host.dashboard.deleteDialog.title')}
      description={run ? runDeletionWarning(run, listDate(run.date)) : ''}
      cancelLabel={t('host.dashboard.deleteDialog.keep')}
      confirmLabel={t('host.dashboard.deleteDialog.confirm')}
      onCloseAutoFocus={onCloseAutoFocus}
      onConfirm={() => {
        onConfirm(scope);
        setScope('this');
      }}
    >
      {run?.seriesId != null && (
        <SeriesScopeChoice
          legend={t('host.dashboard.deleteDialog.scopeLegend')}
          value={scope}
          onChange={setScope}
        />
      )}
    </ConfirmDeleteDialog>
  );
}
