import { formatPace, PACE_MAX, PACE_MIN } from '@runtogether/shared/runs/run.rules';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { FieldControlProps } from '@/components/ui/form-field';
import { t } from '@/lib/i18n';

interface PaceSliderProps {
  control: FieldControlProps;
  registration: UseFormRegisterReturn<'pace'>;
  pace: number;
  /** Minutes per step: 1/6 (10 s) when creating a run, 0.1 when registering (docs/product.md §9). */
  step: number;
}

/** Pace 3:00–12:00 min/km as a slider, read out as min:sec (docs/product.md §9 labels 'Fast (3:00)' and 'Slow (12:00)'). */
export function PaceSlider({ control, registration, pace, step }: PaceSliderProps) {
  const shown = `${formatPace(pace)} min/km`;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-3">
        <input
          {...control}
          type="range"
          min={PACE_MIN}
          max={PACE_MAX}
          step={step}
          aria-valuetext={shown}
          className="h-10 w-full cursor-pointer accent-brand-700"
          {...registration}
        />
        <output htmlFor={control.id} className="w-24 shrink-0 text-right text-sm font-semibold tabular-nums">
          {shown}
        </output>
      </div>
      <div className="flex justify-between text-xs text-slate-600">
        <span>{t('core.ui.paceFast', { pace: formatPace(PACE_MIN) })}</span>
        <span>{t('core.ui.paceSlow', { pace: formatPace(PACE_MAX) })}</span>
      </div>
    </div>
  );
}
