import type { User } from '@runtogether/shared/users/user.schemas';
import type { ActingHost } from '@/lib/acting-host';
import { useAuth } from '@/lib/auth';
import { t } from '@/lib/i18n';
import { useMemberships } from '../api/memberships';
import { useActingFor } from './use-acting-for';

/** The business's name as its dashboard shows it ('Your Business' until it has one). */
const ownName = (user: User) =>
  user.businessDetails?.businessName?.trim() || t('host.dashboard.defaultBusinessName');

export type ActingHostState =
  | { status: 'loading' }
  /** Signed out, or a runner in no team, or an admin. */
  | { status: 'none' }
  | { status: 'acting'; host: ActingHost; user: User };

/**
 * Who the business screens act for (docs/decisions/054, 057): a business for itself; a runner in a team for
 * the business chosen in the switcher. A runner keeps their runner screens: only these screens use it.
 */
export function useActingHost(): ActingHostState {
  const auth = useAuth();
  const runnerId = auth.status === 'authenticated' && auth.user.role === 'runner' ? auth.user.id : null;
  const memberships = useMemberships(runnerId);
  const { current } = useActingFor(memberships.data ?? []);
  if (auth.status === 'loading') return { status: 'loading' };
  if (auth.status !== 'authenticated') return { status: 'none' };
  const user = auth.user;
  if (user.role === 'business') {
    return { status: 'acting', user, host: { hostId: user.id, as: 'owner', businessName: ownName(user) } };
  }
  if (runnerId === null) return { status: 'none' };
  if (memberships.isPending) return { status: 'loading' };
  if (!current) return { status: 'none' };
  return {
    status: 'acting',
    user,
    host: {
      hostId: current.businessId,
      businessId: current.businessId,
      as: current.role,
      businessName: current.businessName,
    },
  };
}
