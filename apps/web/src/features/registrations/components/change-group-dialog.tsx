import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { lazyPart } from '@/components/ui/lazy-part';
import { t } from '@/lib/i18n';
import type { ChangeGroupFormProps } from './change-group-form';

// The choice and its request load when the dialog opens, not with the run page (decision 014).
const changeGroupForm = lazyPart(() =>
  import('./change-group-form').then((module) => module.ChangeGroupForm),
);

/** A registered runner moves to another pace group with room (docs/decisions/052). */
export function ChangeGroupDialog({
  open,
  groupName,
  waitlisted,
  onCloseAutoFocus,
  ...form
}: ChangeGroupFormProps & {
  open: boolean;
  /** The runner's group now, for the dialog's words. */
  groupName: string;
  /** On the group's waitlist: a group with room takes them at once. */
  waitlisted: boolean;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={form.onOpenChange}>
      <DialogContent load={changeGroupForm.preload} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{t('runs.register.changeGroupTitle')}</DialogTitle>
          <DialogDescription>
            {waitlisted
              ? t('runs.register.changeGroupWaitlisted', { group: groupName })
              : t('runs.register.changeGroupText', { group: groupName })}
          </DialogDescription>
        </DialogHeader>
        <changeGroupForm.Part {...form} />
      </DialogContent>
    </Dialog>
  );
}
