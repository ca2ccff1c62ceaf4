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
import { t } from '@/lib/i18n';

/**
 * Asks before a runner gives up a spot (or a place on the waitlist): the spot may go to the next runner on the
 * waitlist at once, so a slip of the thumb on a phone must not cost it (docs/product.md §4).
 */
export function CancelRegistrationDialog({
  open,
  onOpenChange,
  waitlisted,
  onConfirm,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  waitlisted: boolean;
  onConfirm: () => void;
  /** Where focus goes once the dialog has closed: the Cancel button that opened it is gone after confirming. */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>
            {waitlisted ? t('runs.register.leaveWaitlistTitle') : t('runs.register.giveUpTitle')}
          </DialogTitle>
          <DialogDescription>
            {waitlisted ? t('runs.register.leaveWaitlistWarning') : t('runs.register.giveUpWarning')}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">
              {waitlisted ? t('runs.register.stayOnWaitlist') : t('runs.register.keepSpot')}
            </Button>
          </DialogClose>
          <Button
            className="bg-red-700 text-white hover:bg-red-800 focus-visible:ring-red-700"
            onClick={onConfirm}
          >
            {waitlisted ? t('runs.register.confirmLeaveWaitlist') : t('runs.register.confirmGiveUp')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
