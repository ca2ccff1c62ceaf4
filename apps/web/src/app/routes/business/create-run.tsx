import { RunForm } from '@/features/runs/components/run-form/run-form';
import { RunFormLayout } from '@/features/runs/components/run-form/run-form-layout';
import { t } from '@/lib/i18n';
import { HostPage } from './host-page';
import { withQueryLayer } from '@/lib/query-layer';

/** /business/create-run: the business, or a manager acting for it, creates a run (docs/decisions/057). */
export function Component() {
  return (
    <HostPage title={t('core.pages.createRun')} wide={false}>
      {(host) => (
        <RunFormLayout title={t('core.pages.createRun')}>
          <RunForm businessId={host.businessId} />
        </RunFormLayout>
      )}
    </HostPage>
  );
}

export default withQueryLayer(Component);
