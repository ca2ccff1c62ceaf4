import { msg, type MessageKey } from '@runtogether/shared/i18n/keys';
import { List, Map as MapIcon } from 'lucide-react';
import { t } from '@/lib/i18n';
import { useHydrated } from '@/lib/hydration';
import { cn } from '@/lib/utils';

export type RunsView = 'list' | 'map';

const options: { view: RunsView; label: MessageKey; Icon: typeof List }[] = [
  { view: 'list', label: msg('runs.find.viewList'), Icon: List },
  { view: 'map', label: msg('runs.find.viewMap'), Icon: MapIcon },
];

/** List / Map on Find Runs: two toggle buttons, the pressed one is the view shown. */
export function ViewSwitch({ view, onChange }: { view: RunsView; onChange: (view: RunsView) => void }) {
  const hydrated = useHydrated();
  return (
    <div
      role="group"
      aria-label={t('runs.find.showAs')}
      className="inline-flex rounded-lg border border-slate-300 p-0.5"
    >
      {options.map(({ view: option, label, Icon }) => (
        <button
          key={option}
          type="button"
          aria-pressed={view === option}
          disabled={!hydrated}
          onClick={() => onChange(option)}
          className={cn(
            'inline-flex min-h-10 items-center gap-1.5 rounded-md px-4 text-sm font-semibold',
            view === option ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
          {t(label)}
        </button>
      ))}
    </div>
  );
}
