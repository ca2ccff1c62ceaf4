import { useMemberships } from '../api/memberships';
import { useActingFor } from '../hooks/use-acting-for';
import { ActingFor } from './acting-for';

/** "Acting for …" with the switcher, above a business screen a team member uses (docs/decisions/057). */
export function ActingForBar({ userId }: { userId: string }) {
  const memberships = useMemberships(userId);
  const { current, choose } = useActingFor(memberships.data ?? []);
  if (!current || !memberships.data) return null;
  return <ActingFor memberships={memberships.data} current={current} onChoose={choose} />;
}
