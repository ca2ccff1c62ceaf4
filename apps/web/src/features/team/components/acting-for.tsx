import { useId } from 'react';
import { Select } from '@/components/ui/select';
import { t } from '@/lib/i18n';
import type { Membership } from '../api/team';

/** "Acting for Retiro Running Co." with a switcher when the person is in several teams. */
export function ActingFor({
  memberships,
  current,
  onChoose,
}: {
  memberships: Membership[];
  current: Membership;
  onChoose: (businessId: string) => void;
}) {
  const id = useId();
  const role = current.role === 'manager' ? t('team.role.manager') : t('team.role.leader');
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-brand-200 bg-brand-50 p-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-900" aria-live="polite">
        <strong>{t('team.actingFor', { business: current.businessName })}</strong>{' '}
        <span className="text-slate-600">({role})</span>
      </p>
      {memberships.length > 1 && (
        <div className="flex items-center gap-2">
          <label htmlFor={id} className="text-sm text-slate-700">
            {t('team.switchTeam')}
          </label>
          <Select id={id} value={current.businessId} onChange={(event) => onChoose(event.target.value)}>
            {memberships.map((m) => (
              <option key={m.businessId} value={m.businessId}>
                {m.businessName}
              </option>
            ))}
          </Select>
        </div>
      )}
    </div>
  );
}
