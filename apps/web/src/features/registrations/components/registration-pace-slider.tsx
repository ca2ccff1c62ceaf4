import { REGISTRATION_PACE_STEP } from '@runtogether/shared/registrations/registration.schemas';
import { formatPace, PACE_MAX, PACE_MIN } from '@runtogether/shared/runs/run.rules';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { FieldControlProps } from '@/components/ui/form-field';

interface RegistrationPaceSliderProps {
  control: FieldControlProps;
  registration: UseFormRegisterReturn<'pace'>;
  pace: number;
}

/** The runner's preferred pace, 3:00–12:00 min/km in steps of 0.1 (spec §9), read out as min:sec. */
export function RegistrationPaceSlider({ control, registration, pace }: RegistrationPaceSliderProps) {
  const shown = `${formatPace(pace)} min/km`;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-3">
        <input
          {...control}
          type="range"
          min={PACE_MIN}
          max={PACE_MAX}
          step={REGISTRATION_PACE_STEP}
          aria-valuetext={shown}
          className="h-10 w-full cursor-pointer accent-brand-700"
          {...registration}
        />
        <output htmlFor={control.id} className="w-24 shrink-0 text-right text-sm font-semibold tabular-nums">
          {shown}
        </output>
      </div>
      <div className="flex justify-between text-xs text-slate-600">
        <span>Fast ({formatPace(PACE_MIN)})</span>
        <span>Slow ({formatPace(PACE_MAX)})</span>
      </div>
    </div>
  );
}
