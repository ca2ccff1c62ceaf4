import { PageSpinner } from '@/components/ui/spinner';
import { useBusiness } from '@/features/business-profile/api/get-business';
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
          {host.businessId === undefined ? <RunForm /> : <ManagerRunForm businessId={host.businessId} />}
        </RunFormLayout>
      )}
    </HostPage>
  );
}

/** A manager's form: the business's location gives the zone until the run has a pin, as it does for the business. */
function ManagerRunForm({ businessId }: { businessId: string }) {
  const business = useBusiness(businessId);
  if (business.isPending) return <PageSpinner />;
  return <RunForm businessId={businessId} actingFor={business.data?.businessDetails} />;
}

export default withQueryLayer(Component);
