import { Users } from 'lucide-react';
import { NavLink } from 'react-router';
import { Select } from '@/components/ui/select';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { useMemberships } from '../api/memberships';
import { useActingFor } from '../hooks/use-acting-for';

/**
 * The navbar's "Acting for …" (docs/decisions/054, 057) for a runner in a host's team: a link to the team's
 * screen, and a switcher when the runner is in several teams. The runner's own links stay as they are.
 */
export function TeamNav({ onNavigate }: { onNavigate?: () => void }) {
  const auth = useAuth();
  const runnerId = auth.status === 'authenticated' && auth.user.role === 'runner' ? auth.user.id : null;
  const memberships = useMemberships(runnerId);
  const { current, choose } = useActingFor(memberships.data ?? []);
  if (!current || !memberships.data) return null;
  return (
    <div className="flex min-w-0 items-center gap-1">
      <NavLink
        to={paths.team.getHref()}
        onClick={onNavigate}
        className={({ isActive }) =>
          cn(
            'flex min-w-0 items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold transition-colors',
            isActive
              ? 'bg-brand-50 text-brand-800'
              : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
          )
        }
      >
        <Users aria-hidden="true" className="size-4 shrink-0" />
        <span className="truncate">{t('team.actingFor', { business: current.businessName })}</span>
      </NavLink>
      {memberships.data.length > 1 && (
        <Select
          aria-label={t('team.switchTeam')}
          value={current.businessId}
          className="h-9 max-w-40 text-sm"
          onChange={(event) => choose(event.target.value)}
        >
          {memberships.data.map((m) => (
            <option key={m.businessId} value={m.businessId}>
              {m.businessName}
            </option>
          ))}
        </Select>
      )}
    </div>
  );
}
