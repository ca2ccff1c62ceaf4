import type { Run } from '@runtogether/shared/runs/run.schemas';
import { Trash2 } from 'lucide-react';
import type { ReactElement, ReactNode } from 'react';
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
import { t } from '@/lib/i18n';

const destructive = 'bg-red-700 text-white hover:bg-red-800 focus-visible:ring-red-700';

interface ConfirmDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog; none when the caller opens it itself. */
  trigger?: ReactElement;
  title: string;
  description: ReactNode;
  cancelLabel?: string;
  confirmLabel: string;
  onConfirm: () => void;
  /** While the deletion runs the dialog cannot be closed and its buttons say so. */
  pending?: boolean;
  /** A choice to make before confirming (which runs of a series). */
  children?: ReactNode;
  /** For a confirmation that deletes nothing (an admin hiding a run): no bin, and its own words while pending. */
  icon?: ReactNode;
  pendingLabel?: string;
  /** Where focus goes once the dialog has closed, when the button that opened it went with what it deleted. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** Asks before something is deleted for good. */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  cancelLabel = t('core.ui.cancel'),
  confirmLabel,
  onConfirm,
  pending = false,
  children,
  icon = <Trash2 aria-hidden="true" />,
  pendingLabel = t('core.ui.deleting'),
  onCloseAutoFocus,
}: ConfirmDeleteDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent hideCloseButton={pending} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button className={destructive} disabled={pending} onClick={onConfirm}>
            {icon}
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * What deleting a run says to its host (the dashboard and the run page ask the same). A weekly run's dates share
 * their title, so its `day` is named, written as the page writes it (a formatter of its own here would put a chunk
 * on every page's route manifest). The registered runners are e-mailed, the guests at check-in are not
 * (docs/decisions/057).
 */
export function runDeletionWarning(
  run: Pick<Run, 'title' | 'seriesId' | 'currentParticipants' | 'currentGuests'>,
  day: string,
): string {
  const values = { title: run.title, registered: run.currentParticipants - run.currentGuests };
  return run.seriesId == null
    ? t('core.ui.runDeletionWarning', values)
    : t('core.ui.seriesRunDeletionWarning', { ...values, date: day });
}
