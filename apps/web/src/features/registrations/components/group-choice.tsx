import { formatPace } from '@runtogether/shared/runs/run.rules';
import type { RunGroup } from '@runtogether/shared/runs/run-groups.schemas';
import { useId } from 'react';
import { t } from '@/lib/i18n';
import { groupSpotsLeft, type RunCapacity } from '@runtogether/shared/runs/run-groups.rules';

/** "Which group?" in the register dialog: one radio per pace group, with its pace and spots (docs/decisions/052). */
export function GroupChoice({
  groups,
  run,
  value,
  onChange,
  error,
}: {
  groups: RunGroup[];
  /** The run's places: a group has no more room than the run (walk-up guests, decision 057). */
  run?: RunCapacity;
  value: number | undefined;
  onChange: (groupId: number) => void;
  error?: string;
}) {
  const errorId = useId();
  const name = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-slate-800">{t('runs.register.group')}</legend>
      {groups.map((group) => {
        const spots = groupSpotsLeft(group, run);
        const spotsText =
          spots === null
            ? t('runs.map.unlimitedSpots')
            : spots === 0
              ? t('runs.register.groupFull')
              : t('runs.common.spotsLeft', { count: spots });
        return (
          <label
            key={group.id}
            className="flex cursor-pointer items-start gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              name={name}
              value={group.id}
              checked={value === group.id}
              onChange={() => onChange(group.id)}
              className="mt-0.5 size-4 accent-brand-700"
            />
            <span className="wrap-anywhere">
              {t('runs.register.groupOption', {
                name: group.name,
                pace: formatPace(group.pace),
                spots: spotsText,
              })}
            </span>
          </label>
        );
      })}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
