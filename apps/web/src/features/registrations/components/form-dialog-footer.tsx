import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { SubmitButton } from '@/components/ui/submit-button';
import { t } from '@/lib/i18n';

/** A dialog form's "Cancel" and submit, both held while the request runs. */
export function FormDialogFooter({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline" disabled={busy}>
          {t('runs.common.cancel')}
        </Button>
      </DialogClose>
      <SubmitButton busy={busy} busyLabel={busyLabel}>
        {children}
      </SubmitButton>
    </DialogFooter>
  );
}
