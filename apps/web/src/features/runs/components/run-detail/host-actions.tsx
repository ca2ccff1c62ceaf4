import type { Run } from '@runtogether/shared/runs/run.schemas';
import { ClipboardCheck, Pencil, Settings2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n';
import { hasStarted } from '../../utils/spots';
import { DeleteRunDialog } from './delete-run-dialog';
import { DetailSection } from './detail-section';
import { RunMessageForm } from './run-message-form';

/**
 * Editing, deleting and messaging the runners, for the run's own host (the page decides who that is). Once the
 * run has started only check-in is left: the server refuses to change or delete a run that is history. A hidden
 * run's runners cannot be messaged.
 */
export function HostActions({ run }: { run: Run }) {
  const started = hasStarted(run);
  return (
    <DetailSection
      title={t('runs.host.manage')}
      icon={<Settings2 aria-hidden="true" className="size-5 text-brand-700" />}
      className="border-brand-200"
    >
      <div className="flex flex-col gap-2">
        {!started && (
          <Link to={paths.editRun.getHref(run.id)} className={buttonVariants({ className: 'w-full' })}>
            <Pencil aria-hidden="true" />
            {t('runs.host.edit')}
          </Link>
        )}
        <Link
          to={paths.checkIn.getHref(run.id)}
          className={buttonVariants({ variant: 'outline', className: 'w-full' })}
        >
          <ClipboardCheck aria-hidden="true" />
          {t('runs.host.checkIn')}
        </Link>
        {!started && <DeleteRunDialog run={run} />}
      </div>
      {run.hiddenReason === undefined ? (
        <RunMessageForm runId={run.id} />
      ) : (
        // The server refuses to e-mail a hidden run's runners: it is a 404 to them (docs/decisions/049).
        <p className="text-sm text-slate-600">{t('validation.runMessage.runHidden')}</p>
      )}
    </DetailSection>
  );
}
