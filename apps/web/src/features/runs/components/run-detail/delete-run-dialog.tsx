import { formatDateHeading } from '@runtogether/shared/dates/date.rules';
import { isAppError } from '@runtogether/shared/errors/app-error';
import { runApiMessages } from '@runtogether/shared/runs/run-api.messages';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import type { SeriesScope } from '@runtogether/shared/series/series.schemas';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { SeriesScopeChoice } from '@/components/series-scope-choice';
import { ConfirmDeleteDialog, runDeletionWarning } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { intlLocale, t } from '@/lib/i18n';
import { useDeleteRun } from '../../api/delete-run';

/** 'Delete run' with a confirmation (docs/product.md §6: the run's host only; the server refuses anyone else). */
export function DeleteRunDialog({
  run,
}: {
  run: Pick<Run, 'id' | 'title' | 'date' | 'currentParticipants' | 'currentGuests' | 'seriesId'>;
}) {
  const [open, setOpen] = useState(false);
  const [scope, setScope] = useState<SeriesScope>('this');
  const inSeries = run.seriesId !== null;
  const navigate = useNavigate();
  const deletion = useDeleteRun({
    // Toast and leave from here: the page unmounts before a callback given to mutate() would run.
    onDeleted: async () => {
      toast.success(t(runApiMessages.deletedTitle), {
        description: t('runs.delete.deletedDescription', { title: run.title }),
      });
      await navigate(paths.businessHome.getHref(), { replace: true });
    },
  });

  const confirm = () =>
    deletion.mutate(inSeries ? { id: run.id, scope } : { id: run.id }, {
      onError: (error) => {
        setOpen(false);
        if (isAppError(error) && error.status === 403) {
          toast.error(t(runApiMessages.notAuthorizedTitle), {
            description: t(runApiMessages.notAuthorizedDelete),
          });
        } else {
          toast.error(t(runApiMessages.deleteFailedTitle), {
            description: t(runApiMessages.deleteFailedDescription),
          });
        }
      },
    });

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={setOpen}
      pending={deletion.isPending}
      trigger={
        <Button variant="outline" className="w-full border-red-300 text-red-800 hover:bg-red-50">
          <Trash2 aria-hidden="true" />
          {t('runs.delete.button')}
        </Button>
      }
      title={t('runs.delete.title')}
      description={runDeletionWarning(run, formatDateHeading(run.date, intlLocale()))}
      cancelLabel={t('runs.delete.keep')}
      confirmLabel={t('runs.delete.button')}
      onConfirm={confirm}
    >
      {inSeries && (
        <SeriesScopeChoice
          legend={t('runs.delete.scopeLegend')}
          value={scope}
          onChange={setScope}
          disabled={deletion.isPending}
        />
      )}
    </ConfirmDeleteDialog>
  );
}
