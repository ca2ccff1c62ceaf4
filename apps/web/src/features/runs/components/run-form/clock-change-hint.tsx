import { clockChangeAt } from '@runtogether/shared/dates/clock-change';
import { isDateKey } from '@runtogether/shared/dates/date.rules';
import { t } from '@/lib/i18n';

/**
 * What the clocks do to the run's time that night, told under Time as the host types (docs/decisions/045, "A time
 * that does not exist"): from the very reading the server saves the run with, so the two cannot disagree. `zone`
 * is the zone's name as the form shows it ("Madrid time"). A line of the field's description, and a live region
 * once loaded, so a screen reader hears the hint appear. Loaded after the form (decision 014): a default export,
 * for React's lazy().
 */
export default function ClockChangeHint({
  date,
  time,
  timeZone,
  zone,
}: {
  date: string;
  time: string;
  timeZone: string | null;
  zone: string | null;
}) {
  const change = timeZone && isDateKey(date) && time ? clockChangeAt(date, time, timeZone) : null;
  return (
    <span aria-live="polite" className="block">
      {change === null
        ? null
        : ` ${change === 'twice' ? t('runs.form.timeTwice', { time }) : t('runs.form.timeSkipped', { time, zone, ...change })}`}
    </span>
  );
}
