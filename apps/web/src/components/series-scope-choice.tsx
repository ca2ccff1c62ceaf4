import { msg, type MessageKey } from '@runtogether/shared/i18n/keys';
import type { SeriesScope } from '@runtogether/shared/series/series.schemas';
import { useId } from 'react';
import { t } from '@/lib/i18n';

/** Keys, translated when drawn. */
export const SCOPE_LABELS: Record<SeriesScope, MessageKey> = {
  this: msg('runs.scope.this'),
  following: msg('runs.scope.following'),
};

/**
 * For a run of a weekly series: whether an edit or a deletion is for this run alone or for it and the later
 * runs. The run page, its edit form and the dashboard all ask it the same way.
 */
export function SeriesScopeChoice({
  legend,
  value,
  onChange,
  disabled = false,
}: {
  legend: string;
  value: SeriesScope;
  onChange: (scope: SeriesScope) => void;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-semibold text-slate-800">{legend}</legend>
      {(['this', 'following'] as const).map((scope) => (
        <label key={scope} className="flex w-fit cursor-pointer items-center gap-2 text-sm text-slate-800">
          <input
            type="radio"
            name={name}
            value={scope}
            className="size-4 accent-brand-700"
            checked={value === scope}
            onChange={() => onChange(scope)}
          />
          {t(SCOPE_LABELS[scope])}
        </label>
      ))}
    </fieldset>
  );
}
