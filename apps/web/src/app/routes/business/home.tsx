import { BusinessDashboard } from '@/features/dashboard/components/business-dashboard';
import { BusinessOnlyPage } from './business-only-page';

/** /business/home (business only; the route guard sees to that, and nobody else loads the data). */
export function Component() {
  return <BusinessOnlyPage title="Dashboard">{(user) => <BusinessDashboard user={user} />}</BusinessOnlyPage>;
}
