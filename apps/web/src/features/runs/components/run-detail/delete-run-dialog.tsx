import { isAppError } from '@runtogether/shared/errors/app-error';
import { runApiMessages } from '@runtogether/shared/runs/run-input.schemas';
import type { Run } from '@runtogether/shared/runs/run.schemas';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { useDeleteRun } from '../../api/delete-run';

const destructive = 'bg-red-700 text-white hover:bg-red-800 focus-visible:ring-red-700';

/** 'Delete run' with a confirmation (spec §6: the run's host only; the server refuses anyone else). */
export function DeleteRunDialog({ run }: { run: Pick<Run, 'id' | 'title' | 'currentParticipants'> }) {
  const [open, setOpen] = useState(false);
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
    deletion.mutate(run.id, {
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

  const joined = run.currentParticipants;
  return (
    <Dialog open={open} onOpenChange={(next) => !deletion.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full border-red-300 text-red-800 hover:bg-red-50">
          <Trash2 aria-hidden="true" />
          Delete run
        </Button>
      </DialogTrigger>
      <DialogContent hideCloseButton={deletion.isPending}>
        <DialogHeader>
          <DialogTitle>Delete this run?</DialogTitle>
          <DialogDescription>
            &ldquo;{run.title}&rdquo; will be deleted for good.
            {joined > 0 &&
              ` ${joined === 1 ? 'Its 1 registered runner' : `Its ${joined} registered runners`} will be told by e-mail.`}{' '}
            This action cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={deletion.isPending}>
              Keep run
            </Button>
          </DialogClose>
          <Button className={destructive} disabled={deletion.isPending} onClick={confirm}>
            <Trash2 aria-hidden="true" />
            {deletion.isPending ? 'Deleting...' : 'Delete run'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
