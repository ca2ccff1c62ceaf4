import type { Run } from '@runtogether/shared/runs/run.schemas';
import { ConfirmDeleteDialog, runDeletionWarning } from '@/components/ui/confirm-dialog';

/**
 * Asks before a run is deleted. It closes as soon as the host confirms: the deletion is optimistic, so the
 * dashboard already shows the run gone while the server works.
 */
export function DeleteRunDialog({
  run,
  onCancel,
  onConfirm,
}: {
  run: Pick<Run, 'title' | 'currentParticipants'> | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDeleteDialog
      open={run !== null}
      onOpenChange={(open) => !open && onCancel()}
      title="Delete this run?"
      description={run ? runDeletionWarning(run.title, run.currentParticipants) : ''}
      cancelLabel="Keep run"
      confirmLabel="Delete run"
      onConfirm={onConfirm}
    />
  );
}
