import { AllParticipants } from '@/features/dashboard/components/all-participants';
import { t } from '@/lib/i18n';
import { BusinessOnlyPage } from './business-only-page';

/** /business/all-participants (business only). */
export function Component() {
  return (
    <BusinessOnlyPage title={t('core.pages.allParticipants')}>
      {(user) => <AllParticipants user={user} />}
    </BusinessOnlyPage>
  );
}
