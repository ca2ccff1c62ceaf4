import { isAppError } from '@runtogether/shared/errors/app-error';
import { runApiMessages } from '@runtogether/shared/runs/run-input.schemas';
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
import { useDeleteRun } from '../../api/delete-run';

/** 'Delete run' with a confirmation (docs/product.md §6: the run's host only; the server refuses anyone else). */
export function DeleteRunDialog({
  run,
}: {
  run: Pick<Run, 'id' | 'title' | 'currentParticipants' | 'seriesId'>;
}) {
  const [open, setOpen] = useState(false);
  const [scope, setScope] = useState<SeriesScope>('this');
  const inSeries = run.seriesId !== null;
  const navigate = useNavigate();
  const deletion = useDeleteRun({
    // Toast and leave from here: the page unmounts before a callback given to mutate() would run.
    onDeleted: async () => {
      toast.success(runApiMessages.deletedTitle, {
        description: runApiMessages.deletedDescription(run.title),
      });
      await navigate(paths.businessHome.getHref(), { replace: true });
    },
  });

  const confirm = () =>
    deletion.mutate(inSeries ? { id: run.id, scope } : { id: run.id }, {
      onError: (error) => {
        setOpen(false);
        if (isAppError(error) && error.status === 403) {
          toast.error(runApiMessages.notAuthorizedTitle, {
            description: runApiMessages.notAuthorizedDelete,
          });
        } else {
          toast.error(runApiMessages.deleteFailedTitle, {
            description: runApiMessages.deleteFailedDescription,
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
          Delete run
        </Button>
      }
      title="Delete this run?"
      description={runDeletionWarning(run.title, run.currentParticipants)}
      cancelLabel="Keep run"
      confirmLabel="Delete run"
      onConfirm={confirm}
    >
      {inSeries && (
        <SeriesScopeChoice legend="Delete" value={scope} onChange={setScope} disabled={deletion.isPending} />
      )}
    </ConfirmDeleteDialog>
  );
}
