import { isAppError } from '@runtogether/shared/errors/app-error';
import {
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  type ReportReason,
  type ReportTargetType,
} from '@runtogether/shared/trust/trust.schemas';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CharacterCount } from '@/components/ui/character-count';
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
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { api } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { ReportButton } from './report-button';

const reasonLabel = (reason: ReportReason) => t(`trust.report.reasons.${reason}`);

/**
 * "Report" (docs/decisions/049): a signed-in person tells the admins about a run, a host, a post or a person,
 * with a reason and, if they like, details. Pages draw it through ReportControl, which loads it.
 */
export function ReportDialog({
  targetType,
  targetId,
  label,
}: {
  targetType: ReportTargetType;
  targetId: string;
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason>('spam');
  const [details, setDetails] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();
  const detailsId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await api.post('/api/reports', null, {
        body: { targetType, targetId, reason, ...(details.trim() ? { details: details.trim() } : {}) },
      });
      setOpen(false);
      setDetails('');
      toast.success(t('trust.report.sent'));
    } catch (caught) {
      setError(isAppError(caught) ? caught.message : t('trust.report.failed'));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild>
        <ReportButton aria-label={label} />
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{t(`trust.report.title.${targetType}`)}</DialogTitle>
            <DialogDescription>{t('trust.report.intro')}</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={reasonId}>{t('trust.report.reason')}</Label>
            <Select
              id={reasonId}
              value={reason}
              onChange={(event) => setReason(event.target.value as ReportReason)}
            >
              {REPORT_REASONS.map((value) => (
                <option key={value} value={value}>
                  {reasonLabel(value)}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={detailsId}>{t('trust.report.details')}</Label>
            <Textarea
              id={detailsId}
              value={details}
              maxLength={REPORT_DETAILS_MAX}
              onChange={(event) => setDetails(event.target.value)}
            />
            <CharacterCount length={details.length} max={REPORT_DETAILS_MAX} />
          </div>
          {error && <Alert>{error}</Alert>}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={pending}>
                {t('core.ui.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              {pending ? t('trust.report.sending') : t('trust.report.send')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
