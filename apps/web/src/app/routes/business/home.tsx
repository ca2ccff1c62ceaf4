import { BusinessDashboard } from '@/features/dashboard/components/business-dashboard';
import { t } from '@/lib/i18n';
import { BusinessOnlyPage } from './business-only-page';

/** /business/home (business only; the route guard sees to that, and nobody else loads the data). */
export function Component() {
  return (
    <BusinessOnlyPage title={t('core.pages.dashboard')}>
      {(user) => <BusinessDashboard user={user} />}
    </BusinessOnlyPage>
  );
}
