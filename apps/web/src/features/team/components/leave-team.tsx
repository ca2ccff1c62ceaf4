import { LogOut } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { t, translateText } from '@/lib/i18n';
import { useLeaveTeam, type Membership } from '../api/team';

/**
 * "Leave {business}'s team" for the team the page acts for, asked first: the member loses its runs and
 * participants from the next request (docs/decisions/054). It stays mounted when the team it asked about is
 * gone from the list (the answer's toast and the focus need it); `onLeft` says where the focus goes then, as
 * the button went with the team.
 */
export function LeaveTeam({ current, onLeft }: { current: Membership | null; onLeft: () => void }) {
  const leave = useLeaveTeam();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState<Membership | null>(null);
  const left = useRef(false);
  const business = (asked ?? current)?.businessName ?? '';
  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setAsked(current);
          left.current = false;
        }
        setOpen(next);
      }}
      trigger={
        current ? (
          // A long business name wraps rather than widening a phone's page (docs/product.md, "Phones"): the
          // label's own span, as the button's base keeps its text on one line.
          <Button variant="outline" size="sm" className="mt-6 h-auto min-h-9 max-w-full py-1.5 text-left">
            <LogOut aria-hidden="true" />
            <span className="whitespace-normal wrap-anywhere">
              {t('team.leave', { business: current.businessName })}
            </span>
          </Button>
        ) : undefined
      }
      title={t('team.leaveConfirm.title', { business })}
      description={t('team.leaveConfirm.text', { business })}
      confirmLabel={t('team.leaveConfirm.confirm')}
      pendingLabel={t('team.leaveConfirm.leaving')}
      icon={null}
      pending={leave.isPending}
      onCloseAutoFocus={(event) => {
        if (!left.current) return;
        event.preventDefault();
        onLeft();
      }}
      onConfirm={() => {
        if (!asked) return;
        leave.mutate(asked.businessId, {
          onSuccess: () => {
            left.current = true;
            toast.success(t('team.left', { business: asked.businessName }));
          },
          onError: (error) => toast.error(translateText(error.message)),
          onSettled: () => setOpen(false),
        });
      }}
    />
  );
}
