import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { t } from '@/lib/i18n';
import { useLeaveSeries } from '../api/series-registrations';

/**
 * "Leave every week" (docs/decisions/053) asks first, as cancelling one date does (docs/product.md §4): it gives
 * up every upcoming date at once, and each freed spot goes to the waitlist.
 */
export function LeaveSeriesButton({
  seriesId,
  everyWeeks,
  disabled = false,
  className,
}: {
  seriesId: number;
  /** How often the series repeats: "Leave every 2 weeks" says the interval (decision 053). */
  everyWeeks: number;
  disabled?: boolean;
  className?: string;
}) {
  const leave = useLeaveSeries(seriesId);
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button
          type="button"
          variant="outline"
          size="sm"
          className={className}
          disabled={disabled || leave.isPending}
        >
          {leave.isPending && <Loader2 aria-hidden="true" className="animate-spin" />}
          {leave.isPending ? t('series.join.leaving') : t('series.join.leave', { everyWeeks })}
        </Button>
      }
      title={t('series.join.leaveConfirm')}
      description={t('series.join.leaveWarning')}
      cancelLabel={t('series.join.stay')}
      confirmLabel={t('series.join.leave', { everyWeeks })}
      icon={null}
      pending={leave.isPending}
      pendingLabel={t('series.join.leaving')}
      onConfirm={() =>
        leave.mutate(undefined, {
          onSuccess: () => {
            setOpen(false);
            toast.success(t('series.join.left', { everyWeeks }));
          },
          onError: () => toast.error(t('series.join.failed')),
        })
      }
    />
  );
}
