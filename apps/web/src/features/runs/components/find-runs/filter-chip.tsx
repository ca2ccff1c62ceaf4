import { useHydrated } from '@/lib/hydration';
import { cn } from '@/lib/utils';

interface FilterChipProps {
  label: string;
  /** A short explanation read as part of the name, e.g. '≤ 5 km'. */
  hint?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** A checkbox dressed as a pill: several can be on at once, and it is a real checkbox to assistive tech. */
export function FilterChip({ label, hint, checked, onCheckedChange }: FilterChipProps) {
  // Server-rendered: a tick before the page hydrates would show without filtering, so it waits for it.
  const hydrated = useHydrated();
  return (
    <label
      className={cn(
        'inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border px-3.5 py-1.5 text-sm transition-colors select-none',
        'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
        'has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-900',
      )}
    >
      <input
        type="checkbox"
        checked={checked}
        disabled={!hydrated}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className="size-4 shrink-0 accent-brand-700"
      />
      <span className="font-semibold">{label}</span>
      {hint && <span className="text-xs text-slate-600">{hint}</span>}
    </label>
  );
}
