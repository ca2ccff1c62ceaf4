import { BusinessDashboard } from '@/features/dashboard/components/business-dashboard';
import { ProfileCard } from '@/features/dashboard/components/profile-card';
import { t } from '@/lib/i18n';
import { HostPage } from './host-page';
import { withQueryLayer } from '@/lib/query-layer';

/** /business/home: the business's dashboard, for itself or a manager acting for it (docs/decisions/057). */
export function Component() {
  return (
    <HostPage title={t('core.pages.dashboard')}>
      {(host, user) => (
        <BusinessDashboard
          host={host}
          // A team member is greeted by their own name; the acting-for bar names the business.
          greet={host.as === 'owner' ? host.businessName : user.name}
          header={host.as === 'owner' ? <ProfileCard user={user} /> : null}
        />
      )}
    </HostPage>
  );
}

export default withQueryLayer(Component);
