import { AllParticipants } from '@/features/dashboard/components/all-participants';
import { BusinessOnlyPage } from './business-only-page';

/** /business/all-participants (business only). */
export function Component() {
  return (
    <BusinessOnlyPage title="All Participants">{(user) => <AllParticipants user={user} />}</BusinessOnlyPage>
  );
}
