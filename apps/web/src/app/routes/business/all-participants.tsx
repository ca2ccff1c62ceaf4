import { AllParticipants } from '@/features/dashboard/components/all-participants';
import { t } from '@/lib/i18n';
import { HostPage } from './host-page';
import { withQueryLayer } from '@/lib/query-layer';

/** /business/all-participants: the business's, or a manager's acting for it (docs/decisions/057). */
export function Component() {
  return (
    <HostPage title={t('core.pages.allParticipants')}>{(host) => <AllParticipants host={host} />}</HostPage>
  );
}

export default withQueryLayer(Component);
