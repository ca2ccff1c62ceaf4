import type { Run } from '@runtogether/shared/runs/run.schemas';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

const destructive = 'bg-red-700 text-white hover:bg-red-800 focus-visible:ring-red-700';

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
  const joined = run?.currentParticipants ?? 0;
  return (
    <Dialog open={run !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this run?</DialogTitle>
          <DialogDescription>
            &ldquo;{run?.title}&rdquo; will be deleted for good.
            {joined > 0 &&
              ` ${joined === 1 ? 'Its 1 registered runner' : `Its ${joined} registered runners`} will be told by e-mail.`}{' '}
            This action cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep run</Button>
          </DialogClose>
          <Button className={destructive} onClick={onConfirm}>
            <Trash2 aria-hidden="true" />
            Delete run
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
